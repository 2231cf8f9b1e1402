import { WindowThrottle } from '../../security/windowThrottle.ts';
import type { DemoServices } from '../context.ts';
import { tooManyRequests } from '../errors.ts';
import { paymentTexts as t } from './texts.ts';

// The public debt lookup's limits: two sliding windows, per client address and per document
// number (the sign-in's WindowThrottle), so that neither one address nor many can walk the
// documents. Each lookup also costs a proof of work (api/publicChallenge.ts, issue 55).

const WINDOW_MS = 10 * 60_000;
export const LOOKUPS_PER_ADDRESS = 20;
export const LOOKUPS_PER_DOCUMENT = 5;

interface Guard {
  byAddress: WindowThrottle;
  byDocument: WindowThrottle;
}

// One guard per demo API instance, kept beside its services rather than in them: only these
// two operations use it.
const guards = new WeakMap<DemoServices, Guard>();

function guardOf(services: DemoServices): Guard {
  let guard = guards.get(services);
  if (!guard) {
    const throttle = (limit: number) =>
      new WindowThrottle({ clock: services.clock, limit, windowMs: WINDOW_MS });
    guard = {
      byAddress: throttle(LOOKUPS_PER_ADDRESS),
      byDocument: throttle(LOOKUPS_PER_DOCUMENT),
    };
    guards.set(services, guard);
  }
  return guard;
}

const refuse = (seconds: number) =>
  tooManyRequests(seconds, t.tooManyLookups(seconds), 'Too many debt lookups');

/** Counts one attempt of the address (and of the document, when given); 429 past a limit. */
export function countLookup(services: DemoServices, address: string, document?: string): void {
  const { byAddress, byDocument } = guardOf(services);
  const wait = Math.max(
    byAddress.retryAfterSeconds(address),
    document ? byDocument.retryAfterSeconds(document) : 0,
  );
  if (wait > 0) throw refuse(wait);
  byAddress.record(address);
  if (document) byDocument.record(document);
}
