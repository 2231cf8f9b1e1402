import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/ui/Button';
import { applicationTexts as t } from '../texts';

interface StepFormProps {
  /** The step's name, the form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent) => void;
  /** Absent on the first step. */
  onBack?: () => void;
  sending: boolean;
  /** @default 'Guardar y continuar' */
  submitLabel?: string;
  children: ReactNode;
}

/** One step of the application: its fields, then back and save-and-continue. */
export default function StepForm({
  label,
  onSubmit,
  onBack,
  sending,
  submitLabel = t.saveAndContinue,
  children,
}: StepFormProps) {
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        {onBack && (
          <Button variant="secondary" onClick={onBack} disabled={sending}>
            {t.back}
          </Button>
        )}
        <Button type="submit" loading={sending}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
