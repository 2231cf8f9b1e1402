import type { CursoAlumno } from '@generated/main/model';
import { paths, studentCourseHref } from '@/routes';

/** A course page's address: /estudiantes/cursos/{course-slug}-{sectionId}/{productId} (spec §2). */
export const courseHref = (course: Pick<CursoAlumno, 'slug' | 'idSeccion' | 'idProducto'>) =>
  studentCourseHref(course.slug, course.idSeccion, course.idProducto);

/**
 * A programme's grade history: historial-notas/{programme-slug}-{productId}, and one period of it
 * one segment further (/{periodCode}).
 */
export const historyHref = (
  programme: { slug: string; idProducto: number },
  codigoPeriodo?: string,
) =>
  paths.estudiantes_historial_notas.getHref({
    slug: `${programme.slug}-${programme.idProducto}`,
    slug2: codigoPeriodo,
  });
