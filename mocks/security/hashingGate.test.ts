// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HashingBusyError, HashingGate } from './hashingGate.ts';

/** Work that finishes when the test says so. */
const held = () => {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
};

describe('HashingGate', () => {
  it('runs at most `concurrency` at once, queues `maxQueued` more and refuses the next', async () => {
    const gate = new HashingGate(2, 1);
    const jobs = [held(), held(), held()];
    const started: number[] = [];
    const running = jobs.map((job, index) =>
      gate.run(async () => {
        started.push(index);
        await job.work();
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    await expect(gate.run(async () => 'late')).rejects.toBeInstanceOf(HashingBusyError);
    jobs[0]!.finish();
    await running[0];
    // The freed slot went to the one in line.
    await expect.poll(() => started).toEqual([0, 1, 2]);
    jobs[1]!.finish();
    jobs[2]!.finish();
    expect(await Promise.all(running)).toEqual([0, 1, 2]);
    // Everything done: the gate takes work at once again.
    expect(await gate.run(async () => 'again')).toBe('again');
  });

  it('frees its slot when the work fails', async () => {
    const gate = new HashingGate(1, 0);
    await expect(gate.run(async () => Promise.reject(new Error('scrypt')))).rejects.toThrow(
      'scrypt',
    );
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
