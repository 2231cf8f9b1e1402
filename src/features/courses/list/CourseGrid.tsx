import Box from '@mui/material/Box';
import type { CursoAlumno } from '@generated/main/model';
import CourseCard from './CourseCard';

/** Courses as a responsive grid of cards: one column on a phone, up to three on a wide screen. */
export default function CourseGrid({ courses, label }: { courses: CursoAlumno[]; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {courses.map((course) => (
        <li key={course.idSeccion}>
          <CourseCard course={course} />
        </li>
      ))}
    </Box>
  );
}
