import { randomInt, randomUUID } from 'node:crypto';
import { WindowThrottle } from '../../security/windowThrottle.ts';
import type { DemoServices } from '../context.ts';
import { tooManyRequests } from '../errors.ts';
import { paymentTexts as t } from './texts.ts';

// What stands before the public debt lookup: a small sum to answer (a human check of our own, no
// third-party service) and two sliding windows, per client address and per document number
// (the sign-in's WindowThrottle), so that neither one address nor many can walk the documents.

const WINDOW_MS = 10 * 60_000;
export const LOOKUPS_PER_ADDRESS = 20;
export const LOOKUPS_PER_DOCUMENT = 5;
const CHALLENGE_MS = 5 * 60_000;
const MAX_CHALLENGES = 10_000;

interface Guard {
  byAddress: WindowThrottle;
  byDocument: WindowThrottle;
  /** Open challenges by id: the answer and when it stops counting. */
  challenges: Map<string, { answer: number; expiresAt: number }>;
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
      challenges: new Map(),
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

/** A new sum to answer. */
export function newChallenge(services: DemoServices): { idDesafio: string; pregunta: string } {
  const { challenges } = guardOf(services);
  const now = services.clock();
  for (const [id, challenge] of challenges) {
    if (challenge.expiresAt <= now || challenges.size >= MAX_CHALLENGES) challenges.delete(id);
    else break; // in order of creation: the rest are newer
  }
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  const idDesafio = randomUUID();
  challenges.set(idDesafio, { answer: a + b, expiresAt: now + CHALLENGE_MS });
  return { idDesafio, pregunta: t.challenge(a, b) };
}

/** Whether the answer is right; a challenge answers once, right or wrong. */
export function passChallenge(services: DemoServices, id: string, answer: number): boolean {
  const { challenges } = guardOf(services);
  const challenge = challenges.get(id);
  challenges.delete(id);
  return !!challenge && challenge.expiresAt > services.clock() && challenge.answer === answer;
}
