import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { CursoAlumno } from '@generated/main/model';
import { courseColor, moduleLabel } from '@/lib/academic';
import { useCapitalizeName } from '@/lib/text';
import { courseHref } from '../shared/courseHref';
import CourseMarks from './CourseMarks';

/** One course in the list: its colour band, name, module and section, and its marks. */
export default function CourseCard({ course }: { course: CursoAlumno }) {
  const capitalize = useCapitalizeName();
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', borderLeft: 6, borderLeftColor: courseColor(course.idSeccion) }}
    >
      <CardActionArea component={Link} to={courseHref(course)} sx={{ height: '100%' }}>
        <CardContent>
          <Stack spacing={1}>
            <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {capitalize(course.nombre)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[moduleLabel(course.codigoModulo), course.codigoGrupo, capitalize(course.sede)]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <CourseMarks course={course} />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
