import { teacherSchedulingTexts } from './texts.ts';

// The rules a teacher's week must keep in a scheduling process (issue 40), as pure functions:
// the handlers read the data, these say what is wrong with it.

export interface Slot {
  dia: number;
  horaInicio: string;
  horaFin: string;
}

/** A class the teacher already has in the period, named for the messages. */
export interface BusySlot extends Slot {
  seccion: string;
}

export interface ProcessRules {
  maxHorasSemanales: number;
  minDescansoMinutos: number;
  exigeDisponibilidad: boolean;
}

export interface Conflict {
  tipo: 'CRUCE' | 'DESCANSO' | 'MAXIMO' | 'DISPONIBILIDAD';
  mensaje: string;
  bloqueante: boolean;
}

const t = teacherSchedulingTexts;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const minutesLong = (slot: Slot) => minutesOf(slot.horaFin) - minutesOf(slot.horaInicio);

/** Minutes as hours, to two decimals. */
export const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** Weekly hours of some classes, to two decimals. */
export const weeklyHours = (slots: readonly Slot[]) =>
  hoursOf(slots.reduce((sum, slot) => sum + minutesLong(slot), 0));

const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Per class of a section, the stretch of its day where another class overlaps it or breaks the
 * rest: a class starting before `hasta` and ending after `desde` (times as 'HH:MM', which compare
 * as text). Outside the day the bounds are '' and '99:99', which every time passes.
 */
export const nearWindows = (section: readonly Slot[], minRestMinutes: number) =>
  section.map((slot) => {
    const from = minutesOf(slot.horaInicio) - minRestMinutes;
    const to = minutesOf(slot.horaFin) + minRestMinutes;
    return {
      dia: slot.dia,
      desde: from < 0 ? '' : timeOf(from),
      hasta: to >= 1440 ? '99:99' : timeOf(to),
    };
  });

/** The declared free hours as the keys `freeKey` gives them. */
export const freeKey = (dia: number, hour: string) => `${dia}-${hour}`;

/** Whether every hour a class touches is declared free. */
const covered = (slot: Slot, free: ReadonlySet<string>) => {
  for (
    let hour = Math.floor(minutesOf(slot.horaInicio) / 60);
    hour * 60 < minutesOf(slot.horaFin);
    hour += 1
  ) {
    if (!free.has(freeKey(slot.dia, `${String(hour).padStart(2, '0')}:00`))) return false;
  }
  return true;
};

export const coversAll = (slots: readonly Slot[], free: ReadonlySet<string>) =>
  slots.every((slot) => covered(slot, free));

/**
 * What assigning a section of these classes to a teacher would break: an overlap with a class
 * they have; two classes of a day closer than the minimum rest (back to back is fine at 0);
 * more weekly hours than the maximum (exactly the maximum is fine); a class outside the declared
 * availability, which only blocks when the process requires it. `busyHours` is the week's total
 * when `busy` holds only the classes near the section's (the candidates' ranking reads no more).
 */
export function conflictsOf(
  section: readonly Slot[],
  busy: readonly BusySlot[],
  free: ReadonlySet<string>,
  rules: ProcessRules,
  busyHours = weeklyHours(busy),
): Conflict[] {
  const conflicts: Conflict[] = [];
  for (const slot of section) {
    for (const other of busy.filter((item) => item.dia === slot.dia)) {
      const day = t.weekdays[slot.dia]!;
      const startA = minutesOf(slot.horaInicio);
      const endA = minutesOf(slot.horaFin);
      const startB = minutesOf(other.horaInicio);
      const endB = minutesOf(other.horaFin);
      if (startA < endB && startB < endA) {
        conflicts.push({
          tipo: 'CRUCE',
          mensaje: t.overlap(other.seccion, day, other.horaInicio, other.horaFin),
          bloqueante: true,
        });
      } else if (Math.max(startA, startB) - Math.min(endA, endB) < rules.minDescansoMinutos) {
        conflicts.push({
          tipo: 'DESCANSO',
          mensaje: t.rest(rules.minDescansoMinutos, other.seccion, day),
          bloqueante: true,
        });
      }
    }
  }
  const total = Math.round((busyHours + weeklyHours(section)) * 100) / 100;
  if (total > rules.maxHorasSemanales) {
    conflicts.push({
      tipo: 'MAXIMO',
      mensaje: t.weeklyMax(rules.maxHorasSemanales, total),
      bloqueante: true,
    });
  }
  for (const slot of section.filter((item) => !covered(item, free))) {
    conflicts.push({
      tipo: 'DISPONIBILIDAD',
      mensaje: t.availability(t.weekdays[slot.dia]!, slot.horaInicio, slot.horaFin),
      bloqueante: rules.exigeDisponibilidad,
    });
  }
  return conflicts;
}
