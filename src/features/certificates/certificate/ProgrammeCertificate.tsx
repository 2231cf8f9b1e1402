import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProgramaCertificado } from '@generated/main/model';
import { Tag } from '@/ui/Tag';
import { texts } from '../texts';
import CurrentCertificate from './CurrentCertificate';
import NextCertificate from './NextCertificate';
import RecordByPeriod from './RecordByPeriod';

const t = texts.certificate;

/** One career programme: its certificate in force, how to get the next one, and its record. */
export default function ProgrammeCertificate({ programme }: { programme: ProgramaCertificado }) {
  return (
    <Paper variant="outlined" component="section" aria-label={programme.programa}>
      <Stack spacing={2.5} sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {programme.programa}
          </Typography>
          {programme.egresado && <Tag label={t.graduate} color="success" />}
        </Stack>
        <Typography sx={{ fontWeight: 600 }}>{t.credits(programme.creditosAprobados)}</Typography>
        {programme.certificado && <CurrentCertificate certificate={programme.certificado} />}
        <NextCertificate programme={programme} />
        <RecordByPeriod periods={programme.periodos} />
      </Stack>
    </Paper>
  );
}
