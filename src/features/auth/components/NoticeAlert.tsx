import Alert, { type AlertColor } from '@mui/material/Alert';

interface NoticeAlertProps {
  message: string | null;
  /** @default 'info' */
  severity?: AlertColor;
}

/** A message handed over in the URL (session notices, server confirmations); polite, not an alarm. */
export default function NoticeAlert({ message, severity = 'info' }: NoticeAlertProps) {
  if (!message) return null;
  return (
    <Alert severity={severity} role="status">
      {message}
    </Alert>
  );
}
