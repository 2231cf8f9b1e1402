import type { Clock } from '../security/clock.ts';

/** A clock tests move by hand. Starts inside the seeded current period (2026-II). */
export function createTestClock(start = Date.UTC(2026, 8, 14, 15, 0, 0)) {
  let now = start;
  const clock: Clock = () => now;
  return {
    clock,
    advance: (ms: number) => {
      now += ms;
    },
  };
}
