import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's device cookies: a browser that signed in as a user carries a signed token saying so, and
 * sign-in limits treat it apart from the rest of the world. The cookie holds one entry per user
 * who signed in on the browser (the newest few): `base64url(username).nonce.signature`.
 */
export const DEVICE_COOKIE = 'campus_dispositivo';
const MAX_ENTRIES = 5;
const MAX_AGE_SECONDS = 180 * 24 * 3600;
const NONCE_BYTES = 12;

export interface DeviceCookies {
  /** The nonce of the device entry `cookieHeader` holds for `username`, or null (untrusted). */
  deviceOf(cookieHeader: string | undefined, username: string): string | null;
  /** Whether `cookieHeader` holds any entry whose signature holds, whatever its user. */
  knowsAny(cookieHeader: string | undefined): boolean;
  /** The Set-Cookie value after `username` signed in: a fresh entry, the browser's others kept. */
  afterSignIn(cookieHeader: string | undefined, username: string, secure: boolean): string;
}

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** The cookie's value in a Cookie header, if any. */
function cookieValue(header: string | undefined): string {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=');
  }
  return '';
}

export function createDeviceCookies(secret: Uint8Array): DeviceCookies {
  // A key of its own, derived from the token secret: the same across restarts, and a device
  // entry can never pass for a token or the reverse.
  const key = createHmac('sha256', secret).update('campus device cookie').digest();
  const sign = (payload: string) =>
    createHmac('sha256', key).update(payload).digest('base64url').slice(0, 32);

  /** The entries whose signature holds, as [encoded username, nonce]. */
  const validEntries = (header: string | undefined): [string, string][] =>
    cookieValue(header)
      .split('~')
      .flatMap((entry) => {
        const [user, nonce, signature] = entry.split('.');
        if (!user || !nonce || !signature) return [];
        const expected = Buffer.from(sign(`${user}.${nonce}`));
        const given = Buffer.from(signature);
        return expected.length === given.length && timingSafeEqual(expected, given)
          ? [[user, nonce] as [string, string]]
          : [];
      });

  return {
    deviceOf(cookieHeader, username) {
      const user = encode(username);
      return validEntries(cookieHeader).find(([entryUser]) => entryUser === user)?.[1] ?? null;
    },
    knowsAny(cookieHeader) {
      return validEntries(cookieHeader).length > 0;
    },
    afterSignIn(cookieHeader, username, secure) {
      const user = encode(username);
      const nonce = randomBytes(NONCE_BYTES).toString('base64url');
      const others = validEntries(cookieHeader).filter(([entryUser]) => entryUser !== user);
      const entries = [...others, [user, nonce]]
        .slice(-MAX_ENTRIES)
        .map(
          ([entryUser, entryNonce]) =>
            `${entryUser}.${entryNonce}.${sign(`${entryUser}.${entryNonce}`)}`,
        );
      // Only sign-in reads it: scripts cannot (HttpOnly) and other sites' requests do not carry it.
      const attributes = [
        `${DEVICE_COOKIE}=${entries.join('~')}`,
        'Path=/api/main/auth',
        `Max-Age=${MAX_AGE_SECONDS}`,
        'HttpOnly',
        'SameSite=Strict',
      ];
      if (secure) attributes.push('Secure');
      return attributes.join('; ');
    },
  };
}
