// Grades on the institute's 0-20 scale (issue 13): what passes, and the colour of a score's
// bullet (spec §4: stateGraphic 1-3, otherwise grey).

/** A course is passed with 13 or more; 'NSP' (did not sit) never passes. */
export const PASSING_GRADE = 13;
/** From here up to the passing grade a score is at risk (amber). */
export const AT_RISK_GRADE = 10.5;

export type StateGraphic = 1 | 2 | 3;

export const isPassing = (grade: string) => grade !== 'NSP' && Number(grade) >= PASSING_GRADE;

/** 1 passed, 2 at risk, 3 failed or not sat; null (grey) while not graded. */
export function stateGraphicOf(score: string | null): StateGraphic | null {
  if (score === null) return null;
  if (score === 'NSP') return 3;
  const value = Number(score);
  if (value >= PASSING_GRADE) return 1;
  return value >= AT_RISK_GRADE ? 2 : 3;
}
