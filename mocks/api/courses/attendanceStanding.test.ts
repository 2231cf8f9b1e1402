// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { attendanceStanding, currentAverage } from './attendanceStanding.ts';

const marks = (present: number, late = 0, justified = 0) => ({
  present,
  late,
  justified,
});

describe('attendanceStanding', () => {
  it('counts a held session without a mark as an absence, and late as attended', () => {
    expect(attendanceStanding(10, marks(7, 1, 1))).toEqual({
      asistencia: { porcentaje: 80, asistencias: 7, tardanzas: 1, faltas: 1, justificadas: 1 },
      estadoAsistencia: 'REGULAR',
    });
  });

  it('puts a student at risk from 20 % absent, out by absences above 30 %', () => {
    expect(attendanceStanding(10, marks(9)).estadoAsistencia).toBe('REGULAR');
    expect(attendanceStanding(20, marks(17)).estadoAsistencia).toBe('REGULAR'); // 15 %
    expect(attendanceStanding(10, marks(8)).estadoAsistencia).toBe('EN_RIESGO'); // 20 %
    expect(attendanceStanding(10, marks(7)).estadoAsistencia).toBe('EN_RIESGO'); // 30 %
    expect(attendanceStanding(100, marks(69)).estadoAsistencia).toBe('DPI'); // 31 %
  });

  it('does not count justified absences', () => {
    expect(attendanceStanding(10, marks(6, 0, 4)).estadoAsistencia).toBe('REGULAR');
  });

  it('is regular with 0 % before any session is held', () => {
    expect(attendanceStanding(0, marks(0))).toMatchObject({
      asistencia: { porcentaje: 0, faltas: 0 },
      estadoAsistencia: 'REGULAR',
    });
  });
});

describe('currentAverage', () => {
  it('weighs the graded evaluations only, NSP as 0, two decimals', () => {
    expect(
      currentAverage([
        { score: '15', percentage: 30 },
        { score: 'NSP', percentage: 20 },
        { score: null, percentage: 50 },
      ]),
    ).toBe(9);
    expect(
      currentAverage([
        { score: '14', percentage: 25 },
        { score: '13.33', percentage: 25 },
      ]),
    ).toBe(13.67);
  });

  it('is null before any grade', () => {
    expect(currentAverage([{ score: null, percentage: 100 }])).toBeNull();
  });
});
