import { Loader } from '@/ui/Loader';

/** Shown while a page's code or the data its guard needs is on the way. */
export default function PageLoader() {
  return <Loader fullHeight />;
}
