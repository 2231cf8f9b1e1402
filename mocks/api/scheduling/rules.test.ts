import { describe, expect, it } from 'vitest';
import {
  conflictsOf,
  coversAll,
  freeKey,
  nearWindows,
  weeklyHours,
  type BusySlot,
} from './rules.ts';

const rules = { maxHorasSemanales: 20, minDescansoMinutos: 0, exigeDisponibilidad: false };
const monday = (horaInicio: string, horaFin: string) => ({ dia: 1, horaInicio, horaFin });
const busy = (horaInicio: string, horaFin: string, dia = 1): BusySlot => ({
  dia,
  horaInicio,
  horaFin,
  seccion: 'Base de Datos I (grupo A)',
});
const allFree = new Set(
  [1, 2, 3, 4, 5].flatMap((dia) =>
    Array.from({ length: 16 }, (_, hour) =>
      freeKey(dia, `${String(hour + 7).padStart(2, '0')}:00`),
    ),
  ),
);
const kinds = (...args: Parameters<typeof conflictsOf>) =>
  conflictsOf(...args).map((conflict) => conflict.tipo);

describe('conflictsOf', () => {
  it('refuses an overlap by a minute and allows a class right after another at no rest', () => {
    expect(kinds([monday('09:59', '12:00')], [busy('08:00', '10:00')], allFree, rules)).toEqual([
      'CRUCE',
    ]);
    expect(kinds([monday('10:00', '12:00')], [busy('08:00', '10:00')], allFree, rules)).toEqual([]);
    expect(kinds([monday('08:00', '10:00')], [busy('08:00', '10:00', 2)], allFree, rules)).toEqual(
      [],
    );
  });

  it('keeps the minimum rest: back to back refused at 15 minutes, 15 minutes apart allowed', () => {
    const rest = { ...rules, minDescansoMinutos: 15 };
    const [conflict] = conflictsOf(
      [monday('10:00', '12:00')],
      [busy('08:00', '10:00')],
      allFree,
      rest,
    );
    expect(conflict).toEqual({
      tipo: 'DESCANSO',
      mensaje:
        'Tendría menos de 15 minutos de descanso entre esta sección y Base de Datos I (grupo A) (lunes).',
      bloqueante: true,
    });
    expect(kinds([monday('10:14', '12:00')], [busy('08:00', '10:00')], allFree, rest)).toEqual([
      'DESCANSO',
    ]);
    expect(kinds([monday('10:15', '12:00')], [busy('08:00', '10:00')], allFree, rest)).toEqual([]);
  });

  it('allows exactly the weekly maximum and refuses one hour over', () => {
    const held = [busy('08:00', '10:00', 1), busy('08:00', '10:00', 2)];
    const max6 = { ...rules, maxHorasSemanales: 6 };
    expect(kinds([monday('14:00', '16:00')], held, allFree, max6)).toEqual([]);
    const [conflict] = conflictsOf([monday('14:00', '17:00')], held, allFree, max6);
    expect(conflict).toEqual({
      tipo: 'MAXIMO',
      mensaje: 'Superaría el máximo de 6 horas semanales (tendría 7 horas).',
      bloqueante: true,
    });
  });

  it('shows a class outside the declared availability, blocking only when the process requires it', () => {
    const free = new Set([freeKey(1, '08:00')]);
    expect(conflictsOf([monday('08:00', '10:00')], [], free, rules)).toEqual([
      {
        tipo: 'DISPONIBILIDAD',
        mensaje: 'No declaró disponibilidad el lunes de 08:00 a 10:00.',
        bloqueante: false,
      },
    ]);
    const required = { ...rules, exigeDisponibilidad: true };
    expect(conflictsOf([monday('08:00', '10:00')], [], free, required)[0]?.bloqueante).toBe(true);
    expect(conflictsOf([monday('08:00', '09:00')], [], free, required)).toEqual([]);
  });
});

describe('coversAll and weeklyHours', () => {
  it('needs every hour a class touches declared free', () => {
    const free = new Set([freeKey(1, '08:00'), freeKey(1, '09:00')]);
    expect(coversAll([monday('08:00', '10:00')], free)).toBe(true);
    expect(coversAll([monday('08:30', '10:30')], free)).toBe(false);
  });

  it('adds up hours to two decimals', () => {
    expect(weeklyHours([monday('08:00', '09:15'), monday('10:00', '12:00')])).toBe(3.25);
  });
});

describe('nearWindows', () => {
  // The windows keep a class when `horaInicio < hasta && horaFin > desde` (NEAR_BUSY_SQL).
  const kept = (window: { desde: string; hasta: string }, slot: BusySlot) =>
    slot.horaInicio < window.hasta && slot.horaFin > window.desde;

  it('keeps exactly the classes that overlap or break the rest, at both sides of it', () => {
    const rest = { ...rules, minDescansoMinutos: 15 };
    const [window] = nearWindows([monday('10:00', '12:00')], 15);
    expect(window).toEqual({ dia: 1, desde: '09:45', hasta: '12:15' });
    for (const other of [
      busy('08:00', '09:46'),
      busy('08:00', '09:45'),
      busy('12:14', '13:00'),
      busy('12:15', '13:00'),
      busy('11:00', '11:30'),
    ]) {
      const conflicts = kinds([monday('10:00', '12:00')], [other], allFree, rest);
      expect(kept(window!, other)).toBe(conflicts.length > 0);
    }
  });

  it('reaches the whole day past midnight on either side', () => {
    expect(nearWindows([monday('00:30', '23:30')], 60)).toEqual([
      { dia: 1, desde: '', hasta: '99:99' },
    ]);
  });

  it('counts the week from the given total when the busy classes are only the near ones', () => {
    const max = { ...rules, maxHorasSemanales: 4 };
    expect(kinds([monday('08:00', '10:00')], [], allFree, max, 2)).toEqual([]);
    expect(kinds([monday('08:00', '10:00')], [], allFree, max, 2.01)).toEqual(['MAXIMO']);
  });
});
