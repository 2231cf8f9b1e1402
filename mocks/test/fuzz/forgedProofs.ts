import type { Challenge } from 'altcha-lib';

type Decoded = {
  challenge: Challenge & { parameters: { data: Record<string, unknown> } };
  solution: { counter: number; derivedKey: string };
};
const decode = (payload: string) =>
  JSON.parse(Buffer.from(payload, 'base64').toString()) as Decoded;
const encode = (decoded: unknown) => Buffer.from(JSON.stringify(decoded)).toString('base64');
const edit = (payload: string, change: (decoded: Decoded) => void) => {
  const decoded = decode(payload);
  change(decoded);
  return encode(decoded);
};

/** How a forged `desafio` is made from a genuine solved one, by what it tries. */
export const FORGERIES: Record<string, (solved: string) => string> = {
  'not base64 JSON': () => 'AAAAAAAA',
  'an empty object': () => encode({}),
  'no solution': (solved) => encode({ challenge: decode(solved).challenge }),
  'a guessed key': (solved) =>
    edit(solved, (d) => {
      d.solution.derivedKey = '00'.repeat(32);
    }),
  'a counter for another key': (solved) =>
    edit(solved, (d) => {
      d.solution.counter += 1;
      d.solution.derivedKey = d.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    }),
  'a later expiry': (solved) =>
    edit(solved, (d) => {
      d.challenge.parameters.data.vence = Number(d.challenge.parameters.data.vence) + 3_600_000;
    }),
  'an easier challenge': (solved) =>
    edit(solved, (d) => {
      d.challenge.parameters.cost = 1;
    }),
  'another operation': (solved) =>
    edit(solved, (d) => {
      d.challenge.parameters.data.uso = 'otraConsulta';
    }),
  'no signature': (solved) =>
    edit(solved, (d) => {
      delete d.challenge.signature;
    }),
  'a counter past 2^32': (solved) =>
    edit(solved, (d) => {
      d.solution.counter = 2 ** 40;
    }),
};
