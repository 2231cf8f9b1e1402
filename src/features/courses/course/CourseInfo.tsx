import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CursoAlumno } from '@generated/main/model';
import { formatDate } from '@/lib/dates';
import { weeklySession } from '@/lib/schedule';
import { useCapitalizeName } from '@/lib/text';
import { paths } from '@/routes';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from '../texts';

interface CourseInfoProps {
  course: CursoAlumno;
  teacher: string | null;
}

/** The course's facts as a description list: teacher, campus, section, dates, schedule, Moodle. */
export default function CourseInfo({ course, teacher }: CourseInfoProps) {
  const sessions = course.horarios.map(weeklySession);
  const capitalize = useCapitalizeName();
  const facts: Array<[string, ReactNode]> = [
    [texts.course.teacher, teacher ?? texts.course.noTeacher],
    [texts.course.campus, capitalize(course.sede)],
    [texts.course.group, course.codigoGrupo],
    [texts.course.period, course.codigoPeriodo],
    [
      texts.course.dates,
      texts.course.dateRange(formatDate(course.fechaInicio), formatDate(course.fechaFin)),
    ],
    [
      texts.course.schedule,
      sessions.length > 0
        ? sessions.map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))
        : texts.course.noSchedule,
    ],
    [texts.course.formula, course.codigoFormula],
  ];
  return (
    <Stack spacing={1.5}>
      <Box
        component="dl"
        aria-label={texts.course.info}
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.5, sm: 1 },
        }}
      >
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <RouterLink href={paths.estudiantes_resumen.getHref({ _id: course.idSeccion })}>
        {texts.course.summary}
      </RouterLink>
      {course.showMoodle && course.moodleURL && (
        <Link href={course.moodleURL} target="_blank" rel="noopener noreferrer">
          {texts.course.moodle}
        </Link>
      )}
    </Stack>
  );
}
