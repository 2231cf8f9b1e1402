import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Clock } from './clock.ts';

// The public lookups' proof of work (issue 55): an ALTCHA challenge made and checked here, no
// third-party service. The browser must find the counter whose PBKDF2 key starts with the signed
// prefix; the demo API picked that counter at random, so the work is bounded and uniform, and
// checking the answer is one HMAC (the key's signature), not a search.

export const POW_ALGORITHM = 'PBKDF2/SHA-256';

export interface PowDifficulty {
  /** PBKDF2 iterations per attempt: big enough that the browser's per-call overhead is small. */
  cost: number;
  /** The secret counter is drawn from [counterMin, counterMax]: attempts the client needs. */
  counterMin: number;
  counterMax: number;
}

/**
 * 600 attempts of 1,000 PBKDF2 iterations on average, 1,000 at most: about a second in Chromium
 * at a 4x CPU slowdown (a mid-range phone, as Lighthouse's mobile preset has it), measured by
 * `npm run bench:pow` (README: 'Public lookups and their proof of work').
 */
export const DEFAULT_POW_DIFFICULTY: PowDifficulty = {
  cost: 1_000,
  counterMin: 200,
  counterMax: 1_000,
};

/** How long a challenge may be solved and spent. */
export const CHALLENGE_MS = 5 * 60_000;
/** Spent challenges remembered at most; past it new payloads are refused rather than forgotten. */
const MAX_SPENT = 100_000;
/** The payload is a few hundred characters: anything much longer is not ours. */
export const MAX_PAYLOAD_CHARS = 2_000;

export interface ProofOfWork {
  /** A new challenge for the operation named `purpose`. */
  create(purpose: string): Promise<Challenge>;
  /**
   * Whether `payload` (base64 JSON `{ challenge, solution }`, as ALTCHA sends it) solves a
   * challenge this instance made for `purpose`, within its minutes and never spent before. A
   * payload that passes is spent.
   */
  spend(payload: string, purpose: string): Promise<boolean>;
}

interface Payload {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The payload's parts, or null when it is not the shape ALTCHA sends. */
function decode(payload: string): Payload | null {
  if (payload.length > MAX_PAYLOAD_CHARS) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isObject(parsed) || !isObject(parsed.challenge) || !isObject(parsed.solution)) return null;
  const { challenge, solution } = parsed;
  if (!isObject(challenge.parameters) || typeof challenge.signature !== 'string') return null;
  if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
  return parsed as unknown as Payload;
}

/** Both HMAC secrets, derived from the token secret: the same across restarts, used nowhere else. */
const deriveSecret = (secret: Uint8Array, label: string) =>
  createHmac('sha256', secret).update(label).digest('hex');

export function createProofOfWork(options: {
  secret: Uint8Array;
  clock: Clock;
  difficulty?: Partial<PowDifficulty>;
}): ProofOfWork {
  const { clock } = options;
  const { cost, counterMin, counterMax } = { ...DEFAULT_POW_DIFFICULTY, ...options.difficulty };
  const hmacSignatureSecret = deriveSecret(options.secret, 'campus proof of work');
  const hmacKeySignatureSecret = deriveSecret(options.secret, 'campus proof of work key');
  /** Spent challenges by signature, with the instant each stops mattering. */
  const spent = new Map<string, number>();

  const forgetExpired = () => {
    const now = clock();
    for (const [signature, expiresAt] of spent) if (expiresAt <= now) spent.delete(signature);
  };

  return {
    create: (purpose) =>
      createChallenge({
        algorithm: POW_ALGORITHM,
        cost,
        counter: randomInt(counterMax, counterMin),
        deriveKey,
        // Our own expiry on the demo clock, signed with the rest (the library's expiresAt reads
        // the machine's clock, which a test or a stopped demo clock does not move).
        data: { uso: purpose, vence: clock() + CHALLENGE_MS },
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),

    async spend(payload, purpose) {
      const decoded = decode(payload);
      if (!decoded) return false;
      const { parameters, signature } = decoded.challenge;
      const expiresAt = parameters.data?.vence;
      if (parameters.data?.uso !== purpose || typeof expiresAt !== 'number') return false;
      if (expiresAt <= clock() || spent.has(signature!)) return false;
      if (spent.size >= MAX_SPENT / 2) forgetExpired();
      if (spent.size >= MAX_SPENT) return false;
      // Taken before the check's await, so two requests with one payload cannot both pass.
      spent.set(signature!, expiresAt);
      const result = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      // A payload that fails is not ours to remember: forged ones must not fill the map.
      if (!result.verified) spent.delete(signature!);
      return result.verified;
    },
  };
}
