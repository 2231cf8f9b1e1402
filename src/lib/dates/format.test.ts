import { afterEach, describe, expect, it } from 'vitest';
import { toCampusTime } from './dayjs';
import { formatDate, formatDateTime, formatLongDate, formatMoney, formatTime } from './format';

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
