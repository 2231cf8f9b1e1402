import { useObtenerOnboarding } from '@generated/main/endpoints/onboarding/onboarding';
import type { OnboardingBase, OnboardingProceso } from '@generated/main/model';
import type { ReactNode } from 'react';
import { QueryState } from '@/ui/QueryState';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';

interface ProcessStateProps {
  proceso: OnboardingProceso;
  children: (base: OnboardingBase, reload: () => Promise<void>) => ReactNode;
}

/** Loads a process and renders it; a failed load says so with a retry, a slow one a skeleton. */
export default function ProcessState({ proceso, children }: ProcessStateProps) {
  const query = useObtenerOnboarding({ proceso }, { query: { meta: { silentError: true } } });
  const reload = async () => {
    await query.refetch();
  };
  return (
    <QueryState
      query={query}
      loadError={texts.loadError}
      skeleton={<Skeleton variant="rectangular" height={320} />}
    >
      {({ results }) => children(results, reload)}
    </QueryState>
  );
}
