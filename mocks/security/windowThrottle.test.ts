// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../test/testClock.ts';
import { WindowThrottle } from './windowThrottle.ts';

const throttleOf = (limit = 3, windowMs = 60_000) => {
  const { clock, advance } = createTestClock();
  return { throttle: new WindowThrottle({ clock, limit, windowMs }), advance };
};

describe('WindowThrottle', () => {
  it('lets a key make `limit` attempts in the window and refuses the next until the oldest ages out', () => {
    const { throttle, advance } = throttleOf();
    throttle.record('10.0.0.1');
    advance(10_000);
    throttle.record('10.0.0.1');
    expect(throttle.retryAfterSeconds('10.0.0.1')).toBe(0);
    throttle.record('10.0.0.1');
    // The first attempt leaves the window 50 s from now.
    expect(throttle.retryAfterSeconds('10.0.0.1')).toBe(50);
    expect(throttle.retryAfterSeconds('10.0.0.2')).toBe(0);
    advance(50_000);
    expect(throttle.retryAfterSeconds('10.0.0.1')).toBe(0);
  });

  it('takes back an attempt that turned out not to count', () => {
    const { throttle } = throttleOf(2);
    throttle.record('10.0.0.1');
    const success = throttle.record('10.0.0.1');
    expect(throttle.retryAfterSeconds('10.0.0.1')).toBeGreaterThan(0);
    throttle.forget('10.0.0.1', success);
    expect(throttle.retryAfterSeconds('10.0.0.1')).toBe(0);
  });

  it('forgets the oldest keys past its size', () => {
    const { clock } = createTestClock();
    const throttle = new WindowThrottle({ clock, limit: 1, windowMs: 60_000, maxKeys: 2 });
    for (const key of ['a', 'b', 'c']) throttle.record(key);
    expect(throttle.retryAfterSeconds('a')).toBe(0);
    expect(throttle.retryAfterSeconds('c')).toBeGreaterThan(0);
  });
});
