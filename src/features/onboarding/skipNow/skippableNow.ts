import type { OnboardingBase, OnboardingPaso } from '@generated/main/model';

/** The optional steps that follow one another from the current one: what may be skipped now. */
export function skippableNow(base: OnboardingBase): OnboardingPaso[] {
  const start = base.pasos.findIndex((paso) => paso.modulo === base.pasoActual);
  if (start < 0) return [];
  const run: OnboardingPaso[] = [];
  for (const paso of base.pasos.slice(start)) {
    if (paso.estado === 'COMPLETADO' || paso.estado === 'OMITIDO') continue;
    if (!paso.omitible) break;
    run.push(paso);
  }
  return run;
}
