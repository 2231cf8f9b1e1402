import type { SessionClaims } from '@/lib/session';

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const HOUR_S = 3600;

/** A JWT shaped like the API's (the app never checks signatures); valid for an hour by default. */
export function makeToken(claims: Partial<SessionClaims> = {}, nowMs = Date.now()): string {
  const iat = Math.floor(nowMs / 1000);
  const payload: SessionClaims = {
    tip: 1,
    iat,
    exp: iat + HOUR_S,
    username: 'alumno',
    ida: 5001,
    idu: 1001,
    mat: 'A2026-0001',
    ...claims,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.c2lnbmF0dXJl`;
}
