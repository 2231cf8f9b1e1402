import { describe, expect, it } from 'vitest';
import { CURRENT_WEEK, weekDays, weekOf, weekQuery, weekSlug } from './week';

// Wednesday 25 November 2026, 23:30 in Lima: already Thursday in UTC.
const NOW = Date.UTC(2026, 10, 26, 4, 30);

describe('weekOf', () => {
  it("starts the current week on Lima's Monday, whatever the UTC day", () => {
    expect(weekQuery(weekOf(CURRENT_WEEK, NOW))).toEqual({
      fechaInicio: '2026-11-23',
      fechaFin: '2026-11-29',
    });
  });

  it('shows the week holding a given day, Monday and Sunday included', () => {
    expect(weekQuery(weekOf('2026-11-30', NOW)).fechaInicio).toBe('2026-11-30');
    expect(weekQuery(weekOf('2026-12-06', NOW)).fechaInicio).toBe('2026-11-30');
  });

  it('reads anything that is not a real day as the current week', () => {
    for (const slug of ['hoy', '2026-02-30', '2026-13-01', undefined]) {
      expect(weekQuery(weekOf(slug, NOW)).fechaInicio).toBe('2026-11-23');
    }
  });
});

describe('weekSlug and weekDays', () => {
  it("names the current week 'semana' and another by its Monday", () => {
    const current = weekOf(CURRENT_WEEK, NOW);
    expect(weekSlug(current, NOW)).toBe(CURRENT_WEEK);
    expect(weekSlug(current.add(7, 'day'), NOW)).toBe('2026-11-30');
  });

  it('lists seven days from Monday to Sunday', () => {
    const days = weekDays(weekOf(CURRENT_WEEK, NOW)).map((day) => day.format('dddd D'));
    expect(days).toEqual([
      'lunes 23',
      'martes 24',
      'miércoles 25',
      'jueves 26',
      'viernes 27',
      'sábado 28',
      'domingo 29',
    ]);
  });
});
