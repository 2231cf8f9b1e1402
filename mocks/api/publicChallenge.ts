import type { components } from '../../generated/main/paths.ts';
import type { DemoServices } from './context.ts';
import { badRequest } from './errors.ts';
import { texts } from './texts.ts';

// What the public lookups (debt, certificate and sworn statement verification) share: a solved
// proof-of-work challenge made for them, spent by the request (issue 55).

type Desafio = components['schemas']['Desafio'];

/** A new challenge for the operation named `purpose`, as the contract shapes it. */
export async function newChallenge(services: DemoServices, purpose: string): Promise<Desafio> {
  const { parameters, signature } = await services.proofOfWork.create(purpose);
  // Signed with a key signature and our data (security/proofOfWork.ts): every field is there.
  return { parameters: parameters as Desafio['parameters'], signature: signature! };
}

/** 400 on `desafio` unless it solves a challenge made for `purpose`; spends it. */
export async function spendChallenge(
  services: DemoServices,
  desafio: string,
  purpose: string,
): Promise<void> {
  if (!(await services.proofOfWork.spend(desafio, purpose))) {
    throw badRequest({ desafio: [texts.challengeRefused] }, 'Proof of work refused');
  }
}

/** Each word's initial and a dot, no letter counts (issue 55): 'Lucía Quispe Huamán' -> 'L. Q. H.'. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${word[0]!.toLocaleUpperCase('es-PE')}.`)
    .join(' ');
