import { decodeJwt } from 'jose';

/** JWT claims of spec §3; `mat` only for students. */
export interface SessionClaims {
  tip: number;
  iat: number;
  exp: number;
  username: string;
  ida: number;
  idu: number;
  mat: string | null;
}

/** Reads the claims without checking the signature (the API does that); null when unreadable. */
export function decodeClaims(token: string): SessionClaims | null {
  let payload: Record<string, unknown>;
  try {
    payload = decodeJwt(token);
  } catch {
    return null;
  }
  const { tip, iat, exp, username, ida, idu, mat } = payload;
  if (typeof tip !== 'number' || typeof exp !== 'number') return null;
  return {
    tip,
    exp,
    iat: typeof iat === 'number' ? iat : 0,
    username: typeof username === 'string' ? username : '',
    ida: typeof ida === 'number' ? ida : 0,
    idu: typeof idu === 'number' ? idu : 0,
    mat: typeof mat === 'string' ? mat : null,
  };
}

/** spec §9: expiry comes from the exp claim (seconds); unreadable claims count as expired. */
export function isTokenExpired(claims: SessionClaims | null, nowMs: number): boolean {
  return claims === null || claims.exp * 1000 <= nowMs;
}
