import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { useGuardarHorarioSilencio } from '@generated/notifications/endpoints/notification/notification';
import { applyServerErrors, useCampusForm, useSubmit } from '@/lib/forms';
import { notifySuccess, reportError } from '@/lib/http';
import { Button } from '@/ui/Button';
import { FormCheckbox, FormTextField } from '@/ui/Form';
import { fromRules, toRules } from './quietHoursRules';
import { settingsTexts } from './texts';

const texts = settingsTexts.quietHours;

interface QuietHoursValues {
  enabled: boolean;
  from: string;
  to: string;
}

interface QuietHoursFormProps {
  /** The stored quiet hours, or null when the user has none. */
  quietHours: { from: string; to: string } | null;
}

/**
 * The hours without live toasts (beyond the spec): a box turns them on, two 24-hour times bound
 * them. Unticking the box and saving clears them.
 */
export default function QuietHoursForm({ quietHours }: QuietHoursFormProps) {
  const form = useCampusForm<QuietHoursValues>({
    defaultValues: {
      enabled: quietHours !== null,
      from: quietHours?.from ?? '',
      to: quietHours?.to ?? '',
    },
  });
  // The form shows a 400's field errors itself and the rest through `reportError`.
  const save = useGuardarHorarioSilencio({ mutation: { meta: { silentError: true } } });
  // react-hook-form does not validate unmounted fields: the times count only while shown.
  const enabled = useWatch({ control: form.control, name: 'enabled' });

  const submit = useSubmit(form, async (values) => {
    try {
      const response = await save.mutateAsync({
        data: values.enabled ? { from: values.from, to: values.to } : { from: null, to: null },
      });
      notifySuccess(response);
    } catch (error) {
      if (!applyServerErrors(error, form)) reportError(error, undefined);
    }
  });

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2}>
      <FormCheckbox
        control={form.control}
        name="enabled"
        label={texts.enable}
        description={texts.explanation}
      />
      {enabled && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={form.control}
            name="from"
            label={texts.from}
            helperText={texts.timeHint}
            maxLength={5}
            autoComplete="off"
            required
            rules={fromRules}
            deps={['to']}
          />
          <FormTextField
            control={form.control}
            name="to"
            label={texts.to}
            helperText={texts.timeHint}
            maxLength={5}
            autoComplete="off"
            required
            rules={toRules}
          />
        </Stack>
      )}
      <Button type="submit" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        {texts.save}
      </Button>
    </Stack>
  );
}
