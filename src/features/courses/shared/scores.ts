import type { Nota } from '@generated/main/model';

// How a score reads on the course page (spec §4 grade review, §9 dual scores).

export const NOT_GRADED = '—';

/** Dual courses show 2 decimals unless 'NSP'; others the grade as given; '—' while not graded. */
export function formatScore(score: string | null, dual: boolean): string {
  if (score === null) return NOT_GRADED;
  if (score === 'NSP' || !dual) return score;
  return Number(score).toFixed(2);
}

export type BulletTone = 'success' | 'warning' | 'error' | 'grey';

/** The score's bullet: stateGraphic 1 to 3, anything else grey. */
export function bulletTone(stateGraphic: number | null): BulletTone {
  if (stateGraphic === 1) return 'success';
  if (stateGraphic === 2) return 'warning';
  if (stateGraphic === 3) return 'error';
  return 'grey';
}

export const REVIEW_LABELS = {
  1: 'En revisión',
  2: 'Aprobada',
  3: 'Denegada',
  4: 'Solicitar revisión',
} as const;

export interface ReviewView {
  label: string;
  /** Only 'Solicitar revisión' (state 4) acts; the others are greyed and inert. */
  actionable: boolean;
}

/** The review cell of a score; none for autonomous courses or states outside 1-4. */
export function reviewOf(state: Nota['state'], autonomous: boolean): ReviewView | null {
  if (autonomous || state === null || !(state in REVIEW_LABELS)) return null;
  return { label: REVIEW_LABELS[state], actionable: state === 4 };
}
