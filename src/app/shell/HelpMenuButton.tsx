import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { texts } from './texts';

/** Help and news: the guided tour (spec §4 'Tour') is not built yet, and the menu says so. */
export default function HelpMenuButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <Tooltip title={texts.header.help}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={texts.header.help}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? menuId : undefined}
        >
          <HelpOutlineOutlined />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem onClick={close} sx={{ whiteSpace: 'normal', maxWidth: 328 }}>
          {texts.header.helpComingSoon}
        </MenuItem>
      </Menu>
    </>
  );
}
