import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListarCursosDocente } from '@generated/main/endpoints/docente-cursos/docente-cursos';
import { useCapitalizeName } from '@/lib/text';
import { PageHeader } from '@/ui/PageHeader';
import { QueryState } from '@/ui/QueryState';
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
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <PageHeader
        title={texts.classes.title}
        intro={query.data ? texts.classes.period(query.data.results.codigoPeriodo) : undefined}
        spacing={0}
      />
      <QueryState
        query={query}
        loadError={texts.classes.loadError}
        isEmpty={({ results }) => results.secciones.length === 0}
        empty={texts.classes.empty}
      >
        {({ results }) =>
          groupSections(results.secciones).map((programme) => (
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
                      gridTemplateColumns: {
                        xs: '1fr',
                        sm: 'repeat(2, 1fr)',
                        lg: 'repeat(3, 1fr)',
                      },
                    }}
                  >
                    {module.sections.map((section) => (
                      <SectionCard key={section.idSeccion} section={section} />
                    ))}
                  </Box>
                </Stack>
              ))}
            </Stack>
          ))
        }
      </QueryState>
    </Stack>
  );
}
