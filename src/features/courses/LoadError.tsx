import Alert from '@mui/material/Alert';
import { Button } from '@/ui/Button';
import { texts } from './texts';

interface LoadErrorProps {
  message: string;
  onRetry: () => void;
}

/** A course page's failed load: what failed, and 'Reintentar' to ask again. */
export default function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button variant="text" onClick={onRetry}>
          {texts.course.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
