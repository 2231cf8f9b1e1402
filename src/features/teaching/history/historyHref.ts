import { paths } from '@/routes';

/**
 * A past section's page: /docentes/cursos/{course-slug}-{sectionId}/historial/{period}-{pastId},
 * under the class it is history of.
 */
export const historyHref = (classSlug: string, period: string, pastSectionId: number) =>
  paths.docentes_curso_historial.getHref({
    slug: classSlug,
    slug_historial: `${period}-${pastSectionId}`,
  });
