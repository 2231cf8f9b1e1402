import { percentOf } from './progress.ts';

// A student's attendance in a section as the teacher's roster shows it (issue 16): counted over
// the sessions already held; a held session without the student's mark counts as an absence.

/** From this share of the sessions held absent, a student is at risk. */
export const AT_RISK_ABSENCES = 0.2;
/** Above this share absent, a student is out by absences (DPI; JUSTIDPI justifies it). */
export const DPI_ABSENCES = 0.3;

export interface Marks {
  present: number;
  late: number;
  justified: number;
}

export type AttendanceState = 'REGULAR' | 'EN_RIESGO' | 'DPI';

export function attendanceStanding(held: number, marks: Marks) {
  const absent = Math.max(0, held - marks.present - marks.late - marks.justified);
  const share = held === 0 ? 0 : absent / held;
  const state: AttendanceState =
    share > DPI_ABSENCES ? 'DPI' : share >= AT_RISK_ABSENCES ? 'EN_RIESGO' : 'REGULAR';
  return {
    asistencia: {
      porcentaje: percentOf(marks.present + marks.late, held),
      asistencias: marks.present,
      tardanzas: marks.late,
      faltas: absent,
      justificadas: marks.justified,
    },
    estadoAsistencia: state,
  };
}

/** The graded evaluations weighed by their percentages, 2 decimals ('NSP' counts 0); null before any. */
export function currentAverage(
  scores: ReadonlyArray<{ score: string | null; percentage: number }>,
) {
  const graded = scores.filter((item) => item.score !== null);
  const weight = graded.reduce((sum, item) => sum + item.percentage, 0);
  if (weight === 0) return null;
  const points = graded.reduce(
    (sum, item) => sum + (item.score === 'NSP' ? 0 : Number(item.score)) * item.percentage,
    0,
  );
  return Math.round((points / weight) * 100) / 100;
}
