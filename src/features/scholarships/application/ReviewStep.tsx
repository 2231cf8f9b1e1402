import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEnviarBecaSocioeconomica } from '@generated/main/endpoints/beca-socioeconomica/beca-socioeconomica';
import { useCampusForm, useIdempotencyKey, useSubmit } from '@/lib/forms';
import { notifyError, notifySuccess } from '@/lib/http';
import { formatMoney } from '@/lib/dates';
import { applicationTexts as t } from '../texts';
import { applicationQuery } from './applicationQuery';
import StepForm from './StepForm';
import type { StepProps } from './stepProps';

/** The last step: what was saved, and the one submission under one idempotency key. */
export default function ReviewStep({ ficha, label, onSaved, onBack }: StepProps) {
  const form = useCampusForm<Record<string, never>>({ defaultValues: {} });
  const key = useIdempotencyKey();
  const queryClient = useQueryClient();
  const send = useEnviarBecaSocioeconomica({ mutation: { meta: { silentError: true } } });
  const onSubmit = useSubmit(form, async () => {
    try {
      const response = await send.mutateAsync({ data: { claveIdempotencia: key } });
      queryClient.setQueryData(applicationQuery().queryKey, response);
      notifySuccess(response);
      onSaved();
    } catch (error) {
      notifyError(error);
      throw error;
    }
  });
  const { hogar, ingresos, vivienda } = ficha;
  const rows = [
    [t.steps[0], hogar && t.review.members(hogar.integrantes, hogar.dependientes)],
    [
      t.steps[1],
      ingresos && t.review.income(formatMoney(ingresos.ingresoMensual), ingresos.aportantes),
    ],
    [
      t.steps[2],
      vivienda && `${t.tenures[vivienda.tenencia]}, ${t.review.rooms(vivienda.habitaciones)}`,
    ],
    ...ficha.documentos.map((d) => [t.documents.names[d.tipo], d.archivo?.nombre ?? null]),
  ] as const;
  return (
    <StepForm
      label={label}
      onSubmit={onSubmit}
      onBack={onBack}
      sending={form.formState.isSubmitting}
      submitLabel={t.review.submit}
    >
      <Typography>{t.review.intro}</Typography>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        {rows.map(([term, detail]) => (
          <div key={term}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {detail ?? '—'}
            </Typography>
          </div>
        ))}
      </Stack>
    </StepForm>
  );
}
