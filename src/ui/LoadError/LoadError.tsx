import Alert from '@mui/material/Alert';
import { loadErrorTexts } from '@/ui/texts';
import { Button } from '../Button';

interface LoadErrorProps {
  message: string;
  onRetry: () => void;
}

/** A page's failed load: what failed, and 'Reintentar' to ask again. */
export default function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button variant="text" onClick={onRetry}>
          {loadErrorTexts.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
