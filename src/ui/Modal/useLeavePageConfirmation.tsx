import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactElement } from 'react';
import { useBlocker } from 'react-router';
import { modalTexts } from '../texts';
import Modal from './Modal';

/**
 * While `active` (a process is running, a form has unsaved changes), asks before leaving the page
 * (spec §4): in-app navigation waits for a confirmation modal, reloading or closing the tab gets the
 * browser's own prompt. Render the returned element; it needs a data router (useBlocker).
 *
 * @param message Shown under '¿Seguro que deseas abandonar esta página?', e.g. a reminder to wait
 * for the confirmation mail of an UPDATE or ASSIGN; without it the warning is the generic question.
 */
export function useLeavePageConfirmation(active: boolean, message?: string): ReactElement {
  // Only a change of page asks: query-string changes (filters, tabs) stay on the same page.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!active && blocker.state === 'blocked') blocker.reset();
  }, [active, blocker]);

  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  const stay = () => blocker.reset?.();
  return (
    <Modal
      open={blocker.state === 'blocked'}
      onClose={stay}
      variant="alert"
      title={modalTexts.leavePage}
      actions={
        <>
          <Button onClick={stay}>{modalTexts.stay}</Button>
          <Button variant="contained" onClick={() => blocker.proceed?.()}>
            {modalTexts.leave}
          </Button>
        </>
      }
    >
      {message && <Typography>{message}</Typography>}
    </Modal>
  );
}
