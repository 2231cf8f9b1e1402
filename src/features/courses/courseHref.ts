import type { CursoAlumno } from '@generated/main/model';
import { paths } from '@/routes';

/** A course page's address: /estudiantes/cursos/{course-slug}-{sectionId}/{productId} (spec §2). */
export const courseHref = (course: Pick<CursoAlumno, 'slug' | 'idSeccion' | 'idProducto'>) =>
  paths.estudiantes_curso.getHref({
    slug: `${course.slug}-${course.idSeccion}`,
    slug2: String(course.idProducto),
  });

/** The section id at the end of a course page's first segment, or null when there is none. */
export function sectionIdOf(slug: string | undefined): number | null {
  const match = /-(\d+)$/.exec(slug ?? '');
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
