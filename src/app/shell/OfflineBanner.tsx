import Alert from '@mui/material/Alert';
import { formatDateTime } from '@/lib/dates';
import { useOffline } from '@/lib/offline';
import { texts } from './texts';

/**
 * Says plainly that the page is a saved copy (and from when) while the network is gone, or that an
 * answer came from the device's copy because the server could not be reached. Announced politely:
 * it appears while the user reads, without taking focus.
 */
export default function OfflineBanner() {
  const { online, copySavedAt } = useOffline();
  if (online && copySavedAt === null) return null;
  return (
    <Alert severity="warning" role="status" sx={{ borderRadius: 0 }}>
      <strong>{texts.offline.title}</strong>
      {'. '}
      {copySavedAt ? texts.offline.copy(formatDateTime(copySavedAt)) : texts.offline.noCopy}
    </Alert>
  );
}
