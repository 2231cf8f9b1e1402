import type { CursoAlumno } from '@generated/main/model';
import { CardGrid } from '@/ui/CardGrid';
import CourseCard from './CourseCard';

/** Courses as a responsive grid of cards: one column on a phone, up to three on a wide screen. */
export default function CourseGrid({ courses, label }: { courses: CursoAlumno[]; label: string }) {
  return (
    <CardGrid label={label}>
      {courses.map((course) => (
        // The guided tour's steps point at a course card and the elective unit (spec §4 Tour).
        <li
          key={course.idSeccion}
          data-tour={
            course.isElective || course.isAutonomous ? 'tour-unidad-electiva' : 'tour-tarjeta-curso'
          }
        >
          <CourseCard course={course} />
        </li>
      ))}
    </CardGrid>
  );
}
