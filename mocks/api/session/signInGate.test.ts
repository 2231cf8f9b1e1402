// @vitest-environment node
// issue 55: five wrong passwords for a user from anywhere locked the user out everywhere, and 30
// failures from a lab's shared address blocked every sign-in from it. With device cookies the
// lock-outs hit only browsers not known to be the user's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../security/deviceCookie.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';

const PASSWORD = 'Campus2026';
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

/** A sign-in from `address`, carrying the browser's device cookie when it has one. */
const signIn = (address: string, usuario: string, clave: string, cookie?: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/main/auth/login',
    payload: { usuario, clave },
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
  });

/** The user's own browser: signs in once, keeps the device cookie it is given. */
async function ownBrowser(address: string, usuario: string): Promise<string> {
  const response = await signIn(address, usuario, PASSWORD);
  expect(response.statusCode, response.body).toBe(200);
  const setCookie = String(response.headers['set-cookie']);
  return setCookie.split(';')[0]!;
}

describe('the device cookie', () => {
  it('is signed, HttpOnly, SameSite=Strict and scoped to sign-in', async () => {
    const response = await signIn('198.51.100.1', 'docente', PASSWORD);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.`));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/api/main/auth');
    // A failed sign-in makes no device known.
    const failed = await signIn('198.51.100.1', 'docente', 'mala');
    expect(failed.headers['set-cookie']).toBeUndefined();
  });

  it('keeps the entries of the other users who signed in on the browser', async () => {
    const first = await ownBrowser('198.51.100.2', 'alumno2');
    const both = await signIn('198.51.100.2', 'alumno3', PASSWORD, first);
    const value = String(both.headers['set-cookie']).split(';')[0]!;
    expect(value.split('~')).toHaveLength(2);
  });
});

describe('lock-outs that only hit the attacker', () => {
  it('lets the victim sign in from their own browser while the account is under attack', async () => {
    const victim = await ownBrowser('198.51.100.10', 'extension1');
    for (let i = 0; i < 4; i += 1)
      expect((await signIn('203.0.113.50', 'extension1', 'Adivina1')).statusCode).toBe(401);
    expect((await signIn('203.0.113.50', 'extension1', 'Adivina1')).statusCode).toBe(429);
    // The right password from a browser not known to be theirs is still locked out...
    expect((await signIn('198.51.100.11', 'extension1', PASSWORD)).statusCode).toBe(429);
    // ...but not from their own.
    expect((await signIn('198.51.100.10', 'extension1', PASSWORD, victim)).statusCode).toBe(200);
    // And the attacker stays locked: the victim's sign-in lifted nothing for them.
    expect((await signIn('203.0.113.50', 'extension1', PASSWORD)).statusCode).toBe(429);
  });

  it('trusts no cookie that is forged, altered or made for another user', async () => {
    const own = await ownBrowser('198.51.100.20', 'alumno4');
    for (let i = 0; i < 5; i += 1) await signIn('203.0.113.51', 'alumno5', 'Adivina1');
    const [name, value] = own.split('=') as [string, string];
    const [user, nonce, signature] = value.split('.') as [string, string, string];
    const forged = [
      own, // alumno4's cookie, shown for alumno5
      `${name}=${Buffer.from('alumno5').toString('base64url')}.${nonce}.${signature}`,
      `${name}=${user}.${nonce}x.${signature}`,
      `${name}=${user}.${nonce}`,
    ];
    for (const cookie of forged)
      expect((await signIn('198.51.100.20', 'alumno5', PASSWORD, cookie)).statusCode).toBe(429);
  });

  it('locks a trusted browser that keeps failing, apart from the rest', async () => {
    const own = await ownBrowser('198.51.100.30', 'alumno6');
    for (let i = 0; i < 4; i += 1)
      expect((await signIn('198.51.100.30', 'alumno6', 'mala', own)).statusCode).toBe(401);
    expect((await signIn('198.51.100.30', 'alumno6', 'mala', own)).statusCode).toBe(429);
    expect((await signIn('198.51.100.30', 'alumno6', PASSWORD, own)).statusCode).toBe(429);
    // Its failures were its own: elsewhere the user is not locked.
    expect((await signIn('198.51.100.31', 'alumno6', PASSWORD)).statusCode).toBe(200);
  });
});

describe('one address shared by a lab', () => {
  const LAB = '203.0.113.60';

  it('still throttles a spray across accounts from it', async () => {
    for (let i = 0; i < 30; i += 1)
      expect((await signIn(LAB, `alumno${(i % 8) + 10}`, 'Verano2026')).statusCode).toBe(401);
    const sprayed = await signIn(LAB, 'alumno18', 'Verano2026');
    expect(sprayed.statusCode).toBe(429);
    expect(sprayed.headers['retry-after']).toBe('600');
    // A browser not known to any of the lab's users meets the limit, right password or not.
    expect((await signIn(LAB, 'alumno', PASSWORD)).statusCode).toBe(429);
  });

  it('signs in the students whose browsers are known, and counts not their failures', async () => {
    const known = await ownBrowser('198.51.100.40', 'alumno');
    // The lab is over its limit (previous test): the student's own browser is let through.
    expect((await signIn(LAB, 'alumno', PASSWORD, known)).statusCode).toBe(200);
    api.advance(10 * 60_000);
    // A known browser's typo counts for that browser only, never for the lab's address.
    for (let i = 0; i < 29; i += 1) await signIn(LAB, `nadie${i}`, 'x');
    expect((await signIn(LAB, 'alumno', 'typo', known)).statusCode).toBe(401);
    expect((await signIn(LAB, 'docente', PASSWORD)).statusCode).toBe(200);
    expect((await signIn(LAB, 'nadie29', 'x')).statusCode).toBe(401);
    expect((await signIn(LAB, 'nadie30', 'x')).statusCode).toBe(429);
  });
});
