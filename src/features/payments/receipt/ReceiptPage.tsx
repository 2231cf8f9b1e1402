import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { descargarComprobante, useObtenerComprobante } from '@generated/main/endpoints/pagos/pagos';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatDate } from '@/lib/dates';
import { saveFile } from '@/lib/files';
import { toast } from '@/lib/toast';
import { paths } from '@/routes';
import { Button } from '@/ui/Button';
import { DefinitionList } from '@/ui/DefinitionList';
import { QrCode } from '@/ui/QrCode';
import { RecordUnavailable } from '@/ui/RecordUnavailable';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { formatCents } from '../shared/format';
import { texts } from '../texts';

const t = texts.receipt;

/** The address's receipt: /comprobante/{boleta|factura}/{serie}/{número}; null when malformed. */
function receiptOf(params: Record<string, string | undefined>) {
  const { slug, slug2, slug3 } = params;
  const valid =
    (slug === 'boleta' || slug === 'factura') &&
    /^[BF]\d{3}$/.test(slug2 ?? '') &&
    /^\d{1,8}$/.test(slug3 ?? '') &&
    Number(slug3) > 0;
  return valid ? { serie: slug2!, numero: Number(slug3) } : null;
}

/**
 * /estudiantes/pagos/comprobante/{tipo}/{serie}/{número}: one of the student's electronic
 * receipts (SUNAT's boleta or factura) with its QR code, and its PDF, drawn by the server.
 */
export default function ReceiptPage() {
  const receipt = receiptOf(useParams());
  const query = useObtenerComprobante(receipt?.serie ?? '', receipt?.numero ?? 0, {
    query: { enabled: receipt !== null, meta: { silentError: true } },
  });
  const [downloading, setDownloading] = useState(false);
  const back = <RouterLink href={paths.estudiantes_pagos.getHref()}>{t.back}</RouterLink>;
  if (receipt === null || query.isError) {
    return (
      <RecordUnavailable
        error={receipt === null ? null : query.error}
        notFound={t.notFound}
        loadError={t.loadError}
        retryLabel={texts.retry}
        onRetry={() => void query.refetch()}
        back={back}
      />
    );
  }
  const row = query.data?.results;
  if (!row) return <Skeleton variant="rectangular" height={360} />;
  const number = `${row.serie}-${row.numero}`;
  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await descargarComprobante(row.serie, Number(row.numero)), `${number}.pdf`);
    } catch {
      toast.show({ type: 'error', detail: t.downloadError });
    } finally {
      setDownloading(false);
    }
  };
  const lines: [string, string][] = [
    [t.issued, formatDate(row.emitidoEn)],
    [
      t.customer,
      `${row.cliente.nombre} (${row.cliente.tipoDocumento} ${row.cliente.numeroDocumento})`,
    ],
    [t.concept, row.concepto],
    [t.amount, formatCents(row.montoCentimos)],
    [t.reductions, formatCents(-row.descuentoCentimos)],
    [t.lateCharge, formatCents(row.moraCentimos)],
    [t.total, formatCents(row.totalCentimos)],
    [t.channel, row.canal],
    [t.reference, row.referencia],
  ];
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2}>
          <div>
            <Typography sx={{ fontWeight: 700 }}>{row.emisor.razonSocial}</Typography>
            <Typography variant="body2">{`RUC ${row.emisor.ruc}`}</Typography>
          </div>
          <div>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t.kinds[row.tipo]}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{number}</Typography>
          </div>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={3}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <DefinitionList items={lines} emphasis={t.total} />
            <QrCode value={row.qr} label={t.qr} size={128} />
          </Stack>
        </Stack>
      </Paper>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button onClick={() => void download()} loading={downloading}>
          {t.download}
        </Button>
        {back}
      </Stack>
    </Stack>
  );
}
