import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useObtenerCertificadoEstudios } from '@generated/main/endpoints/certificados/certificados';
import { Navigate } from 'react-router';
import { roleOf, useSession } from '@/lib/session';
import { paths } from '@/routes';
import { PageHeader } from '@/ui/PageHeader';
import { QueryState } from '@/ui/QueryState';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';
import ProgrammeCertificate from './ProgrammeCertificate';

const t = texts.certificate;

/**
 * /certificado-de-estudios: per career programme, the record a certificate states (grades and
 * credits by period), the certificate in force with its code, QR code and PDF, and how to get a
 * new one: at once, or through the CERTESTSU procedure when the data says it is paid.
 */
export default function CertificatePage() {
  const student = roleOf(useSession().user) === 'student';
  const query = useObtenerCertificadoEstudios({
    query: { enabled: student, meta: { silentError: true } },
  });
  // spec §2: the certificate module sends home whoever has none (only students have a record).
  if (!student) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
      <PageHeader title={t.title} intro={t.intro} spacing={1} />
      <QueryState
        query={query}
        loadError={t.loadError}
        skeleton={<Skeleton variant="rectangular" height={320} />}
        isEmpty={({ results }) => results.programas.length === 0}
        empty={<Typography>{t.none}</Typography>}
      >
        {({ results }) =>
          results.programas.map((programme) => (
            <ProgrammeCertificate key={programme.idMatricula} programme={programme} />
          ))
        }
      </QueryState>
    </Stack>
  );
}
