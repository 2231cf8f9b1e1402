import type { CursoAlumno } from '@generated/main/model';
import { CardGrid } from '@/ui/CardGrid';
import CourseCard from './CourseCard';

/** Courses as a responsive grid of cards: one column on a phone, up to three on a wide screen. */
export default function CourseGrid({ courses, label }: { courses: CursoAlumno[]; label: string }) {
  return (
    <CardGrid label={label}>
      {courses.map((course) => (
        <li key={course.idSeccion}>
          <CourseCard course={course} />
        </li>
      ))}
    </CardGrid>
  );
}
