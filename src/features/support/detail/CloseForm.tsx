import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCerrarTicket } from '@generated/support-desk/endpoints/ticket/ticket';
import { applyServerErrors, useCampusForm, useSubmit } from '@/lib/forms';
import { notifyError } from '@/lib/http';
import { maxLength, required } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { FormRating, FormTextArea } from '@/ui/Form';
import { texts } from '../texts';

const t = texts.detail;

interface CloseValues {
  calificacion: number | null;
  comentario: string;
}

/** The requester closes a resolved ticket and rates the support received, 1 to 5. */
export default function CloseForm({ idTicket }: { idTicket: number }) {
  const close = useCerrarTicket({ mutation: { meta: { silentError: true } } });
  const form = useCampusForm<CloseValues>({
    defaultValues: { calificacion: null, comentario: '' },
  });

  const submit = useSubmit(form, async (values) => {
    try {
      await close.mutateAsync({
        idTicket,
        data: { calificacion: values.calificacion!, comentario: values.comentario.trim() || null },
      });
    } catch (error) {
      if (!applyServerErrors(error, form)) notifyError(error);
      throw error;
    }
  });

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} aria-label={t.closeTitle}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t.closeTitle}
      </Typography>
      <FormRating
        control={form.control}
        name="calificacion"
        rules={[required()]}
        label={t.rating}
        scale={5}
      />
      <FormTextArea
        control={form.control}
        name="comentario"
        rules={[maxLength(500)]}
        label={t.ratingComment}
        maxLength={500}
      />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t.close}
        </Button>
      </div>
    </Stack>
  );
}
