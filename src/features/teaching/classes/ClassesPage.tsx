import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListarCursosDocente } from '@generated/main/endpoints/docente-cursos/docente-cursos';
import { useCapitalizeName } from '@/lib/text';
import { LoadError } from '@/ui/LoadError';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';
import { groupSections } from './groupSections';
import SectionCard from './SectionCard';

/**
 * /docentes/cursos: the teacher's sections of the current period by programme and module (spec
 * §1, §2), each with its schedule, campus, modality, students and Moodle link. One request.
 */
export default function ClassesPage() {
  const query = useListarCursosDocente({ query: { meta: { silentError: true } } });
  const capitalize = useCapitalizeName();
  const groups = query.data ? groupSections(query.data.results.secciones) : null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {texts.classes.title}
        </Typography>
        {query.data && (
          <Typography color="text.secondary">
            {texts.classes.period(query.data.results.codigoPeriodo)}
          </Typography>
        )}
      </Box>
      {query.isError && (
        <LoadError message={texts.classes.loadError} onRetry={() => void query.refetch()} />
      )}
      {query.isPending && <Skeleton variant="rectangular" height={240} />}
      {groups?.length === 0 && <Typography role="status">{texts.classes.empty}</Typography>}
      {groups?.map((programme) => (
        <Stack key={programme.idProducto} component="section" spacing={2}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {capitalize(programme.nombreProducto)}
          </Typography>
          {programme.modules.map((module) => (
            <Stack key={module.code} spacing={1}>
              <Typography component="h3" variant="subtitle1">
                {module.label}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
                }}
              >
                {module.sections.map((section) => (
                  <SectionCard key={section.idSeccion} section={section} />
                ))}
              </Box>
            </Stack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
