import { Button } from '@/ui/Button';

interface SubmitButtonProps {
  label: string;
  /** The request is running: the button shows a spinner and cannot send the form twice. */
  pending: boolean;
}

export default function SubmitButton({ label, pending }: SubmitButtonProps) {
  return (
    <Button type="submit" size="large" loading={pending} fullWidth>
      {label}
    </Button>
  );
}
