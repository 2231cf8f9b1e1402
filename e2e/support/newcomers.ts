import type { TestInfo } from '@playwright/test';

/** The seed's spare newcomers of each kind (mocks/seed/onboarding.ts: ingresante1 …, extension1 …). */
const SPARE_NEWCOMERS = 8;

/**
 * A new student whose onboarding is all ahead, of this worker alone (and of this retry): a
 * career one (`ingresante`) or an extension one (`extension`).
 */
export function newcomer(kind: 'ingresante' | 'extension', testInfo: TestInfo): string {
  const slot = testInfo.parallelIndex + testInfo.retry * testInfo.config.workers;
  if (slot >= SPARE_NEWCOMERS) throw new Error(`No spare newcomer left for slot ${slot}`);
  return `${kind}${1 + slot}`;
}
