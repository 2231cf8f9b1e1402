import { describe, expect, it } from 'vitest';
import { limaInstantOf, type CalendarRules } from '@/lib/psychology/slotRules';
import { calendarWeek, toggled, type PendingChange } from './calendarWeek';

const NOW = limaInstantOf('2026-11-25', '10:00');
const rules: CalendarRules = {
  saturday: false,
  sunday: false,
  weeks: 2,
  holidays: new Set(['2026-12-04']),
};
const iso = (day: string, time: string) => new Date(limaInstantOf(day, time)).toISOString();
const slots = [
  {
    idAsesoria: 1,
    fechaHoraInicio: iso('2026-12-01', '09:00'),
    fechaHoraFin: iso('2026-12-01', '09:30'),
    estado: 'disponible' as const,
  },
  {
    idAsesoria: 2,
    fechaHoraInicio: iso('2026-12-01', '09:30'),
    fechaHoraFin: iso('2026-12-01', '10:00'),
    estado: 'agendada' as const,
  },
];
const none = new Map<number, PendingChange>();
const cellAt = (week: ReturnType<typeof calendarWeek>, day: number, time: string) =>
  week.rows.find((row) => row.time === time)!.cells[day]!;

describe('the calendar week (spec §4, §5, §9)', () => {
  it('starts on Monday with 30-minute rows from 08:00, labelled in Spanish', () => {
    const week = calendarWeek('2026-11-30', slots, rules, NOW, none);
    expect(week.days.map((day) => day.weekday)).toEqual([
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
      'domingo',
    ]);
    expect(week.rows[0]!.time).toBe('08:00');
    expect(week.rows[1]!.time).toBe('08:30');
    expect(cellAt(week, 0, '09:00').label).toBe('lunes 30 de noviembre, 09:00');
  });

  it('shows open, booked, holiday and weekend cells, only the free ones editable', () => {
    const week = calendarWeek('2026-11-30', slots, rules, NOW, none);
    expect(cellAt(week, 1, '09:00')).toMatchObject({ state: 'open', editable: true });
    expect(cellAt(week, 1, '09:30')).toMatchObject({ state: 'booked', editable: false });
    expect(cellAt(week, 0, '09:00')).toMatchObject({ state: 'closed', editable: true });
    expect(cellAt(week, 4, '09:00')).toMatchObject({ state: 'holiday', editable: false });
    expect(cellAt(week, 3, '09:00')).toMatchObject({ state: 'closed', editable: true });
    expect(cellAt(week, 5, '09:00')).toMatchObject({ state: 'saturday', editable: false });
    expect(cellAt(week, 6, '09:00')).toMatchObject({ state: 'sunday', editable: false });
    const enabled = calendarWeek('2026-11-30', slots, { ...rules, saturday: true }, NOW, none);
    expect(cellAt(enabled, 5, '09:00')).toMatchObject({ state: 'closed', editable: true });
  });

  it('ends the window with the next week: its Sunday editable when enabled, the Monday after not', () => {
    const open = { ...rules, sunday: true };
    expect(cellAt(calendarWeek('2026-11-30', [], open, NOW, none), 6, '19:30').editable).toBe(true);
    expect(cellAt(calendarWeek('2026-12-07', [], open, NOW, none), 0, '08:00')).toMatchObject({
      state: 'beyond-window',
      editable: false,
    });
  });

  it('marks past hours of today and keeps them out of editing', () => {
    const week = calendarWeek('2026-11-23', [], rules, NOW, none);
    expect(cellAt(week, 2, '10:00')).toMatchObject({ state: 'past', editable: false });
    expect(cellAt(week, 2, '10:30')).toMatchObject({ state: 'closed', editable: true });
  });

  it('toggles a cell into and out of the pending list, opening or closing it', () => {
    const open = limaInstantOf('2026-12-01', '09:00');
    const free = limaInstantOf('2026-11-30', '09:00');
    let pending = toggled(none, open, slots);
    pending = toggled(pending, free, slots);
    expect(pending.get(open)).toMatchObject({ idAsesoria: 1 });
    expect(pending.get(free)).toEqual({
      idAsesoria: -1,
      fechaInicio: iso('2026-11-30', '09:00'),
      fechaFin: iso('2026-11-30', '09:30'),
    });
    const week = calendarWeek('2026-11-30', slots, rules, NOW, pending);
    expect(cellAt(week, 1, '09:00').state).toBe('closing');
    expect(cellAt(week, 0, '09:00').state).toBe('opening');
    expect(toggled(pending, free, slots).has(free)).toBe(false);
  });
});
