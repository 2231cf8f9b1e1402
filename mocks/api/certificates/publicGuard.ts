import { WindowThrottle } from '../../security/windowThrottle.ts';
import type { DemoServices } from '../context.ts';
import { tooManyRequests } from '../errors.ts';
import { certificateTexts as t } from './texts.ts';

// The public verification and short-link operations are limited per client address like the
// debt lookup (a sliding window): the codes are unguessable, and this keeps anyone from trying
// many of them.

const WINDOW_MS = 10 * 60_000;
export const VERIFICATIONS_PER_ADDRESS = 30;

const throttles = new WeakMap<DemoServices, WindowThrottle>();

/** Counts one public lookup of the address; 429 past the limit. */
export function countPublicLookup(services: DemoServices, address: string): void {
  let throttle = throttles.get(services);
  if (!throttle) {
    throttle = new WindowThrottle({
      clock: services.clock,
      limit: VERIFICATIONS_PER_ADDRESS,
      windowMs: WINDOW_MS,
    });
    throttles.set(services, throttle);
  }
  const wait = throttle.retryAfterSeconds(address);
  if (wait > 0) throw tooManyRequests(wait, t.tooManyLookups(wait), 'Too many public lookups');
  throttle.record(address);
}
