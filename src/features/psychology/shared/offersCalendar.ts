import type { Cita } from '@generated/main/model';

/**
 * Whether adding the appointment to a calendar still helps: only one booked and not yet over. An
 * attended or past one offered 'Añadir a mi calendario' (issue 54).
 */
export const offersCalendar = (cita: Cita, nowMs: number): boolean =>
  cita.estado === 'AGENDADA' && Date.parse(cita.fechaHoraFin) > nowMs;
