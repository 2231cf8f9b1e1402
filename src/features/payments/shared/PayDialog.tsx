import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePagarCuota } from '@generated/main/endpoints/pagos/pagos';
import type { CanalPago, Cuota, PagoConfirmadoResponseResults } from '@generated/main/model';
import { useState } from 'react';
import { applyServerErrors, useCampusForm, useIdempotencyKey, useSubmit } from '@/lib/forms';
import { notifyError } from '@/lib/http';
import { maxLength, minLength, pattern, required } from '@/lib/validation';
import { Button } from '@/ui/Button';
import { FormRadio, FormTextField } from '@/ui/Form';
import { Modal } from '@/ui/Modal';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from '../texts';
import { formatCents } from './format';
import { receiptHref } from './receiptHref';

const t = texts.pay;

interface PayValues {
  tipo: 'BOLETA' | 'FACTURA';
  ruc: string;
  razonSocial: string;
}

const KINDS = [
  { id: 'BOLETA', text: t.boleta },
  { id: 'FACTURA', text: t.factura },
];
const RUC_RULES = [required(), pattern(/^\d{11}$/)];
const COMPANY_RULES = [required(), minLength(3), maxLength(150)];

interface PayDialogProps {
  fee: Cuota;
  /** The channel the campus pays through (the demo simulates the bank's confirmation). */
  channel: CanalPago;
  onClose: () => void;
}

/**
 * Pays one fee through the simulated channel, under one idempotency key for the dialog's life:
 * a retry after a lost answer confirms the same payment. Ends on the confirmation with the way to
 * its receipt.
 */
export default function PayDialog({ fee, channel, onClose }: PayDialogProps) {
  const key = useIdempotencyKey();
  const pay = usePagarCuota({ mutation: { meta: { silentError: true } } });
  const [paid, setPaid] = useState<PagoConfirmadoResponseResults | null>(null);
  const form = useCampusForm<PayValues>({
    defaultValues: { tipo: 'BOLETA', ruc: '', razonSocial: '' },
  });
  const kind = form.watch('tipo');
  const amount = formatCents(fee.totalCentimos);
  const submit = useSubmit(form, async (values) => {
    try {
      const response = await pay.mutateAsync({
        idCuota: fee.idCuota,
        data: {
          claveIdempotencia: key,
          idCanal: channel.idCanal,
          comprobante:
            values.tipo === 'FACTURA'
              ? { tipo: 'FACTURA', ruc: values.ruc, razonSocial: values.razonSocial.trim() }
              : { tipo: 'BOLETA' },
        },
      });
      setPaid(response.results);
    } catch (error) {
      if (!applyServerErrors(error, form)) notifyError(error);
      throw error;
    }
  });

  if (paid) {
    return (
      <Modal
        open
        onClose={onClose}
        title={t.done}
        actions={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t.close}
            </Button>
            <Button component={RouterLink} href={receiptHref(paid.comprobante)}>
              {t.viewReceipt}
            </Button>
          </>
        }
      >
        <Typography role="status">{t.doneDetail(paid.referencia)}</Typography>
      </Modal>
    );
  }
  return (
    <Modal
      open
      onClose={onClose}
      title={t.title(fee.concepto)}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pay.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" form="pagar-cuota" loading={pay.isPending}>
            {t.submit(amount)}
          </Button>
        </>
      }
    >
      <Stack component="form" id="pagar-cuota" onSubmit={submit} noValidate spacing={2}>
        <Typography sx={{ fontWeight: 700 }}>{t.amount(amount)}</Typography>
        <Typography variant="body2">{t.channel(channel.nombre)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t.simulated}
        </Typography>
        <FormRadio control={form.control} name="tipo" label={t.receiptKind} options={KINDS} />
        {kind === 'FACTURA' && (
          <>
            <FormTextField
              control={form.control}
              name="ruc"
              rules={RUC_RULES}
              label={t.ruc}
              inputMode="numeric"
              maxLength={11}
            />
            <FormTextField
              control={form.control}
              name="razonSocial"
              rules={COMPANY_RULES}
              label={t.company}
              maxLength={150}
            />
          </>
        )}
      </Stack>
    </Modal>
  );
}
