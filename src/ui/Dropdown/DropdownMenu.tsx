import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import type { ElementType } from 'react';
import DropdownMenuItem, { type DropdownItem } from './DropdownMenuItem';

/** Menus are as wide as popovers at most (spec §9). */
const MENU_MAX_WIDTH = 328;

interface DropdownMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  align: 'left' | 'right';
  zIndex: number;
  menuId: string;
  triggerId: string;
  items: readonly DropdownItem[];
  linkComponent: ElementType;
  onChoose: (item: DropdownItem) => void;
}

/**
 * The open menu of a Dropdown: its own chunk, so the pages and the shell that show a trigger do
 * not download MUI's menu, popover and modal before their first screen (issue 36).
 */
export default function DropdownMenu({
  anchor,
  onClose,
  align,
  zIndex,
  menuId,
  triggerId,
  items,
  linkComponent,
  onChoose,
}: DropdownMenuProps) {
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: align }}
      transformOrigin={{ vertical: 'top', horizontal: align }}
      sx={{ zIndex }}
      slotProps={{
        list: { id: menuId, 'aria-labelledby': triggerId },
        paper: { sx: { maxWidth: MENU_MAX_WIDTH } },
      }}
    >
      {/* A flat list: MUI's keyboard focus does not look inside fragments. */}
      {items.flatMap((item) => {
        const entry = (
          <DropdownMenuItem
            key={item.id}
            item={item}
            linkComponent={linkComponent}
            onChoose={onChoose}
          />
        );
        return item.dividerBefore
          ? [<Divider key={`${item.id}-divider`} component="li" role="separator" />, entry]
          : [entry];
      })}
    </Menu>
  );
}
