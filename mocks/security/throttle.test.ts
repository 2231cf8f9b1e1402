// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../test/testClock.ts';
import { BackoffThrottle } from './throttle.ts';

function setup(options: { maxKeys?: number } = {}) {
  const { clock, advance } = createTestClock();
  return { advance, throttle: new BackoffThrottle({ clock, ...options }) };
}

describe('backoff throttle', () => {
  it('lets four failures through and locks 30 s on the fifth', () => {
    const { throttle } = setup();
    for (let i = 0; i < 4; i += 1) expect(throttle.record('alumno')).toBe(0);
    expect(throttle.retryAfterSeconds('alumno')).toBe(0);
    expect(throttle.record('alumno')).toBe(30);
    expect(throttle.retryAfterSeconds('alumno')).toBe(30);
  });

  it('counts the wait down and frees the key when it is over', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 5; i += 1) throttle.record('alumno');
    advance(12_500);
    expect(throttle.retryAfterSeconds('alumno')).toBe(18);
    advance(17_500);
    expect(throttle.retryAfterSeconds('alumno')).toBe(0);
  });

  it('doubles the lock with each further failure, up to 15 minutes', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 4; i += 1) throttle.record('alumno');
    const locks = [];
    for (let i = 0; i < 8; i += 1) {
      const lock = throttle.record('alumno');
      locks.push(lock);
      advance(lock * 1000);
    }
    expect(locks).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('forgets a key on reset and keeps keys apart', () => {
    const { throttle } = setup();
    for (let i = 0; i < 5; i += 1) throttle.record('alumno');
    expect(throttle.retryAfterSeconds('docente')).toBe(0);
    throttle.reset('alumno');
    expect(throttle.retryAfterSeconds('alumno')).toBe(0);
    expect(throttle.record('alumno')).toBe(0);
  });

  it('remembers a bounded number of keys, dropping the oldest', () => {
    const { throttle } = setup({ maxKeys: 2 });
    for (const key of ['a', 'b', 'c']) for (let i = 0; i < 5; i += 1) throttle.record(key);
    expect(throttle.retryAfterSeconds('a')).toBe(0);
    expect(throttle.retryAfterSeconds('c')).toBe(30);
  });
});
