import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorMode } from '@/ui/theme';
import { Tooltip } from '@/ui/Tooltip';
import { texts } from './texts';

/** Switches between light and dark mode (kept in local storage). */
export default function ColorModeButton() {
  const { mode, toggleColorMode } = useColorMode();
  const label = mode === 'dark' ? texts.header.darkModeOff : texts.header.darkModeOn;
  return (
    <Tooltip title={label}>
      <IconButton onClick={toggleColorMode} aria-label={label}>
        {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
    </Tooltip>
  );
}
