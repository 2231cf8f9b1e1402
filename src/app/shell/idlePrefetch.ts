import { onFirstScreen } from '@/lib/firstScreen';
import { whenIdle } from '@/lib/scheduling';

// The code of the pages a signed-in user opens every day (Mi cuenta, the bottom bar's and the
// menu's first entries) is fetched, not run, while home is idle, so a tap on them does not wait
// for its chunks (issue 57: 'Mi cuenta' took about 1 s at 4x CPU, most of it loading and
// evaluating 26 chunks after the tap). Never before the first screen has shown, never on a line
// the user asked to spare (data saver) or a 2g one, and once per page.

/** Fetches one destination's code ahead (a route's lazy page, a dialog's lazy code). */
export type Prefetch = () => Promise<unknown>;

/** What the scheduling reads of the browser (the browser's own by default; tests pass theirs). */
export interface PrefetchEnvironment {
  /** `navigator.connection` (Chromium's Network Information API), when the browser has it. */
  connection?: { saveData?: boolean; effectiveType?: string } | undefined;
  /** `navigator.onLine`: offline, a fetch would fail and the browser keeps the failed module. */
  onLine?: boolean;
  requestIdle: (work: () => void) => void;
  whenFirstScreen: (work: () => void) => void;
}

const SLOW_LINES = new Set(['slow-2g', '2g']);

/** Whether fetching ahead is welcome on this line now. */
export function mayPrefetch(environment: Pick<PrefetchEnvironment, 'connection' | 'onLine'>) {
  const { connection, onLine = true } = environment;
  if (!onLine || connection?.saveData === true) return false;
  return !SLOW_LINES.has(connection?.effectiveType ?? '');
}

function browserEnvironment(): PrefetchEnvironment {
  const nav = navigator as Navigator & { connection?: PrefetchEnvironment['connection'] };
  return {
    connection: nav.connection,
    get onLine() {
      return nav.onLine;
    },
    requestIdle: (work) => void whenIdle(work),
    whenFirstScreen: (work) => void onFirstScreen(work),
  };
}

let scheduled = false;

/**
 * Once per page: after the first screen has shown and the page is idle, asks `destinations` (read
 * then, when the session's menu has arrived) for what to fetch and fetches each in an idle moment
 * of its own, one after another, so the line carries one page's chunks at a time. A module that
 * fails to load is left to the tap to try again. Skipped when `mayPrefetch` says no.
 */
export function scheduleIdlePrefetch(
  destinations: () => Promise<readonly Prefetch[]>,
  environment: PrefetchEnvironment = browserEnvironment(),
): void {
  if (scheduled) return;
  scheduled = true;
  if (!mayPrefetch(environment)) return;
  const { requestIdle } = environment;
  const next = (queue: readonly Prefetch[]) => {
    const [first, ...rest] = queue;
    if (!first) return;
    requestIdle(() => {
      // The line may have changed since the page loaded (data saver switched on).
      if (!mayPrefetch(environment)) return;
      void first()
        .catch(() => undefined)
        .then(() => next(rest));
    });
  };
  environment.whenFirstScreen(() =>
    requestIdle(() => {
      destinations().then(next, () => undefined);
    }),
  );
}

/** Tests only: a new page's life, nothing scheduled yet. */
export function resetIdlePrefetch(): void {
  scheduled = false;
}
