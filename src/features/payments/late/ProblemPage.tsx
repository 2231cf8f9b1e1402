import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { subirArchivo } from '@generated/main/endpoints/archivo/archivo';
import {
  useListarPagosAlumno,
  useReportarProblemaPago,
} from '@generated/main/endpoints/pagos/pagos';
import { useNavigate } from 'react-router';
import { attachedToFile, fileMatchesExtension, type AttachedFile } from '@/lib/files';
import { applyServerErrors, useCampusForm, useIdempotencyKey, useSubmit } from '@/lib/forms';
import { notifyError } from '@/lib/http';
import { maxLength, pattern, required } from '@/lib/validation';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { FormFile, FormSelect, FormTextArea, FormTextField } from '@/ui/Form';
import { LoadError } from '@/ui/LoadError';
import { PageHeader } from '@/ui/PageHeader';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { formatDay } from '../shared/format';
import { texts } from '../texts';
import { feesOf } from './lateFees';
import type { LateRequestState } from './lateRequestState';

const t = texts.problem;
const VOUCHER_MAX = 5 * 1024 * 1024;

interface ProblemValues {
  idCuota: number | null;
  numeroOperacion: string;
  fechaPago: string;
  voucher: AttachedFile[];
  comentario: string;
}

/**
 * /estudiantes/pago-tarde/problema: a payment made but not reflected, with its voucher (checked
 * by its bytes here and again by the server), filed as a procedure; the fee shows 'En proceso'.
 */
export default function ProblemPage() {
  const navigate = useNavigate();
  const key = useIdempotencyKey();
  const query = useListarPagosAlumno({ query: { meta: { silentError: true } } });
  const report = useReportarProblemaPago({ mutation: { meta: { silentError: true } } });
  const form = useCampusForm<ProblemValues>({
    defaultValues: {
      idCuota: null,
      numeroOperacion: '',
      fechaPago: '',
      voucher: [],
      comentario: '',
    },
  });
  const result = query.data?.results;
  const fees = result
    ? feesOf(result).filter((fee) => fee.estado !== 'PAGADA' && fee.problema === null)
    : [];

  const submit = useSubmit(form, async (values) => {
    const file = attachedToFile(values.voucher[0]!);
    // The server checks the bytes too; this spares an upload to be told.
    if (!(await fileMatchesExtension(file))) {
      form.setError('voucher', { message: t.wrongFormat });
      return;
    }
    try {
      const { results } = await subirArchivo({ archivo: file, tipo: 'ADJUNTO_TRAMITE' });
      const response = await report.mutateAsync({
        idCuota: values.idCuota!,
        data: {
          claveIdempotencia: key,
          numeroOperacion: values.numeroOperacion.trim(),
          fechaPago: values.fechaPago,
          idArchivo: results.idArchivo,
          comentario: values.comentario.trim() || null,
        },
      });
      const state: LateRequestState = { numero: response.results.numero, fecha: null };
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
      {query.isPending && <Skeleton variant="rectangular" height={320} />}
      {result && fees.length === 0 && <Typography role="status">{t.none}</Typography>}
      {result && fees.length > 0 && (
        <Stack component="form" onSubmit={submit} noValidate spacing={2} aria-label={t.title}>
          <FormSelect
            control={form.control}
            name="idCuota"
            rules={[required()]}
            label={t.fee}
            options={fees.map((fee) => ({
              id: fee.idCuota,
              description: texts.reschedule.feeOption(
                fee.concepto,
                fee.programa,
                formatDay(fee.vencimiento),
              ),
            }))}
          />
          <FormTextField
            control={form.control}
            name="numeroOperacion"
            rules={[required(), pattern(/^[0-9A-Za-z-]{4,20}$/)]}
            label={t.operation}
            helperText={t.operationHint}
            maxLength={20}
          />
          <FormTextField
            control={form.control}
            name="fechaPago"
            rules={[required(), (value) => (value > result.hoy ? t.future : null)]}
            label={t.paidOn}
            type="date"
          />
          <FormFile
            control={form.control}
            name="voucher"
            required
            label={t.voucher}
            extensions="pdf,jpg,jpeg,png"
            maxSize={VOUCHER_MAX}
            helperText={t.voucherHint}
          />
          <FormTextArea
            control={form.control}
            name="comentario"
            rules={[maxLength(500)]}
            label={t.comment}
            rows={3}
            maxLength={500}
          />
          <div>
            <Button type="submit" loading={report.isPending}>
              {t.submit}
            </Button>
          </div>
        </Stack>
      )}
      <RouterLink href={paths.estudiantes_pago_tarde.getHref()}>{texts.late.title}</RouterLink>
    </Stack>
  );
}
