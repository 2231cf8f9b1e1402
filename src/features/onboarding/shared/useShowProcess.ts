import { useQueryClient } from '@tanstack/react-query';
import type { OnboardingBase, OnboardingBaseResponse } from '@generated/main/model';
import { processQuery } from './processQuery';

/**
 * Puts a save's answer (the process as it now stands) where the pages read the process, so they
 * move on at once instead of after the invalidated query is read again.
 */
export function useShowProcess() {
  const queryClient = useQueryClient();
  return (base: OnboardingBase) =>
    queryClient.setQueryData<OnboardingBaseResponse>(processQuery(base.proceso).queryKey, (old) =>
      old ? { ...old, results: base } : { results: base },
    );
}
