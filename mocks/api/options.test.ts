// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { systemClock } from '../security/clock.ts';
import { resolveOptions } from './options.ts';

describe('demo API options', () => {
  it('keeps the database, its secret and the outbox together under .data by default', () => {
    const options = resolveOptions({}, {});
    expect(options).toMatchObject({
      dbFile: '.data/campus.db',
      jwtSecret: undefined,
      jwtSecretFile: '.data/jwt-secret',
      outboxFile: '.data/outbox.jsonl',
      tokenTtlSeconds: 28_800,
      seed: { students: undefined },
    });
  });

  // issue 55: under `npm start` (no NODE_ENV) the tools were on and any staff account could send.
  it('turns the development tools on only when CAMPUS_DEV_TOOLS is exactly 1', () => {
    expect(resolveOptions({}, {}).devTools).toBe(false);
    expect(resolveOptions({}, { NODE_ENV: 'development' }).devTools).toBe(false);
    for (const value of ['', '0', 'true', 'yes', ' 1'])
      expect(resolveOptions({}, { CAMPUS_DEV_TOOLS: value }).devTools).toBe(false);
    expect(resolveOptions({}, { CAMPUS_DEV_TOOLS: '1' }).devTools).toBe(true);
    expect(resolveOptions({ devTools: false }, { CAMPUS_DEV_TOOLS: '1' }).devTools).toBe(false);
  });

  it('reads the CAMPUS_* environment when options leave a value out', () => {
    const env = {
      CAMPUS_DB_FILE: '/tmp/campus/demo.db',
      CAMPUS_JWT_SECRET: 's'.repeat(40),
      CAMPUS_JWT_TTL: '600',
      CAMPUS_SEED_STUDENTS: '10000',
      CAMPUS_OUTBOX_FILE: '/tmp/mails.jsonl',
    };
    expect(resolveOptions({}, env)).toMatchObject({
      dbFile: '/tmp/campus/demo.db',
      jwtSecret: 's'.repeat(40),
      jwtSecretFile: '/tmp/campus/jwt-secret',
      tokenTtlSeconds: 600,
      seed: { students: 10_000 },
      outboxFile: '/tmp/mails.jsonl',
    });
    expect(resolveOptions({ tokenTtlSeconds: 60, seed: { students: 5 } }, env)).toMatchObject({
      tokenTtlSeconds: 60,
      seed: { students: 5 },
    });
  });

  it('keeps an in-memory database free of files unless told otherwise', () => {
    expect(resolveOptions({ dbFile: ':memory:' }, {})).toMatchObject({
      jwtSecretFile: null,
      outboxFile: null,
    });
  });

  it('rejects a lifetime that is not a whole number', () => {
    expect(() => resolveOptions({}, { CAMPUS_JWT_TTL: '8h' })).toThrow(/CAMPUS_JWT_TTL/);
  });

  it('stops the clock at CAMPUS_CLOCK, and refuses it in production mode', () => {
    const { clock } = resolveOptions({}, { CAMPUS_CLOCK: '2026-11-25T10:00:00-05:00' });
    expect(clock()).toBe(Date.UTC(2026, 10, 25, 15));
    expect(clock()).toBe(Date.UTC(2026, 10, 25, 15));
    expect(() =>
      resolveOptions({}, { CAMPUS_CLOCK: '2026-11-25T10:00:00Z', NODE_ENV: 'production' }),
    ).toThrow(/refused/);
    expect(() => resolveOptions({}, { CAMPUS_CLOCK: 'mañana' })).toThrow(/CAMPUS_CLOCK/);
    // Without it, the system's clock itself (compared by identity, not by reading it twice).
    expect(resolveOptions({}, {}).clock).toBe(systemClock);
  });
});
