import { afterEach, describe, expect, it } from 'vitest';
import { toCampusTime } from './dayjs';
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatLongDateTime,
  formatMoney,
  formatTime,
} from './format';

// 2026-03-02 15:05 UTC is 10:05 a. m. in Lima (UTC-5, no daylight saving).
const MORNING = '2026-03-02T15:05:00Z';
const originalZone = process.env.TZ;

describe('dates in es-PE, Lima time', () => {
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it('formats dates as dd/mm/yyyy in Lima', () => {
    expect(formatDate(MORNING)).toBe('02/03/2026');
    // 02:00 UTC on the 3rd is still the 2nd in Lima.
    expect(formatDate('2026-03-03T02:00:00Z')).toBe('02/03/2026');
  });

  it('keeps a bare calendar day as that day', () => {
    expect(formatDate('2026-03-02')).toBe('02/03/2026');
  });

  it('formats 12-hour times with a. m. / p. m.', () => {
    expect(formatTime(MORNING)).toBe('10:05 a. m.');
    expect(formatTime('2026-03-02T17:00:00Z')).toBe('12:00 p. m.');
    expect(formatTime('2026-03-02T05:30:00Z')).toBe('12:30 a. m.');
    expect(formatTime('2026-03-03T03:59:00Z')).toBe('10:59 p. m.');
  });

  it('does not depend on the machine time zone', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(formatDateTime(new Date(MORNING))).toBe('02/03/2026 10:05 a. m.');
  });

  it('uses Spanish weekday and month names', () => {
    expect(formatLongDate(MORNING)).toBe('lunes, 2 de marzo de 2026');
  });

  it('names the Lima day, not the UTC one, in long dates', () => {
    // 03:30 UTC on Sunday the 1st is still Saturday the 28th of February in Lima.
    expect(formatLongDate('2026-03-01T03:30:00Z')).toBe('sábado, 28 de febrero de 2026');
    expect(formatLongDate('2026-12-31')).toBe('jueves, 31 de diciembre de 2026');
  });

  it('writes the full moment for tooltips', () => {
    expect(formatLongDateTime(MORNING)).toBe('lunes, 2 de marzo de 2026, 10:05 a. m.');
    expect(formatLongDateTime('2026-03-02T23:45:00Z')).toBe(
      'lunes, 2 de marzo de 2026, 6:45 p. m.',
    );
  });

  it('pads day and month but not the 12-hour hour', () => {
    expect(formatDateTime('2026-01-05T14:07:00Z')).toBe('05/01/2026 9:07 a. m.');
  });

  it('accepts epoch milliseconds', () => {
    expect(toCampusTime(Date.UTC(2026, 0, 1, 4, 0)).format('YYYY-MM-DD HH:mm')).toBe(
      '2025-12-31 23:00',
    );
  });
});

describe('formatMoney', () => {
  it('formats soles the es-PE way', () => {
    expect(formatMoney(1234.5)).toBe('S/\u00a01,234.50');
    expect(formatMoney(0)).toBe('S/\u00a00.00');
  });
});
