import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { groupCourses, useStudentCourses } from '@/lib/academic';
import { useCapitalizeName } from '@/lib/text';
import { PageHeader } from '@/ui/PageHeader';
import { QueryState } from '@/ui/QueryState';
import { texts } from '../texts';
import CourseGrid from './CourseGrid';

/**
 * /estudiantes/cursos: this period's courses of every programme the student follows, each
 * programme with its autonomous units first and then its modules (spec §1, §2, §9). One request.
 */
export default function CoursesPage() {
  const query = useStudentCourses();
  const capitalize = useCapitalizeName();
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <PageHeader title={texts.list.title} />
      <QueryState
        query={query}
        loadError={texts.list.loadError}
        isEmpty={({ results }) => results.length === 0}
        empty={texts.list.empty}
      >
        {({ results }) =>
          groupCourses(results).map((programme) => (
            <Stack key={programme.idProducto} component="section" spacing={2}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {capitalize(programme.nombreProducto)}
              </Typography>
              {programme.autonomous.length > 0 && (
                <Stack spacing={1}>
                  <Typography component="h3" variant="subtitle1">
                    {texts.list.autonomous}
                  </Typography>
                  <CourseGrid courses={programme.autonomous} label={texts.list.autonomous} />
                </Stack>
              )}
              {programme.modules.map((module) => (
                <Stack key={module.code} spacing={1}>
                  <Typography component="h3" variant="subtitle1">
                    {module.label}
                  </Typography>
                  <CourseGrid
                    courses={module.courses}
                    label={`${capitalize(programme.nombreProducto)}: ${module.label}`}
                  />
                </Stack>
              ))}
            </Stack>
          ))
        }
      </QueryState>
    </Stack>
  );
}
