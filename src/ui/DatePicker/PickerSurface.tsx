import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { layers, useLayer } from '../theme';
import DateLocalizationProvider from './DateLocalizationProvider';

/** spec §9: the date picker switches to its mobile layout under 600 px. */
export const MOBILE_QUERY = '(max-width:599.95px)';

export interface PickerSurfaceProps {
  /** Names the dialog; the mobile layout also shows it as its title. */
  label: string;
  /** The field the desktop popover hangs from. */
  anchorEl: HTMLElement | null;
  /** Escape or a click outside: closes without changing the value. */
  onClose: () => void;
  /** The action buttons, last the main one. */
  actions: ReactNode;
  children: ReactNode;
}

/**
 * Where a picker opens: a popover under its field, or a full-width dialog on phones. Both trap
 * focus, close with Escape and give focus back to what opened them.
 */
export default function PickerSurface({
  label,
  anchorEl,
  onClose,
  actions,
  children,
}: PickerSurfaceProps) {
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const popoverLayer = useLayer(layers.popover);
  const dialogLayer = useLayer(layers.modal);
  const content = <DateLocalizationProvider>{children}</DateLocalizationProvider>;

  if (mobile) {
    return (
      <Dialog
        open
        onClose={onClose}
        fullWidth
        maxWidth={false}
        sx={{ zIndex: dialogLayer }}
        slotProps={{ paper: { sx: { m: 2, width: 'calc(100% - 32px)' } } }}
      >
        <DialogTitle>{label}</DialogTitle>
        <DialogContent sx={{ px: 1 }}>{content}</DialogContent>
        <DialogActions>{actions}</DialogActions>
      </Dialog>
    );
  }
  return (
    <Popover
      open
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      sx={{ zIndex: popoverLayer }}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-label': label } }}
    >
      {content}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        {actions}
      </Stack>
    </Popover>
  );
}
