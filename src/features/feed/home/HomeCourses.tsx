import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterAnchor } from 'react-router';
import { courseColor, groupCourses, moduleLabel, useStudentCourses } from '@/lib/academic';
import { useCapitalizeName } from '@/lib/text';
import { paths, studentCourseHref } from '@/routes';
import { LoadError } from '@/ui/LoadError';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';

const t = texts.home;

/**
 * The home card's 'Mis cursos' tab: this period's courses in the order of the courses page
 * (each programme's autonomous units, then its modules), each a link to its page. The same
 * request as /estudiantes/cursos, so opening that page after home asks for nothing.
 */
export default function HomeCourses() {
  const query = useStudentCourses();
  const capitalize = useCapitalizeName();
  if (query.isPending) return <Skeleton variant="rectangular" height={120} />;
  if (query.isError) {
    return <LoadError message={t.coursesError} onRetry={() => void query.refetch()} />;
  }
  const courses = groupCourses(query.data.results).flatMap((programme) => [
    ...programme.autonomous,
    ...programme.modules.flatMap((module) => module.courses),
  ]);
  if (courses.length === 0) return <Typography sx={{ py: 2 }}>{t.noCourses}</Typography>;
  return (
    <Stack spacing={1.5} sx={{ pt: 2 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {courses.map((course) => (
          <Box
            component="li"
            key={course.idSeccion}
            sx={{ borderLeft: 4, borderLeftColor: courseColor(course.idSeccion), pl: 1.5 }}
          >
            <Link
              component={RouterAnchor}
              to={studentCourseHref(course.slug, course.idSeccion, course.idProducto)}
              sx={{ fontWeight: 600 }}
            >
              {capitalize(course.nombre)}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {[moduleLabel(course.codigoModulo), capitalize(course.nombreProducto)]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        ))}
      </Box>
      <RouterLink href={paths.estudiantes_cursos.getHref()}>{t.allCourses}</RouterLink>
    </Stack>
  );
}
