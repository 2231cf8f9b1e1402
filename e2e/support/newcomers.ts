import type { TestInfo } from '@playwright/test';

/**
 * The seed's spare newcomers of each kind: mocks/seed/onboarding.ts's ingresante1 … and
 * extension1 …, mocks/seed/firstDay.ts's primerdia1 … (the password and the regulations first).
 */
const SPARE_NEWCOMERS = 8;

/**
 * A new student whose onboarding is all ahead, of this worker alone (and of this retry): a
 * career one (`ingresante`), an extension one (`extension`), or one signing in for the first
 * time (`primerdia`).
 */
export function newcomer(
  kind: 'ingresante' | 'extension' | 'primerdia',
  testInfo: TestInfo,
): string {
  const slot = testInfo.parallelIndex + testInfo.retry * testInfo.config.workers;
  if (slot >= SPARE_NEWCOMERS) throw new Error(`No spare newcomer left for slot ${slot}`);
  return `${kind}${1 + slot}`;
}
