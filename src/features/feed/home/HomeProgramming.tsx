import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterAnchor } from 'react-router';
import { useObtenerProgramacionDocente } from '@generated/main/endpoints/docente-programacion/docente-programacion';
import { courseColor } from '@/lib/academic';
import { useCapitalizeName } from '@/lib/text';
import { paths, teacherCourseHref } from '@/routes';
import { LoadError } from '@/ui/LoadError';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';
import { programmingOptions } from './homeCardQuery';

const t = texts.home;

/**
 * The home card's 'Mi programación' tab for teachers: this period's hours a week in class and
 * outside it, and each section with its hours, linked to its page. The same request as
 * /docentes/programacion-docente; also how many sections of next period were published.
 */
export default function HomeProgramming() {
  const query = useObtenerProgramacionDocente(programmingOptions);
  const capitalize = useCapitalizeName();
  if (query.isPending) return <Skeleton variant="rectangular" height={120} />;
  if (query.isError) {
    return <LoadError message={t.programmingError} onRetry={() => void query.refetch()} />;
  }
  const { codigoPeriodo, horasLectivas, horasNoLectivas, secciones, actividades, proximoPeriodo } =
    query.data.results;
  if (secciones.length === 0 && actividades.length === 0) {
    return <Typography sx={{ py: 2 }}>{t.noProgramming}</Typography>;
  }
  return (
    <Stack spacing={1.5} sx={{ pt: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t.weeklyHours(codigoPeriodo, horasLectivas, horasNoLectivas)}
      </Typography>
      <Box
        component="ul"
        data-tour="tour-clases"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {secciones.map((section) => (
          <Box
            component="li"
            key={section.idSeccion}
            sx={{ borderLeft: 4, borderLeftColor: courseColor(section.idSeccion), pl: 1.5 }}
          >
            <Link
              component={RouterAnchor}
              to={teacherCourseHref(section.slug, section.idSeccion, codigoPeriodo)}
              sx={{ fontWeight: 600 }}
            >
              {capitalize(section.nombre)}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {t.sectionHours(section.codigoGrupo, section.horasSemanales)}
            </Typography>
          </Box>
        ))}
      </Box>
      {proximoPeriodo && (
        <Typography variant="body2">
          {t.nextProgramming(proximoPeriodo.codigoPeriodo, proximoPeriodo.secciones.length)}
        </Typography>
      )}
      <RouterLink href={paths.docentes_programacion_docente.getHref()}>
        {t.fullProgramming}
      </RouterLink>
    </Stack>
  );
}
