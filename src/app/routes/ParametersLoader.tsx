import { useParameters } from '@/lib/parameters';
import PageLoader from './PageLoader';

/** Shown while a route waits for the brand parameters no page of this session has loaded yet. */
export default function ParametersLoader() {
  useParameters();
  return <PageLoader />;
}
