import type { Sustitutorio } from '@generated/main/model';
import { formatDateTime } from '@/lib/dates';
import { texts } from './texts';

/**
 * Why grades cannot be recorded now, or null when they can: a teacher only while the window is
 * open; the academic office once it opened, closed or not (the demo API decides the same way).
 */
export function lockedReason(evaluacion: Sustitutorio, as: 'docente' | 'registro'): string | null {
  if (evaluacion.estado === 'PROGRAMADA') {
    const opens = formatDateTime(evaluacion.fechaInicio);
    return as === 'docente' ? texts.opensOn(opens) : texts.registryNotYet(opens);
  }
  if (evaluacion.estado === 'CERRADA' && as === 'docente') {
    return texts.closedOn(formatDateTime(evaluacion.fechaFin));
  }
  return null;
}
