import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface SubmitButtonProps {
  label: string;
  /** Disables the button while the request runs, so it cannot be sent twice. */
  pending: boolean;
}

export default function SubmitButton({ label, pending }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={pending}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      fullWidth
    >
      {label}
    </Button>
  );
}
