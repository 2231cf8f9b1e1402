import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import MenuItem from '@mui/material/MenuItem';
import IconMenuButton from './IconMenuButton';
import { texts } from './texts';

/** Help and news: the guided tour (spec §4 'Tour') is not built yet, and the menu says so. */
export default function HelpMenuButton() {
  return (
    <IconMenuButton label={texts.header.help} icon={<HelpOutlineOutlined />}>
      {(close) => (
        <MenuItem onClick={close} sx={{ whiteSpace: 'normal', maxWidth: 328 }}>
          {texts.header.helpComingSoon}
        </MenuItem>
      )}
    </IconMenuButton>
  );
}
