import Alert from '@mui/material/Alert';
import { texts } from '../texts';
import { usePoorConnection } from './usePoorConnection';

/** spec §5: 'Tu conexión a internet es inestable.' when the line tests under the threshold. */
export default function PoorConnectionNotice({ enabled }: { enabled: boolean }) {
  if (!usePoorConnection(enabled)) return null;
  return (
    // A polite status: it informs, it must not interrupt what the user is reading.
    <Alert severity="info" role="status">
      {texts.poorConnection}
    </Alert>
  );
}
