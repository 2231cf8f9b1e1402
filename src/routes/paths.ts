import type { AppRoute } from './defineRoutes';
import { mergeRouteTables } from './mergeRouteTables';
import { adminRoutes } from './table/adminRoutes';
import { generalRoutes } from './table/generalRoutes';
import { otherRoutes } from './table/otherRoutes';
import { publicRoutes } from './table/publicRoutes';
import { studentRoutes } from './table/studentRoutes';
import { superadminRoutes } from './table/superadminRoutes';
import { teacherRoutes } from './table/teacherRoutes';

/** Every route of spec §2, once, by name: `paths.estudiantes_resumen.getHref({ _id: 123 })`. */
export const paths = mergeRouteTables(
  publicRoutes,
  generalRoutes,
  teacherRoutes,
  adminRoutes,
  superadminRoutes,
  otherRoutes,
  studentRoutes,
);

export type RouteName = keyof typeof paths;

export const allRoutes: readonly AppRoute[] = Object.values(paths);

/** spec §2: one student course, /estudiantes/cursos/{course-slug}-{sectionId}/{productId}. */
export function studentCourseHref(
  courseSlug: string,
  sectionId: number | string,
  productId: number | string,
) {
  return paths.estudiantes_curso.getHref({ slug: `${courseSlug}-${sectionId}`, slug2: productId });
}

/** spec §2: one teacher class, /docentes/cursos/{course-slug}-{sectionId}/{periodCode}. */
export function teacherCourseHref(
  courseSlug: string,
  sectionId: number | string,
  periodCode: string,
) {
  return paths.docentes_curso.getHref({ slug: `${courseSlug}-${sectionId}`, slug2: periodCode });
}
