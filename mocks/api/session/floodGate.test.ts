// @vitest-environment node
// issue 55: a one-address flood of sign-ins, almost all already refused, still slowed every other
// user, because each refusal was read, parsed and validated first. Once an address is over the
// failures limit, its sign-ins and resets are answered in the earliest hook: a body that could
// not even be parsed gets the 429, which proves nothing past the hook ran.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { sessionTexts } from './texts.ts';

const LIMIT = 30;
const FLOODED = '203.0.113.77';
let api: TestApi;
beforeAll(async () => {
  // As `npm start` serves it: the refusal, written past the hooks, must carry the site's headers.
  api = await createTestApi({ campusServer: true });
});
afterAll(() => api.app.close());

const post = (url: string, address: string, payload: string, cookie?: string) =>
  api.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: address,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });
const LOGIN = '/api/main/auth/login';
const RESET = '/api/main/auth/clave/restablecer';
/** Unparseable: a request that reaches body parsing gets 400, never 429. */
const BROKEN = '{"usuario":';

/** A failed sign-in for an unknown user (each its own, so no account lock-out plays a part). */
const fail = (address: string, n: number) =>
  post(LOGIN, address, JSON.stringify({ usuario: `nadie${n}`, clave: 'Adivina1' }));

describe('a flooded address is refused before its body is read', () => {
  it('reads and checks every sign-in until the limit, and none after it', async () => {
    for (let n = 1; n < LIMIT; n += 1) expect((await fail(FLOODED, n)).statusCode).toBe(401);
    // One failure short of the limit: the request still reaches the parser.
    expect((await post(LOGIN, FLOODED, BROKEN)).statusCode).toBe(400);
    expect((await fail(FLOODED, LIMIT)).statusCode).toBe(401);

    const refused = await post(LOGIN, FLOODED, BROKEN);
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(refused.json().messagePublic).toBe(sessionTexts.tooManyFromAddress(seconds));
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // The same security headers as an answer that went through every hook.
    const answered = await post(LOGIN, '203.0.113.78', BROKEN);
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy']) {
      expect(answered.headers[name], name).toBeTruthy();
      expect(refused.headers[name], name).toBe(answered.headers[name]);
    }
  });

  it('holds resets from the address the same way', async () => {
    expect((await post(RESET, FLOODED, BROKEN)).statusCode).toBe(429);
    expect((await post(RESET, '203.0.113.78', BROKEN)).statusCode).toBe(400);
  });

  it('leaves other addresses and the flooded address’s other requests alone', async () => {
    expect((await post(LOGIN, '203.0.113.78', BROKEN)).statusCode).toBe(400);
    expect((await post('/api/main/auth/clave/olvido', FLOODED, BROKEN)).statusCode).toBe(400);
  });

  it('lets a browser with a device cookie through to the sign-in, and no forged cookie', async () => {
    const own = await post(LOGIN, '198.51.100.30', '{"usuario":"alumno","clave":"Campus2026"}');
    expect(own.statusCode, own.body).toBe(200);
    const cookie = String(own.headers['set-cookie']).split(';')[0]!;
    const fromLab = await post(LOGIN, FLOODED, '{"usuario":"alumno","clave":"Campus2026"}', cookie);
    expect(fromLab.statusCode, fromLab.body).toBe(200);

    const forged = cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await post(LOGIN, FLOODED, BROKEN, forged)).statusCode).toBe(429);
  });
});
