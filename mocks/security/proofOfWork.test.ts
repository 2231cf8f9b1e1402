// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { solvedPayload } from '../test/solveProofOfWork.ts';
import { createTestClock } from '../test/testClock.ts';
import { CHALLENGE_MS, createProofOfWork, DEFAULT_POW_DIFFICULTY } from './proofOfWork.ts';

const secret = new TextEncoder().encode('a test secret of at least thirty-two bytes');
const EASY = { cost: 10, counterMin: 5, counterMax: 50 };
const setUp = (difficulty: Partial<typeof DEFAULT_POW_DIFFICULTY> = EASY) => {
  const time = createTestClock();
  return { ...time, pow: createProofOfWork({ secret, clock: time.clock, difficulty }) };
};
interface Decoded {
  challenge: { parameters: { cost: number; data: { vence: number } } };
  solution: { derivedKey: string };
}
const reencode = (payload: string, edit: (decoded: Decoded) => void) => {
  const decoded = JSON.parse(Buffer.from(payload, 'base64').toString());
  edit(decoded);
  return Buffer.from(JSON.stringify(decoded)).toString('base64');
};

describe('proof of work', () => {
  it('takes a solved challenge once, for the operation it was made for', async () => {
    const { pow } = setUp();
    const payload = await solvedPayload(await pow.create('consultarDeuda'));
    expect(await pow.spend(payload, 'verificacion')).toBe(false);
    expect(await pow.spend(payload, 'consultarDeuda')).toBe(true);
    expect(await pow.spend(payload, 'consultarDeuda')).toBe(false);
  });

  it('takes one of two requests sent at once with the same payload', async () => {
    const { pow } = setUp();
    const payload = await solvedPayload(await pow.create('consultarDeuda'));
    const both = await Promise.all([
      pow.spend(payload, 'consultarDeuda'),
      pow.spend(payload, 'consultarDeuda'),
    ]);
    expect(both.sort()).toEqual([false, true]);
  });

  it('takes a solution until the challenge’s 5 minutes end, not after', async () => {
    const { pow, advance } = setUp();
    const early = await solvedPayload(await pow.create('consultarDeuda'));
    const late = await solvedPayload(await pow.create('consultarDeuda'));
    advance(CHALLENGE_MS - 1);
    expect(await pow.spend(early, 'consultarDeuda')).toBe(true);
    advance(1);
    expect(await pow.spend(late, 'consultarDeuda')).toBe(false);
  });

  it('refuses a wrong key, a changed challenge, another instance’s and garbage', async () => {
    const { pow, clock } = setUp();
    const payload = await solvedPayload(await pow.create('consultarDeuda'));
    const wrongKey = reencode(payload, (p) => {
      p.solution.derivedKey = p.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    });
    const longer = reencode(payload, (p) => {
      p.challenge.parameters.data.vence += 3_600_000;
    });
    const easier = reencode(payload, (p) => {
      p.challenge.parameters.cost = 1;
    });
    const other = createProofOfWork({
      secret: new TextEncoder().encode('another secret of at least thirty-two bytes'),
      clock,
      difficulty: EASY,
    });
    const foreign = await solvedPayload(await other.create('consultarDeuda'));
    for (const forged of [wrongKey, longer, easier, foreign, 'bm8=', '', 'x'.repeat(3000)]) {
      expect(await pow.spend(forged, 'consultarDeuda')).toBe(false);
    }
    // None of them spent the real one.
    expect(await pow.spend(payload, 'consultarDeuda')).toBe(true);
  });

  it('asks the default number of attempts, chosen at random within its bounds', async () => {
    const { pow } = setUp(DEFAULT_POW_DIFFICULTY);
    const challenge = await pow.create('consultarDeuda');
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: DEFAULT_POW_DIFFICULTY.cost,
    });
    const payload = await solvedPayload(challenge);
    const { counter } = JSON.parse(Buffer.from(payload, 'base64').toString()).solution;
    expect(counter).toBeGreaterThanOrEqual(DEFAULT_POW_DIFFICULTY.counterMin);
    expect(counter).toBeLessThanOrEqual(DEFAULT_POW_DIFFICULTY.counterMax);
    expect(await pow.spend(payload, 'consultarDeuda')).toBe(true);
  });
});
