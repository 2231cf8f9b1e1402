import { afterEach, describe, expect, it } from 'vitest';
import { CAMPUS_TIME_ZONE, dayjs, toCampusTime } from './dayjs';
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

describe('toCampusTime', () => {
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  // Moments 29 hours apart over 2026 (each day at another hour, at odd seconds) on machines east,
  // west and at UTC, one with daylight saving: the same moment, clock and zone mark as the
  // timezone plugin's own `tz()`.
  it.each(['UTC', 'Asia/Tokyo', 'America/New_York', 'America/Lima'])(
    'equals the plugin on a machine in %s',
    (zone) => {
      process.env.TZ = zone;
      const start = Date.UTC(2026, 0, 1);
      for (let ms = start; ms < start + 366 * 86_400_000; ms += 29 * 3_600_000 + 1_237) {
        const ours = toCampusTime(ms);
        const plugins = dayjs.utc(ms).tz(CAMPUS_TIME_ZONE);
        expect(ours.valueOf()).toBe(ms);
        expect(ours.format('YYYY-MM-DD HH:mm:ss.SSS Z')).toBe(
          plugins.format('YYYY-MM-DD HH:mm:ss.SSS Z'),
        );
        expect(ours.startOf('day').valueOf()).toBe(plugins.startOf('day').valueOf());
      }
      for (const day of ['2026-01-01', '2026-03-08', '2026-11-01', '2026-12-31']) {
        const ours = toCampusTime(day);
        expect(ours.valueOf()).toBe(dayjs.tz(day, CAMPUS_TIME_ZONE).valueOf());
        expect(ours.format('YYYY-MM-DD HH:mm Z')).toBe(`${day} 00:00 -05:00`);
      }
    },
  );

  it('marks its times with the campus zone, as the date pickers read it', () => {
    expect(
      (toCampusTime('2026-03-02T15:05:00Z') as unknown as { $x: { $timezone?: string } }).$x
        .$timezone,
    ).toBe(CAMPUS_TIME_ZONE);
  });

  it('keeps an invalid date invalid', () => {
    expect(toCampusTime('no es fecha').isValid()).toBe(false);
  });
});

describe('formatMoney', () => {
  it('formats soles the es-PE way', () => {
    expect(formatMoney(1234.5)).toBe('S/\u00a01,234.50');
    expect(formatMoney(0)).toBe('S/\u00a00.00');
  });
});
