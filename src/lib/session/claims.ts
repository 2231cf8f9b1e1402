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

// A JWT's payload is base64url JSON; reading it needs no crypto library in the browser bundle.
function readPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !/^[A-Za-z0-9_-]+$/.test(parts[1])) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Reads the claims without checking the signature (the API does that); null when unreadable. */
export function decodeClaims(token: string): SessionClaims | null {
  const payload = readPayload(token);
  if (!payload) return null;
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
