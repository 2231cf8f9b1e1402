import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense, useId, useState, type ElementType, type ReactNode } from 'react';
import Button from '../Button/Button';
import { layers, useLayer } from '../theme';
import Tooltip from '../Tooltip/Tooltip';
import type { DropdownItem } from './DropdownMenuItem';

// The menu downloads when a pointer or the keyboard reaches its trigger, or at the latest when it
// first opens; it then stays mounted to animate out.
const loadMenu = () => import('./DropdownMenu');
const DropdownMenu = lazy(loadMenu);
// Fetched early only as a head start: a failure is met when the menu first opens.
const prefetchMenu = () => void loadMenu().catch(() => undefined);

export interface DropdownProps {
  /** The trigger's text, or its accessible name and tooltip when `icon` is given. */
  label: string;
  /** Draws an icon-only trigger (avatar, three dots) named by `label`. */
  icon?: ReactNode;
  /** The menu's actions and links, in display order. */
  items: readonly DropdownItem[];
  /** Side of the trigger the menu lines up with; `right` for triggers at the right edge. @default 'left' */
  align?: 'left' | 'right';
  /** Renders internal links, e.g. a router link that takes `href`. @default 'a' */
  linkComponent?: ElementType;
  /** Extra styles for the trigger (e.g. less padding around an avatar). */
  triggerSx?: SxProps<Theme>;
  /** Called as the menu opens, e.g. to load items only then. */
  onOpen?: () => void;
}

/**
 * A button that opens a menu of actions and links. Arrow keys move through the items (disabled
 * ones are skipped), Escape closes the menu and focus returns to the button.
 */
export default function Dropdown({
  label,
  icon,
  items,
  align = 'left',
  linkComponent = 'a',
  triggerSx,
  onOpen,
}: DropdownProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const triggerId = useId();
  const menuId = useId();
  const zIndex = useLayer(layers.popover);
  const close = () => setAnchor(null);
  const choose = (item: DropdownItem) => {
    if (item.disabled) return;
    close();
    item.onClick?.();
  };

  const triggerProps = {
    id: triggerId,
    onClick: (event: { currentTarget: HTMLElement }) => {
      setAnchor(event.currentTarget);
      setOpened(true);
      onOpen?.();
    },
    onPointerEnter: prefetchMenu,
    onFocus: prefetchMenu,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': anchor ? true : undefined,
    'aria-controls': anchor ? menuId : undefined,
    sx: triggerSx,
  };

  return (
    <>
      {icon ? (
        <Tooltip title={label}>
          <IconButton {...triggerProps} aria-label={label}>
            {icon}
          </IconButton>
        </Tooltip>
      ) : (
        <Button {...triggerProps} variant="secondary" endIcon={<KeyboardArrowDown />}>
          {label}
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <DropdownMenu
            anchor={anchor}
            onClose={close}
            align={align}
            zIndex={zIndex}
            menuId={menuId}
            triggerId={triggerId}
            items={items}
            linkComponent={linkComponent}
            onChoose={choose}
          />
        </Suspense>
      )}
    </>
  );
}
