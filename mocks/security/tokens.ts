import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock.ts';

export interface TokenSubject {
  tip: 1 | 2 | 3;
  username: string;
  ida: number;
  idu: number;
  /** Enrolment code; students only. */
  mat: string | null;
  /** The session the token belongs to (a row of `sessions`): signing out or a new password ends it. */
  sid: string;
}

export interface TokenClaims extends TokenSubject {
  iat: number;
  exp: number;
}

export interface TokenService {
  /** How long a token lives: its session row lives as long. */
  readonly ttlSeconds: number;
  issue(subject: TokenSubject): Promise<string>;
  /** Resolves the claims of a valid token; rejects with InvalidTokenError otherwise. */
  verify(token: string): Promise<TokenClaims>;
}

export class InvalidTokenError extends Error {}

const ALGORITHM = 'HS256';
/** Seconds of clock difference tolerated between issuer and verifier. */
export const CLOCK_SKEW_SECONDS = 30;
export const MIN_SECRET_BYTES = 32;

const isTip = (value: unknown): value is 1 | 2 | 3 => value === 1 || value === 2 || value === 3;
const isId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0;

export function createTokenService(options: {
  secret: Uint8Array;
  ttlSeconds: number;
  clock: Clock;
}): TokenService {
  const { secret, ttlSeconds, clock } = options;
  if (secret.byteLength < MIN_SECRET_BYTES) {
    throw new Error(`The JWT secret must have at least ${MIN_SECRET_BYTES} bytes.`);
  }
  const nowSeconds = () => Math.floor(clock() / 1000);

  return {
    ttlSeconds,
    issue: (subject) => {
      const iat = nowSeconds();
      return new SignJWT({ ...subject })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(secret);
    },
    verify: async (token) => {
      try {
        // The allowlist rejects `alg: none` and every algorithm but the one we sign with.
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          currentDate: new Date(clock()),
          clockTolerance: CLOCK_SKEW_SECONDS,
          requiredClaims: ['iat', 'exp'],
        });
        const { tip, username, ida, idu, mat, sid, iat, exp } = payload;
        // jose checks iat only against a max age; a token from the future is forged or mis-clocked.
        if (typeof iat !== 'number' || iat > nowSeconds() + CLOCK_SKEW_SECONDS)
          throw new Error('iat in the future');
        if (
          !isTip(tip) ||
          !isId(ida) ||
          !isId(idu) ||
          typeof username !== 'string' ||
          typeof sid !== 'string' ||
          typeof exp !== 'number'
        ) {
          throw new Error('claims of the wrong type');
        }
        if (mat !== undefined && mat !== null && typeof mat !== 'string')
          throw new Error('mat of the wrong type');
        return { tip, username, ida, idu, mat: mat ?? null, sid, iat, exp };
      } catch (error) {
        throw new InvalidTokenError('Invalid or expired token', { cause: error });
      }
    },
  };
}
