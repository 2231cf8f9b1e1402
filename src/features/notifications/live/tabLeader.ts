/** The part of the Web Locks API (`navigator.locks`) that leadership needs. */
export interface TabLocks {
  request(
    name: string,
    options: { signal: AbortSignal },
    callback: () => Promise<void>,
  ): Promise<unknown>;
}

/**
 * Makes this tab the leader of `name` whenever no other tab of the browser is: `lead` runs once
 * the tab holds the Web Lock `name`, and the cleanup it returns runs when the tab resigns. The
 * browser releases a closing tab's locks itself, so the next waiting tab leads without any
 * timeout or heartbeat of ours. Returns the resignation, which also stops waiting.
 */
export function leadWhenFree(name: string, lead: () => () => void, locks: TabLocks): () => void {
  const abandon = new AbortController();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let stopLeading: (() => void) | undefined;
  locks
    .request(name, { signal: abandon.signal }, async () => {
      if (abandon.signal.aborted) return;
      stopLeading = lead();
      // Held until the tab resigns or closes.
      await released;
    })
    // Resigning while still waiting rejects the request (AbortError): nothing to do.
    .catch(() => undefined);
  return () => {
    abandon.abort();
    stopLeading?.();
    stopLeading = undefined;
    release();
  };
}
