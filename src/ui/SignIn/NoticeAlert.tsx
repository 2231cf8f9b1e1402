import FormAlert, { type FormAlertSeverity } from './FormAlert';

interface NoticeAlertProps {
  message: string | null;
  /** @default 'info' */
  severity?: FormAlertSeverity;
}

/** A message handed over in the URL (session notices, server confirmations); polite, not an alarm. */
export default function NoticeAlert({ message, severity = 'info' }: NoticeAlertProps) {
  if (!message) return null;
  return (
    <FormAlert severity={severity} role="status">
      {message}
    </FormAlert>
  );
}
