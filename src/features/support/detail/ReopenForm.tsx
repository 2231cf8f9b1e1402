import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useReabrirTicket } from '@generated/support-desk/endpoints/ticket/ticket';
import { formatDateTime } from '@/lib/dates';
import { applyServerErrors, useCampusForm, useSubmit } from '@/lib/forms';
import { notifyError } from '@/lib/http';
import { maxLength, minLength, required, trimmed } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { FormTextArea } from '@/ui/Form';
import { texts } from '../texts';

const t = texts.detail;

/** The requester reopens a resolved or closed ticket, within its window, saying why. */
export default function ReopenForm({ idTicket, until }: { idTicket: number; until: string }) {
  const reopen = useReabrirTicket({ mutation: { meta: { silentError: true } } });
  const form = useCampusForm<{ motivo: string }>({ defaultValues: { motivo: '' } });

  const submit = useSubmit(form, async ({ motivo }) => {
    try {
      await reopen.mutateAsync({ idTicket, data: { motivo: motivo.trim() } });
    } catch (error) {
      if (!applyServerErrors(error, form)) notifyError(error);
      throw error;
    }
  });

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} aria-label={t.reopenTitle}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t.reopenTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t.reopenUntil(formatDateTime(until))}
      </Typography>
      <FormTextArea
        control={form.control}
        name="motivo"
        rules={[required(), trimmed(minLength(5)), maxLength(2000)]}
        label={t.reason}
        maxLength={2000}
      />
      <div>
        <Button type="submit" variant="secondary" loading={form.formState.isSubmitting}>
          {t.reopen}
        </Button>
      </div>
    </Stack>
  );
}
