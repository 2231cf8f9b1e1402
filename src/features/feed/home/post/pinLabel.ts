import type { Publicacion } from '@generated/main/model';
import { texts } from '../../texts';

/**
 * spec §4: who a pinned post is pinned for: Estudiantes, Docentes, Estudiantes - Docentes, or
 * Egresados (a students' pin on a post for graduates and not students).
 */
export function pinLabel(
  post: Pick<Publicacion, 'esFijadoAlumno' | 'esFijadoDocente' | 'audiencia'>,
) {
  const forStudents = post.esFijadoAlumno && post.audiencia.includes('EVAAUD002');
  const forGraduates = post.esFijadoAlumno && !forStudents && post.audiencia.includes('EVAAUD003');
  if (forStudents && post.esFijadoDocente) return texts.pinned.both;
  if (forStudents) return texts.pinned.EVAAUD002;
  if (post.esFijadoDocente) return texts.pinned.EVAAUD001;
  if (forGraduates) return texts.pinned.EVAAUD003;
  return null;
}
