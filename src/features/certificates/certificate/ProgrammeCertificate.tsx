import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProgramaCertificado } from '@generated/main/model';
import { useCapitalizeName } from '@/lib/text';
import { Tag } from '@/ui/Tag';
import { texts } from '../texts';
import CurrentCertificate from './CurrentCertificate';
import NextCertificate from './NextCertificate';
import RecordByPeriod from './RecordByPeriod';

const t = texts.certificate;

/** One career programme: its certificate in force, how to get the next one, and its record. */
export default function ProgrammeCertificate({ programme }: { programme: ProgramaCertificado }) {
  // Names as the institute typed them ('GESTIÓN DE…', 'inglés técnico i'): spec §5 (issue 54).
  const capitalize = useCapitalizeName();
  const name = capitalize(programme.programa);
  return (
    <Paper variant="outlined" component="section" aria-label={name}>
      <Stack spacing={2.5} sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {name}
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
