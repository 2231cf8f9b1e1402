import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import { Loading, Title } from 'react-admin';
import { paths } from '@/routes';
import { LoadError } from '@/ui/LoadError';
import SectionSummary from './SectionSummary';
import { texts } from './texts';
import { useSection } from './useSection';

/**
 * /admin/programacion-docente/asignacion/{id}/seccion/{section}: one section's timetable, state
 * and teacher, and the way to its ranked candidates.
 */
export default function SectionPage() {
  const { id, idSeccion, query, section } = useSection();
  const params = { id, section: String(idSeccion) };
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={texts.sectionTitle} />
      {query.isError && (
        <LoadError message={texts.loadError} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Loading />}
      {section && <SectionSummary section={section} />}
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          component={Link}
          to={paths.admin_programacion_candidatos.getHref(params)}
        >
          {texts.seeCandidates}
        </Button>
        <Button component={Link} to={paths.admin_programacion_asignacion.getHref({ id })}>
          {texts.backToProcess}
        </Button>
      </Stack>
    </Stack>
  );
}
