import type { ShellNetwork } from '@/lib/http';

// The answers the boot script (src/boot/boot.ts) asked for while the app downloaded, keyed by
// session token and URL. Each is taken once, by the app's first identical GET with the same token
// (serviceFetch.ts), never by another session's; one not taken in the page's first seconds is left
// to go stale rather than answer a later, possibly different, question.

declare global {
  interface Window {
    /** Set by the boot script: `${token} ${url}` to the answer of its request. */
    __campusBoot?: Map<string, Promise<Response>>;
  }
}

/** How long after the page started an early answer may still stand in for a request. */
export const BOOT_ANSWER_TTL_MS = 15_000;

/** The early answer for a GET of `url` with `token`, once; none past the page's first seconds. */
export function takeBootAnswer(
  url: string,
  token: string | null,
  nowMs = performance.now(),
): ReturnType<ShellNetwork['early']> {
  const answers = window.__campusBoot;
  if (!answers || !token) return undefined;
  const key = `${token} ${url}`;
  const answer = answers.get(key);
  if (!answer) return undefined;
  answers.delete(key);
  return nowMs <= BOOT_ANSWER_TTL_MS ? answer : undefined;
}
