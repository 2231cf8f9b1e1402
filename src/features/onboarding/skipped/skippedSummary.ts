import type { OnboardingBase } from '@generated/main/model';
import { texts } from '../texts';

/**
 * What the skipped-steps list says when it is empty: the process is complete once its last
 * skipped step is done there (issue 54: it only said 'No tienes pasos omitidos.'), else nothing
 * was skipped. Null while steps remain.
 */
export function skippedSummary(base: Pick<OnboardingBase, 'estado'>, skipped: number): string | null {
  if (skipped > 0) return null;
  return base.estado === 'COMPLETADO'
    ? `${texts.done.title} ${texts.done.text}`
    : texts.skipped.empty;
}
