import { getObtenerOnboardingQueryOptions } from '@generated/main/endpoints/onboarding/onboarding';
import type { OnboardingProceso } from '@generated/main/model';

/**
 * The process as the pages read it (one query per process), for their hooks and the routes'
 * loaders. A failed load says so in the page, with a retry.
 */
export const processQuery = (proceso: OnboardingProceso) =>
  getObtenerOnboardingQueryOptions({ proceso }, { query: { meta: { silentError: true } } });
