/**
 * The navigation state of a page that completed a step of the student's onboarding or data
 * update elsewhere (the directives, the phone check) and sends them back to it: the steps' page
 * then shows where they stand even when that step was the last, instead of going home.
 */
export const STEP_DONE_STATE = { stepDone: true } as const;

export const cameFromDoneStep = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { stepDone?: unknown }).stepDone === true;
