import Typography from '@mui/material/Typography';
import { useState, type ReactElement } from 'react';
import { Button } from '../Button';
import { modalTexts } from '../texts';
import Modal from './Modal';

export interface DiscardGuard {
  /** Give it to the dialog as its close (close button, Escape, a click outside, 'Cancelar'). */
  requestClose: () => void;
  /** Render it beside the dialog: the question, shown while it is asked. */
  confirmation: ReactElement;
}

/**
 * A form dialog's close that asks '¿Descartar los cambios?' before throwing away unsaved input.
 * Keeping is the default: Escape, the close button and a click outside the question all go back
 * to the form as it was left; only 'Descartar' closes it.
 *
 * @param dirty Whether the form holds input not saved yet.
 * @param close Closes the dialog for good.
 */
export function useDiscardGuard(dirty: boolean, close: () => void): DiscardGuard {
  const [asking, setAsking] = useState(false);
  const keep = () => setAsking(false);
  const discard = () => {
    setAsking(false);
    close();
  };
  return {
    requestClose: () => (dirty ? setAsking(true) : close()),
    confirmation: (
      <Modal
        open={asking}
        onClose={keep}
        variant="alert"
        title={modalTexts.discardTitle}
        actions={
          <>
            <Button variant="secondary" onClick={discard}>
              {modalTexts.discard}
            </Button>
            <Button onClick={keep}>{modalTexts.keepEditing}</Button>
          </>
        }
      >
        <Typography>{modalTexts.discardBody}</Typography>
      </Modal>
    ),
  };
}
