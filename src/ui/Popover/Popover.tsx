import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popper, { type PopperPlacementType } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Button from '../Button/Button';
import { layers, useLayer } from '../theme';

/** spec §9: popovers are 328 px wide. */
export const POPOVER_WIDTH = 328;

export interface PopoverProps {
  /** The trigger's text (or its accessible name when `icon` is given). */
  label: string;
  /** Draws an icon-only trigger named by `label`. */
  icon?: ReactNode;
  /** Heading of the popover, which also names it; without it the label does. */
  title?: string;
  /** Content of the popover. */
  children: ReactNode;
  /** Where the popover opens relative to the trigger. @default 'bottom-start' */
  placement?: PopperPlacementType;
  /** Told each time the popover opens or closes (e.g. to mark what it shows as seen). */
  onOpenChange?: (open: boolean) => void;
}

/**
 * Floating content beside a trigger button. Opening moves focus into it; Escape closes it and
 * returns focus to the trigger; a click outside closes it, and so does following a link in it.
 */
export default function Popover({
  label,
  icon,
  title,
  children,
  placement = 'bottom-start',
  onOpenChange,
}: PopoverProps) {
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (next !== open) onOpenChange?.(next);
  };
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const popoverId = useId();
  const titleId = useId();
  const zIndex = useLayer(layers.popover);

  useEffect(() => {
    if (open) surfaceRef.current?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) anchor?.focus();
  };

  const triggerProps = {
    ref: setAnchor,
    onClick: () => setOpen(!open),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open) close(true);
    },
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    'aria-controls': open ? popoverId : undefined,
  };

  return (
    <>
      {icon ? (
        <IconButton {...triggerProps} aria-label={label}>
          {icon}
        </IconButton>
      ) : (
        <Button {...triggerProps} variant="secondary">
          {label}
        </Button>
      )}
      {/* Kept beside the trigger in the DOM (fixed, so no container clips it): Tab reaches its
          content next, and a modal's focus trap still counts it as inside. */}
      <Popper
        ref={surfaceRef}
        open={open}
        anchorEl={anchor}
        placement={placement}
        disablePortal
        popperOptions={{ strategy: 'fixed' }}
        modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
        id={popoverId}
        role="dialog"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            close(true);
          }
        }}
        sx={{ zIndex, width: POPOVER_WIDTH, maxWidth: 'calc(100vw - 32px)', outline: 'none' }}
      >
        <ClickAwayListener
          onClickAway={(event) => {
            // The trigger toggles by itself; closing here too would reopen it at once.
            if (!anchor?.contains(event.target as Node)) close(false);
          }}
        >
          <Paper
            elevation={8}
            sx={{ p: 2 }}
            onClick={(event) => {
              // A link followed leaves what the popover was about (a notification chosen, 'Ver
              // todas'). Closed once the browser has followed it: a link taken out of the page
              // first is not followed (one that opens a new tab).
              if ((event.target as Element).closest('a[href]')) setTimeout(() => close(false));
            }}
          >
            {title && (
              <Typography
                id={titleId}
                variant="subtitle1"
                component="h2"
                sx={{ fontWeight: 600, mb: 1 }}
              >
                {title}
              </Typography>
            )}
            {children}
          </Paper>
        </ClickAwayListener>
      </Popper>
    </>
  );
}
