import type { ClaseActual } from '@generated/main/model';
import { markRefusal, windowPhase, type AttendanceRole } from '@/lib/attendance/rules';
import { formatTime } from '@/lib/dates';
import { texts } from '../texts';

export interface ClassAction {
  /** The state button's text (spec §4). */
  label: string;
  /** Whether the state button is shown at all (students have none on asynchronous classes). */
  showButton: boolean;
  /** Whether it marks now. */
  canMark: boolean;
  /** A line saying why, or what comes next. */
  note: string | null;
  /** Whether the Teams button opens the meeting (until the class ends). */
  teamsOpen: boolean;
}

const windowOf = (item: ClaseActual) => ({
  start: Date.parse(item.fechaHoraInicio),
  bottomTope: item.topeInferior,
  topTope: item.topeSuperior,
  disbledTope: item.topeTardanza,
});

function label(item: ClaseActual, role: AttendanceRole): string {
  if (item.estadoAsistencia) return texts.status[item.estadoAsistencia];
  if (role === 'alumno' && item.claseModalidad === 'Presencial') return texts.status.pending;
  return texts.status.mark;
}

/**
 * What one class offers the caller at `now` (the attendance clock, spec §4 and §5): the state
 * button's text and whether it marks, with the shared window rules, inside the window the server
 * sent (tiempoInicio to tiempoFinaliza).
 */
export function classAction(item: ClaseActual, role: AttendanceRole, now: number): ClassAction {
  const window = windowOf(item);
  const inPerson = item.claseModalidad === 'Presencial';
  // A teacher's absence given by the system (F with no mark) still reads as the window's end.
  const stored = item.horaMarca === null ? null : item.estadoAsistencia;
  const refusal = markRefusal(
    { ...window, inPerson, isAsync: item.esAsincronico, status: stored },
    role,
    now,
  );
  const inside = now >= Date.parse(item.tiempoInicio) && now <= Date.parse(item.tiempoFinaliza);
  const canMark = refusal === null && inside;
  let note: string | null = null;
  if (refusal === 'in-person') note = texts.notes.inPerson;
  else if (refusal === 'async') note = texts.notes.async;
  else if (refusal === 'not-open') note = texts.notes.opensAt(formatTime(item.tiempoInicio));
  else if (refusal === 'closed') note = texts.notes.closed;
  else if (refusal === 'late-window-over') note = texts.notes.lateWindowOver;
  else if (canMark && windowPhase(window, role, now) === 'late') note = texts.notes.late;
  return {
    label: label(item, role),
    showButton: !(role === 'alumno' && item.esAsincronico),
    canMark,
    note,
    teamsOpen: item.enlaceTeams && item.linkTeams !== null && now < Date.parse(item.fechaHoraFin),
  };
}
