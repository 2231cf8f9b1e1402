import { useRouteError } from 'react-router';
import { RouteErrorPage } from '@/features/system';

/**
 * A page that failed to load its code or data, or crashed while rendering: the spec §8 error in
 * its place, with the shell around it still usable.
 */
export default function PageErrorBoundary() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return <RouteErrorPage error={error} />;
}
