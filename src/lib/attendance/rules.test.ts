import { describe, expect, it } from 'vitest';
import {
  markRefusal,
  statusAt,
  teacherAutoAbsent,
  windowEndsAt,
  windowOpensAt,
  windowPhase,
  type MarkableClass,
} from './rules';

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 25, 13, 0, 0); // 08:00 in Lima
const at = (minutes: number, ms = 0) => START + minutes * MINUTE + ms;
const window = { start: START, bottomTope: 15, topTope: 10, disbledTope: 30 };
const item = (extra: Partial<MarkableClass> = {}): MarkableClass => ({
  ...window,
  inPerson: false,
  isAsync: false,
  status: null,
  ...extra,
});

describe('windowPhase', () => {
  it('opens bottomTope minutes before the start, not a millisecond earlier', () => {
    expect(windowOpensAt(window)).toBe(at(-15));
    expect(windowPhase(window, 'alumno', at(-15, -1))).toBe('before');
    expect(windowPhase(window, 'alumno', at(-15))).toBe('open');
    expect(windowPhase(window, 'docente', at(-15, -1))).toBe('before');
  });

  it("keeps a student's window through the minute of start plus topTope", () => {
    expect(windowPhase(window, 'alumno', at(10))).toBe('open');
    expect(windowPhase(window, 'alumno', at(10, 1))).toBe('late');
    expect(windowPhase(window, 'alumno', at(11, -1))).toBe('late');
    expect(windowPhase(window, 'alumno', at(11))).toBe('closed');
    expect(windowEndsAt(window, 'alumno')).toBe(at(11, -1));
  });

  it("keeps a teacher's late window through the minute of start plus disbledTope", () => {
    expect(windowPhase(window, 'docente', at(10))).toBe('open');
    expect(windowPhase(window, 'docente', at(10, 1))).toBe('late');
    expect(windowPhase(window, 'docente', at(31, -1))).toBe('late');
    expect(windowPhase(window, 'docente', at(31))).toBe('closed');
    expect(windowEndsAt(window, 'docente')).toBe(at(31, -1));
  });
});

describe('statusAt', () => {
  it('is A up to start plus topTope and T once later', () => {
    expect(statusAt(window, at(-15))).toBe('A');
    expect(statusAt(window, at(10))).toBe('A');
    expect(statusAt(window, at(10, 1))).toBe('T');
  });
});

describe('teacherAutoAbsent', () => {
  it('is absent only once the late window has passed', () => {
    expect(teacherAutoAbsent(window, at(31, -1))).toBe(false);
    expect(teacherAutoAbsent(window, at(31))).toBe(true);
  });
});

describe('markRefusal', () => {
  it('lets either role mark inside its window', () => {
    expect(markRefusal(item(), 'alumno', at(0))).toBeNull();
    expect(markRefusal(item(), 'docente', at(25))).toBeNull();
  });

  it('refuses students in-person and asynchronous classes at any time', () => {
    expect(markRefusal(item({ inPerson: true }), 'alumno', at(0))).toBe('in-person');
    expect(markRefusal(item({ isAsync: true }), 'alumno', at(0))).toBe('async');
    expect(markRefusal(item({ inPerson: true }), 'docente', at(0))).toBeNull();
    expect(markRefusal(item({ isAsync: true }), 'docente', at(0))).toBeNull();
  });

  it('refuses a marked class, before and after the window, with the reason of each', () => {
    for (const status of ['A', 'T', 'F', 'J'] as const) {
      expect(markRefusal(item({ status }), 'alumno', at(0))).toBe('marked');
    }
    expect(markRefusal(item(), 'alumno', at(-15, -1))).toBe('not-open');
    expect(markRefusal(item(), 'alumno', at(11))).toBe('closed');
    expect(markRefusal(item(), 'docente', at(31))).toBe('late-window-over');
    expect(markRefusal(item(), 'docente', at(31, -1))).toBeNull();
  });
});
