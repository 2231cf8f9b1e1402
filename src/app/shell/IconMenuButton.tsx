import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';

interface IconMenuButtonProps {
  /** Spanish name of the button, also its tooltip. */
  label: string;
  icon: ReactNode;
  buttonSx?: SxProps<Theme>;
  /** Opens the menu under the button's right edge (header items at the right). @default false */
  alignRight?: boolean;
  /** The menu's items; `close` shuts the menu. */
  children: (close: () => void) => ReactNode;
}

/** A header icon button that opens a menu, announced as such to assistive technology. */
export default function IconMenuButton({
  label,
  icon,
  buttonSx,
  alignRight = false,
  children,
}: IconMenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const horizontal = alignRight ? 'right' : 'left';

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? menuId : undefined}
          sx={buttonSx}
        >
          {icon}
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal }}
        transformOrigin={{ vertical: 'top', horizontal }}
      >
        {children(close)}
      </Menu>
    </>
  );
}
