import type { SlotDisponibilidad } from '@generated/main/model';
import { toCampusTime } from '@/lib/dates';
import {
  addDays,
  slotEndOf,
  slotRefusal,
  slotStartsOf,
  type CalendarRules,
  type SlotRefusal,
} from '@/lib/psychology/slotRules';

/** One change waiting for 'Guardar' (spec §3 Save item: idAsesoria -1 opens a slot). */
export interface PendingChange {
  idAsesoria: number;
  fechaInicio: string;
  fechaFin: string;
}

export type CellState = 'open' | 'closed' | 'opening' | 'closing' | SlotRefusal;

export interface CalendarCell {
  start: number;
  /** 'lunes 30 de noviembre, 09:00': the toggle's name. */
  label: string;
  state: CellState;
  /** Whether the psychologist may toggle it now (spec §5). */
  editable: boolean;
}

export interface CalendarWeek {
  days: Array<{ day: string; weekday: string; date: string }>;
  rows: Array<{ time: string; cells: CalendarCell[] }>;
}

const iso = (at: number) => new Date(at).toISOString();

/**
 * The week from `monday` as the calendar shows it: one row per 30-minute slot, one column per
 * day, each cell's state from the opened slots, the pending changes and spec §5's rules.
 */
export function calendarWeek(
  monday: string,
  slots: readonly SlotDisponibilidad[],
  rules: CalendarRules,
  now: number,
  pending: ReadonlyMap<number, PendingChange>,
): CalendarWeek {
  const byStart = new Map(slots.map((slot) => [Date.parse(slot.fechaHoraInicio), slot]));
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const columns = days.map((day) => slotStartsOf(day));
  const rows = columns[0]!.map((_, row) => ({
    time: toCampusTime(columns[0]![row]!).format('HH:mm'),
    cells: columns.map((starts) => {
      const start = starts[row]!;
      const slot = byStart.get(start);
      const refusal = slotRefusal(start, rules, now, slot?.estado === 'agendada');
      const changing = pending.has(start);
      // A booked or refused slot keeps its look; only an editable one shows a pending change.
      const state: CellState =
        refusal === 'booked'
          ? 'booked'
          : refusal
            ? slot
              ? 'open'
              : refusal
            : slot
              ? changing
                ? 'closing'
                : 'open'
              : changing
                ? 'opening'
                : 'closed';
      return {
        start,
        label: toCampusTime(start).format('dddd D [de] MMMM, HH:mm'),
        state,
        editable: refusal === null,
      };
    }),
  }));
  return {
    days: days.map((day) => {
      const date = toCampusTime(`${day}T12:00:00-05:00`);
      return { day, weekday: date.format('dddd'), date: date.format('DD/MM') };
    }),
    rows,
  };
}

/** The pending list after toggling the cell at `start` (spec §4: add or remove it). */
export function toggled(
  pending: ReadonlyMap<number, PendingChange>,
  start: number,
  slots: readonly SlotDisponibilidad[],
): Map<number, PendingChange> {
  const next = new Map(pending);
  if (next.delete(start)) return next;
  const slot = slots.find((item) => Date.parse(item.fechaHoraInicio) === start);
  next.set(start, {
    idAsesoria: slot?.idAsesoria ?? -1,
    fechaInicio: iso(start),
    fechaFin: iso(slotEndOf(start)),
  });
  return next;
}
