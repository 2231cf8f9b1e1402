import type { ClaseHorario } from '@generated/main/model';
import { formatTime } from '@/lib/dates';

/** spec §2: a class is VIRTUAL or in person. */
export const modalityLabel: Record<ClaseHorario['tipoModalidad'], string> = {
  VIRTUAL: 'VIRTUAL',
  PRESENCIAL: 'Presencial',
};

/** '8:00 a. m. – 10:15 a. m.' (12-hour es-PE, Lima). */
export const classHours = (item: Pick<ClaseHorario, 'fechaInicio' | 'fechaFin'>) =>
  `${formatTime(item.fechaInicio)} – ${formatTime(item.fechaFin)}`;
