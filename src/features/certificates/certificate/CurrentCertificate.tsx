import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { descargarCertificadoEstudios } from '@generated/main/endpoints/certificados/certificados';
import type { CertificadoRef } from '@generated/main/model';
import { useState } from 'react';
import { formatDate } from '@/lib/dates';
import { saveFile } from '@/lib/files';
import { toast } from '@/lib/toast';
import { publicPaths } from '@/routes';
import { Button } from '@/ui/Button';
import { QrCode } from '@/ui/QrCode';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from '../texts';

const t = texts.certificate;

/** The certificate in force: its code and QR code (the verification page's address), its PDF. */
export default function CurrentCertificate({ certificate }: { certificate: CertificadoRef }) {
  const [downloading, setDownloading] = useState(false);
  const verifyHref = publicPaths.verificar_constancias_certificados.getHref(undefined, {
    codigo: certificate.codigo,
  });
  const download = async () => {
    setDownloading(true);
    try {
      saveFile(
        await descargarCertificadoEstudios(certificate.codigo),
        `certificado-${certificate.codigo}.pdf`,
      );
    } catch {
      toast.show({ type: 'error', detail: t.downloadError });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <QrCode
        value={new URL(verifyHref, window.location.origin).href}
        label={t.qr(certificate.codigo)}
        size={128}
      />
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t.latest}
        </Typography>
        <Typography>
          {`${t.code}: `}
          <strong>{certificate.codigo}</strong>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.issuedOn(formatDate(certificate.emitidoEn))}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button onClick={() => void download()} loading={downloading}>
            {t.download}
          </Button>
          <RouterLink href={verifyHref}>{t.verify}</RouterLink>
        </Stack>
      </Stack>
    </Stack>
  );
}
