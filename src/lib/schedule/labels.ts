import type { ClaseHorario, HorarioCurso } from '@generated/main/model';
import { formatTime } from '@/lib/dates';

/** spec §2: a class is VIRTUAL or in person. */
export const modalityLabel: Record<ClaseHorario['tipoModalidad'], string> = {
  VIRTUAL: 'VIRTUAL',
  PRESENCIAL: 'Presencial',
};

/** '8:00 a. m. – 10:15 a. m.' (12-hour es-PE, Lima). */
export const classHours = (item: Pick<ClaseHorario, 'fechaInicio' | 'fechaFin'>) =>
  `${formatTime(item.fechaInicio)} – ${formatTime(item.fechaFin)}`;

const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];

/** 1 Monday … 7 Sunday, as spec §3 Schedule items number them. */
export const weekdayName = (day: number) => WEEKDAYS[day - 1] ?? '';

/** 'HH:mm' of a weekly slot in the campus's 12-hour style (spec §9). */
export const slotTime = (time: string) => formatTime(`2026-01-05T${time}:00-05:00`);

/** A section's weekly session: 'Lunes de 8:00 a. m. a 10:00 a. m. · Laboratorio 3'. */
export const weeklySession = (session: HorarioCurso) =>
  `${weekdayName(session.dia)} de ${slotTime(session.horaInicio)} a ${slotTime(session.horaFin)}${
    session.aula ? ` · ${session.aula}` : ''
  }`;
