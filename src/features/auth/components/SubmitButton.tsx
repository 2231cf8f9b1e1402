import Button from '@mui/material/Button';

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
      aria-busy={pending}
      fullWidth
    >
      {label}
    </Button>
  );
}
