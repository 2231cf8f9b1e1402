import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/http';
import { Button } from '@/ui/Button';

interface RecordUnavailableProps {
  /** Why the record could not be read; null when the address names none at all. */
  error: unknown;
  /** Said when there is no such record for this user (none, or another user's: 403 or 404). */
  notFound: string;
  /** Said when reading failed otherwise, with a retry. */
  loadError: string;
  retryLabel: string;
  onRetry: () => void;
  /** The way back, under the notice. */
  back: ReactNode;
}

/**
 * A record page that has nothing to show: another user's record or none is 'not found' (the page
 * never tells which), any other failure offers a retry.
 */
export default function RecordUnavailable({
  error,
  notFound,
  loadError,
  retryLabel,
  onRetry,
  back,
}: RecordUnavailableProps) {
  const status = isApiError(error) ? error.status : 404;
  const missing = error === null || status === 403 || status === 404;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <Alert
        severity={missing ? 'warning' : 'error'}
        action={
          missing ? undefined : (
            <Button variant="text" onClick={onRetry}>
              {retryLabel}
            </Button>
          )
        }
      >
        {missing ? notFound : loadError}
      </Alert>
      {back}
    </Stack>
  );
}
