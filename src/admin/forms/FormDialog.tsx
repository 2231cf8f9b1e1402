import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { createContext, useId, useState, type ReactNode } from 'react';
import { useDiscardGuard } from '@/ui/Modal';

/** Where a form inside a FormDialog says whether it holds unsaved input. */
export const FormDirtyContext = createContext<(dirty: boolean) => void>(() => {});

export interface FormDialogProps {
  title: string;
  children: ReactNode;
  /** The button under the form that closes the dialog, e.g. 'Cerrar'; none shows no button. */
  closeLabel?: string;
  /** @default 'sm' */
  maxWidth?: 'sm' | 'md';
  onClose: () => void;
}

/**
 * The admin's dialog around a form (KeptValuesForm tells it when its values change): Escape, a
 * click outside or the close button ask '¿Descartar los cambios?' first while input is unsaved.
 */
export default function FormDialog({
  title,
  children,
  closeLabel,
  maxWidth = 'sm',
  onClose,
}: FormDialogProps) {
  const titleId = useId();
  const [dirty, setDirty] = useState(false);
  const discardGuard = useDiscardGuard(dirty, onClose);
  return (
    <Dialog
      open
      onClose={discardGuard.requestClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <FormDirtyContext.Provider value={setDirty}>{children}</FormDirtyContext.Provider>
      </DialogContent>
      {closeLabel && (
        <DialogActions>
          <Button onClick={discardGuard.requestClose}>{closeLabel}</Button>
        </DialogActions>
      )}
      {discardGuard.confirmation}
    </Dialog>
  );
}
