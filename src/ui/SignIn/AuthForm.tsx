import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';

interface AuthFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** The stacked form of the sign-in pages; validation is ours (spec §5), not the browser's. */
export default function AuthForm({ label, onSubmit, children }: AuthFormProps) {
  return (
    <Stack component="form" aria-label={label} spacing={2} noValidate onSubmit={onSubmit}>
      {children}
    </Stack>
  );
}
