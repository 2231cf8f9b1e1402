/** Current time in epoch milliseconds; injected so tests can move time. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/**
 * CAMPUS_CLOCK (an ISO 8601 instant) stops the demo API's clock there, so tests decide "now"
 * (the attendance windows). Refused in production mode, where time is never faked.
 */
export function clockFromEnv(env: Record<string, string | undefined>): Clock | undefined {
  const raw = env.CAMPUS_CLOCK;
  if (!raw) return undefined;
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'CAMPUS_CLOCK fixes the time for tests; it is refused when NODE_ENV is production.',
    );
  }
  const at = Date.parse(raw);
  if (Number.isNaN(at)) throw new Error(`CAMPUS_CLOCK must be an ISO 8601 instant, got '${raw}'.`);
  return () => at;
}
