import { Loader } from '@/ui/Loader';

/**
 * Shown while a page's code or the data its guard needs is on the way. Marked so that, at start-up,
 * the shell's frame the server painted stays over it (mocks/server/staticShell.ts).
 */
export default function PageLoader() {
  return (
    <div data-campus-startup="" style={{ display: 'contents' }}>
      <Loader fullHeight />
    </div>
  );
}
