import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

// The public lookups' proof of work in component tests (issue 55): a real ALTCHA challenge, made
// easy (a few attempts of one iteration), which the page solves with the real solver.

const secrets = {
  hmacSignatureSecret: 'component-test-signature-secret',
  hmacKeySignatureSecret: 'component-test-key-secret',
};

/** An easy challenge, as `obtenerDesafio…` answers it. */
export const easyChallenge = (uso: string) =>
  createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter: 7,
    deriveKey,
    data: { uso, vence: Date.now() + 300_000 },
    ...secrets,
  });

/** Whether a `desafio` a page sent solves a challenge `easyChallenge` made. */
export async function solves(desafio: unknown): Promise<boolean> {
  if (typeof desafio !== 'string') return false;
  const { challenge, solution } = JSON.parse(atob(desafio)) as {
    challenge: Challenge;
    solution: { counter: number; derivedKey: string };
  };
  return (await verifySolution({ challenge, solution, deriveKey, ...secrets })).verified;
}
