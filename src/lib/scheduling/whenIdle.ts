/**
 * Runs `work` when the main thread is free, or 10 s later at the latest; where the browser has no
 * idle callback (Safari), in a task soon. Answers a function that cancels it.
 */
export function whenIdle(work: () => void): () => void {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(work, { timeout: 10_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1);
  return () => window.clearTimeout(handle);
}
