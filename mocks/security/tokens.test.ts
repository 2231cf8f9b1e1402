// @vitest-environment node
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../test/testClock.ts';
import { createTokenService, InvalidTokenError, type TokenSubject } from './tokens.ts';

const secret = new TextEncoder().encode('unit-test-secret-with-enough-bytes-0123');
const subject: TokenSubject = {
  tip: 1,
  username: 'alumno',
  ida: 5001,
  idu: 1001,
  mat: 'A2026-00001',
  sid: '5f0c4e1a-2b3d-4c5e-8f90-a1b2c3d4e5f6',
};
const nowSeconds = (clock: () => number) => Math.floor(clock() / 1000);

function setup() {
  const { clock, advance } = createTestClock();
  return { clock, advance, tokens: createTokenService({ secret, ttlSeconds: 3600, clock }) };
}

const sign = (claims: Record<string, unknown>, key = secret, alg = 'HS256') =>
  new SignJWT(claims).setProtectedHeader({ alg }).sign(key);

describe('token service', () => {
  it('issues a token whose claims verify', async () => {
    const { tokens, clock } = setup();
    const claims = await tokens.verify(await tokens.issue(subject));
    expect(claims).toEqual({ ...subject, iat: nowSeconds(clock), exp: nowSeconds(clock) + 3600 });
  });

  it('rejects an unsigned token (alg none)', async () => {
    const { tokens, clock } = setup();
    const unsigned = new UnsecuredJWT({ ...subject })
      .setIssuedAt(nowSeconds(clock))
      .setExpirationTime(nowSeconds(clock) + 60)
      .encode();
    await expect(tokens.verify(unsigned)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('rejects a token with a tampered signature', async () => {
    const { tokens } = setup();
    const token = await tokens.issue(subject);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    await expect(tokens.verify(`${token.slice(0, -1)}${last}`)).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
  });

  it('rejects a forged tip: the payload no longer matches the signature', async () => {
    const { tokens } = setup();
    const [header, payload, signature] = (await tokens.issue(subject)).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, tip: 3 })).toString('base64url');
    await expect(tokens.verify(`${header}.${forged}.${signature}`)).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
  });

  it('rejects a token signed with another secret or another algorithm', async () => {
    const { tokens, clock } = setup();
    const claims = { ...subject, iat: nowSeconds(clock), exp: nowSeconds(clock) + 60 };
    const otherKey = new TextEncoder().encode('another-secret-that-is-long-enough-1234');
    await expect(tokens.verify(await sign(claims, otherKey))).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
    await expect(tokens.verify(await sign(claims, secret, 'HS512'))).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
  });

  it('rejects an expired token once past the clock skew', async () => {
    const { tokens, advance } = setup();
    const token = await tokens.issue(subject);
    advance(3600_000 + 29_000);
    await expect(tokens.verify(token)).resolves.toMatchObject({ idu: 1001 });
    advance(2_000);
    await expect(tokens.verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('rejects a token not valid yet (nbf or iat in the future)', async () => {
    const { tokens, clock } = setup();
    const now = nowSeconds(clock);
    const base = { ...subject, exp: now + 3600 };
    await expect(
      tokens.verify(await sign({ ...base, iat: now, nbf: now + 120 })),
    ).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(tokens.verify(await sign({ ...base, iat: now + 120 }))).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
    await expect(tokens.verify(await sign({ ...base, iat: now + 10 }))).resolves.toMatchObject({
      idu: 1001,
    });
  });

  it('rejects tokens without exp or with claims of the wrong type', async () => {
    const { tokens, clock } = setup();
    const now = nowSeconds(clock);
    await expect(tokens.verify(await sign({ ...subject, iat: now }))).rejects.toBeInstanceOf(
      InvalidTokenError,
    );
    await expect(
      tokens.verify(await sign({ ...subject, tip: 9, iat: now, exp: now + 60 })),
    ).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(
      tokens.verify(await sign({ ...subject, idu: '1001', iat: now, exp: now + 60 })),
    ).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('refuses a secret shorter than 32 bytes', () => {
    const { clock } = setup();
    expect(() => createTokenService({ secret: new Uint8Array(16), ttlSeconds: 60, clock })).toThrow(
      /32 bytes/,
    );
  });
});
