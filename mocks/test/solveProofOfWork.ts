import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** What a browser sends after solving `challenge`: ALTCHA's base64 JSON payload. */
export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The proof-of-work challenge was not solved in time.');
  const { counter, derivedKey } = solution;
  return Buffer.from(JSON.stringify({ challenge, solution: { counter, derivedKey } })).toString(
    'base64',
  );
}

/**
 * A challenge asked of the test API at `url` (from `remoteAddress`, whose limit it counts
 * against) and solved: the `desafio` a lookup sends.
 */
export async function solvedFrom(
  app: FastifyInstance,
  url: string,
  remoteAddress?: string,
): Promise<string> {
  const response = await app.inject({ method: 'POST', url, remoteAddress });
  if (response.statusCode !== 200) {
    throw new Error(`No challenge from ${url}: ${response.statusCode} ${response.body}`);
  }
  return solvedPayload(response.json().results as Challenge);
}
