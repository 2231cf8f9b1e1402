import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import { modalTexts } from '../texts/modal';
import { Button } from '../Button';
import Modal from './Modal';

export interface HomeAlertProps {
  title: string;
  /** spec §4: an alert may be closed (its close button, 'Más tarde') only when its orden allows it. */
  closeable: boolean;
  onClose: () => void;
  /** What the alert asks for: a link or a button, beside 'Más tarde'. */
  action?: ReactNode;
  /**
   * On the page, in home's stack of alerts, instead of a dialog: a sign-in opens one dialog at
   * most (issue 54). @default false
   */
  inline?: boolean;
  /** The closing button's text. @default 'Más tarde' */
  closeLabel?: string;
  children: ReactNode;
}

/**
 * A home alert of the mandatory-task flow (spec §4 home alert queue, 'each a modal or alert'):
 * a dialog, or an alert on the page that neither takes the focus nor interrupts a screen reader.
 */
export default function HomeAlert({
  title,
  closeable,
  onClose,
  action,
  inline = false,
  closeLabel = modalTexts.later,
  children,
}: HomeAlertProps) {
  const titleId = useId();
  const close = closeable && (
    <Button variant="text" onClick={onClose}>
      {closeLabel}
    </Button>
  );
  if (inline) {
    return (
      <Alert
        severity="info"
        // A group named by its title, not role="alert": the stack shows with the page and is read
        // in its place, not announced over what the user is reading.
        role="group"
        aria-labelledby={titleId}
        tabIndex={-1}
        sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
      >
        <AlertTitle id={titleId} component="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {title}
        </AlertTitle>
        {children}
        {(close || action) && (
          <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {action}
            {close}
          </Stack>
        )}
      </Alert>
    );
  }
  return (
    <Modal
      open
      onClose={() => closeable && onClose()}
      showClose={closeable}
      variant="alert"
      title={title}
      actions={
        (close || action) && (
          <>
            {close}
            {action}
          </>
        )
      }
    >
      {children}
    </Modal>
  );
}
