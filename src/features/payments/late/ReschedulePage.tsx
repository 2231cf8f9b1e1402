import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListarPagosAlumno, useReagendarCuota } from '@generated/main/endpoints/pagos/pagos';
import { useNavigate } from 'react-router';
import { formatLongDate } from '@/lib/dates';
import { applyServerErrors, useCampusForm, useIdempotencyKey, useSubmit } from '@/lib/forms';
import { notifyError } from '@/lib/http';
import { maxLength, minLength, required, trimmed } from '@/lib/validation';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { FormSelect, FormTextArea } from '@/ui/Form';
import { LoadError } from '@/ui/LoadError';
import { PageHeader } from '@/ui/PageHeader';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { formatDay } from '../shared/format';
import { texts } from '../texts';
import { commitmentDays, feesOf, reschedulable } from './lateFees';
import type { LateRequestState } from './lateRequestState';

const t = texts.reschedule;

interface RescheduleValues {
  idCuota: number | null;
  fecha: string | null;
}

const REASON_RULES = [required(), trimmed(minLength(10)), trimmed(maxLength(500))];

/**
 * /estudiantes/pago-tarde/reagendar-pago: a new-date commitment for an overdue (or nearly due)
 * fee, within the days its data allows, one per fee; filed as a procedure, then the confirmation.
 */
export default function ReschedulePage() {
  const navigate = useNavigate();
  const key = useIdempotencyKey();
  const query = useListarPagosAlumno({ query: { meta: { silentError: true } } });
  const reschedule = useReagendarCuota({ mutation: { meta: { silentError: true } } });
  const form = useCampusForm<RescheduleValues & { motivo: string }>({
    defaultValues: { idCuota: null, fecha: null, motivo: '' },
  });
  const result = query.data?.results;
  const fees = result ? feesOf(result).filter((fee) => reschedulable(fee, result.hoy)) : [];
  const chosen = fees.find((fee) => fee.idCuota === form.watch('idCuota'));
  const days = chosen && result ? commitmentDays(chosen, result.hoy) : [];

  const submit = useSubmit(form, async (values) => {
    try {
      const response = await reschedule.mutateAsync({
        idCuota: values.idCuota!,
        data: { claveIdempotencia: key, fecha: values.fecha!, motivo: values.motivo.trim() },
      });
      const state: LateRequestState = {
        numero: response.results.numero,
        fecha: response.results.fecha,
      };
      navigate(paths.estudiantes_pago_tarde_finaliza.getHref(), { state });
    } catch (error) {
      if (!applyServerErrors(error, form)) notifyError(error);
      throw error;
    }
  });

  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <PageHeader title={t.title} intro={t.intro} />
      {query.isError && (
        <LoadError message={texts.loadError} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton variant="rectangular" height={240} />}
      {result && fees.length === 0 && <Typography role="status">{t.none}</Typography>}
      {fees.length > 0 && (
        <Stack component="form" onSubmit={submit} noValidate spacing={2} aria-label={t.title}>
          <FormSelect
            control={form.control}
            name="idCuota"
            rules={[required()]}
            label={t.fee}
            options={fees.map((fee) => ({
              id: fee.idCuota,
              description: t.feeOption(fee.concepto, fee.programa, formatDay(fee.vencimiento)),
            }))}
            onChange={() => form.setValue('fecha', null)}
          />
          <FormSelect
            control={form.control}
            name="fecha"
            rules={[required()]}
            label={t.date}
            options={days.map((day) => ({
              id: day,
              description: `${formatLongDate(`${day}T12:00:00-05:00`)} (${formatDay(day)})`,
            }))}
            disabled={!chosen}
          />
          <FormTextArea
            control={form.control}
            name="motivo"
            rules={REASON_RULES}
            label={t.reason}
            helperText={t.reasonHint}
            rows={4}
            maxLength={500}
          />
          <div>
            <Button type="submit" loading={reschedule.isPending}>
              {t.submit}
            </Button>
          </div>
        </Stack>
      )}
      <RouterLink href={paths.estudiantes_pago_tarde.getHref()}>{texts.late.title}</RouterLink>
    </Stack>
  );
}
