import type { Desafio } from '@generated/main/model';
import { solveChallenge, solveChallengeWorkers, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** Workers at most: a phone's big cores; more adds start-up cost for little gain. */
const MAX_WORKERS = 4;
/** Past this the challenge has most likely expired on the server anyway. */
const TIMEOUT_MS = 60_000;

/** The search failed here (no solution in time, a worker that would not run): not the API's word. */
export class ProofOfWorkError extends Error {
  constructor(cause?: unknown) {
    super('The proof-of-work challenge was not solved.', { cause });
    this.name = 'ProofOfWorkError';
  }
}

const createWorker = () =>
  new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });

/**
 * Solves a public lookup's proof-of-work challenge (issue 55) and returns what the lookup sends
 * as `desafio`: ALTCHA's base64 JSON of the challenge and its solution. The search runs in Web
 * Workers, one per core up to four; where there are none (tests in jsdom) on this thread, which
 * ALTCHA's loop yields every 200 ms. Rejects when it finds nothing in time or is aborted.
 */
export async function solveProofOfWork(challenge: Desafio, signal?: AbortSignal): Promise<string> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const options = { challenge: challenge as Challenge, controller, timeout: TIMEOUT_MS };
  const solution = await (
    typeof Worker === 'undefined'
      ? solveChallenge({ ...options, deriveKey })
      : solveChallengeWorkers({
          ...options,
          concurrency: Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 2),
          createWorker,
        })
  ).catch((error: unknown) => {
    throw new ProofOfWorkError(error);
  });
  if (!solution) throw new ProofOfWorkError();
  const { counter, derivedKey } = solution;
  // Hex, digits and ASCII keys only: btoa takes it as it is.
  return btoa(JSON.stringify({ challenge, solution: { counter, derivedKey } }));
}
