import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { Nota } from '@generated/main/model';
import { useObtenerCursoAlumno } from '@generated/main/endpoints/cursos/cursos';
import { paths } from '@/routes';
import { PageHeader } from '@/ui/PageHeader';
import { RouterLink } from '@/ui/RouterLink';
import { Skeleton } from '@/ui/Skeleton';
import { courseColor, moduleLabel } from '@/lib/academic';
import { trailingIdOf } from '@/lib/navigation';
import { useCapitalizeName } from '@/lib/text';
import { RecordUnavailable } from '@/ui/RecordUnavailable';
import CourseMarks from '../list/CourseMarks';
import { texts } from '../texts';
import CourseInfo from './CourseInfo';
import CourseUnit from './CourseUnit';
import ReviewDialog from './ReviewDialog';
import ScoreList from './ScoreList';

/**
 * /estudiantes/cursos/{course-slug}-{sectionId}/{productId}: one course with its facts and its
 * scores, where a published score can be sent for review (spec §2, §4). Another student's
 * section, or none, says so.
 */
export default function CoursePage() {
  const sectionId = trailingIdOf(useParams().slug);
  const query = useObtenerCursoAlumno(sectionId ?? 0, {
    query: { enabled: sectionId !== null, meta: { silentError: true } },
  });
  const [reviewing, setReviewing] = useState<Nota | null>(null);
  const capitalize = useCapitalizeName();
  const back = (
    <RouterLink href={paths.estudiantes_cursos.getHref()}>{texts.course.back}</RouterLink>
  );

  if (sectionId === null || query.isError) {
    return (
      <RecordUnavailable
        error={sectionId === null ? null : query.error}
        notFound={texts.course.notFound}
        loadError={texts.course.loadError}
        retryLabel={texts.course.retry}
        onRetry={() => void query.refetch()}
        back={back}
      />
    );
  }
  const detail = query.data?.results;
  if (!detail) return <Skeleton variant="rectangular" height={320} />;
  const { curso, docente, notas } = detail;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      {back}
      <Box sx={{ borderLeft: 6, borderLeftColor: courseColor(curso.idSeccion), pl: 2 }}>
        <PageHeader
          title={capitalize(curso.nombre)}
          intro={[capitalize(curso.nombreProducto), moduleLabel(curso.codigoModulo)]
            .filter(Boolean)
            .join(' · ')}
          spacing={1}
        >
          <CourseMarks course={curso} />
        </PageHeader>
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
            {texts.course.info}
          </Typography>
          <CourseInfo course={curso} teacher={docente ? capitalize(docente.nombre) : null} />
        </CardContent>
      </Card>
      {(curso.isAutonomous || curso.isElective) && <CourseUnit idSeccion={curso.idSeccion} />}
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
            {texts.scores.title}
          </Typography>
          <ScoreList
            notas={notas}
            dual={curso.esDual}
            autonomous={curso.isAutonomous}
            onRequestReview={setReviewing}
          />
        </CardContent>
      </Card>
      {reviewing && (
        <ReviewDialog
          idSeccion={curso.idSeccion}
          nota={reviewing}
          dual={curso.esDual}
          onClose={() => setReviewing(null)}
        />
      )}
    </Stack>
  );
}
