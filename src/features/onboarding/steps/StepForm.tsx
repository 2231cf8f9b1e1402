import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/ui/Button';
import { texts } from '../texts';
import type { StepNavigation } from './stepProps';

const t = texts.actions;

interface StepFormProps {
  label: string;
  onSubmit: FormEventHandler;
  saving: boolean;
  navigation?: StepNavigation;
  children: ReactNode;
}

/** A step's form and its buttons: back, skip for later (optional steps), save. */
export default function StepForm({ label, onSubmit, saving, navigation, children }: StepFormProps) {
  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-label={label}>
      {children}
      <StepButtons navigation={navigation} busy={saving}>
        <Button type="submit" loading={saving}>
          {saving ? t.saving : navigation ? t.save : t.saveSkipped}
        </Button>
      </StepButtons>
    </Stack>
  );
}

interface StepButtonsProps {
  navigation?: StepNavigation;
  busy: boolean;
  children: ReactNode;
}

/** The row of a step's buttons, the main one last (first on a phone, where they stack). */
export function StepButtons({ navigation, busy, children }: StepButtonsProps) {
  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={1}
      sx={{ justifyContent: 'flex-end', alignItems: { xs: 'stretch', sm: 'center' } }}
    >
      {navigation?.onBack && (
        <Button variant="text" onClick={navigation.onBack} disabled={busy}>
          {t.back}
        </Button>
      )}
      {navigation?.onSkip && (
        <Button
          variant="secondary"
          onClick={navigation.onSkip}
          loading={navigation.skipping}
          disabled={busy}
        >
          {navigation.skipping ? t.skipping : t.skip}
        </Button>
      )}
      {children}
    </Stack>
  );
}
