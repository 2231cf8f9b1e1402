import { useObtenerOnboarding } from '@generated/main/endpoints/onboarding/onboarding';
import type { OnboardingBase, OnboardingProceso } from '@generated/main/model';
import type { ReactNode } from 'react';
import { LoadError } from '@/ui/LoadError';
import { Skeleton } from '@/ui/Skeleton';
import { texts } from '../texts';

interface ProcessStateProps {
  proceso: OnboardingProceso;
  children: (base: OnboardingBase, reload: () => Promise<void>) => ReactNode;
}

/** Loads a process and renders it; a failed load says so with a retry, a slow one a skeleton. */
export default function ProcessState({ proceso, children }: ProcessStateProps) {
  const query = useObtenerOnboarding({ proceso }, { query: { meta: { silentError: true } } });
  if (query.isError)
    return <LoadError message={texts.loadError} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton variant="rectangular" height={320} />;
  const reload = async () => {
    await query.refetch();
  };
  return <>{children(query.data.results, reload)}</>;
}
