import type { QueryClient } from '@tanstack/react-query';

// The moment the opened page's first screen has shown (issue 36): the shell's parts a first look
// does not need (the live connection, the bell, the floating buttons, the flow's alerts, the
// sidebar's tree, the home card's tabs) wait for it, so the page's own data renders first.

/** A request that hangs does not keep the rest of the shell away longer than this. */
export const FIRST_SCREEN_CAP_MS = 4000;

let shown = false;
let watching = false;
const waiting = new Set<() => void>();

/** Whether the first screen has shown in this page's life (it shows once). */
export const firstScreenShown = (): boolean => shown;

/** Calls `listener` once the first screen has shown (at once if it has); answers a cancel. */
export function onFirstScreen(listener: () => void): () => void {
  if (shown) {
    listener();
    return () => undefined;
  }
  waiting.add(listener);
  return () => waiting.delete(listener);
}

/** Each waiting part in its own task: one render and commit each, none a long task of all. */
function markShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of waiting) setTimeout(listener, 0);
  waiting.clear();
}

/**
 * Starts watching `client` (once): the first screen has shown when none of its queries is
 * fetching any more (the route's first requests answered and rendered), after the browser has
 * painted that, or after FIRST_SCREEN_CAP_MS whatever is still fetching. Called from an effect of
 * the shell, which runs after its page's own effects have started the page's queries.
 */
export function watchFirstScreen(client: QueryClient): void {
  if (watching || shown) return;
  watching = true;
  let settled = false;
  let unsubscribe = (): void => undefined;
  const settle = () => {
    if (settled) return;
    settled = true;
    clearTimeout(cap);
    unsubscribe();
    // The next frame paints what the answers rendered; a callback of the frame after it runs
    // once that one is on screen, and its task after it starts the rest.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(markShown, 0)));
  };
  const cap = setTimeout(settle, FIRST_SCREEN_CAP_MS);
  const check = () => {
    if (client.isFetching() === 0) settle();
  };
  unsubscribe = client.getQueryCache().subscribe(check);
  check();
}

/** Tests only: a new page's life, with its first screen shown already or not yet. */
export function resetFirstScreen(alreadyShown: boolean): void {
  shown = alreadyShown;
  watching = false;
  waiting.clear();
}
