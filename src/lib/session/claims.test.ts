import { describe, expect, it } from 'vitest';
import { makeToken } from '@/test/tokens';
import { decodeClaims, isTokenExpired } from './claims';

const NOW = Date.UTC(2026, 2, 2, 15, 0, 0);

describe('decodeClaims', () => {
  it('reads tip, iat, exp, username, ida, idu and mat', () => {
    const token = makeToken({ tip: 2, username: 'docente', ida: 6001, idu: 2001, mat: null }, NOW);
    expect(decodeClaims(token)).toEqual({
      tip: 2,
      iat: NOW / 1000,
      exp: NOW / 1000 + 3600,
      username: 'docente',
      ida: 6001,
      idu: 2001,
      mat: null,
    });
  });

  it('answers null for text that is not a JWT', () => {
    expect(decodeClaims('not-a-token')).toBeNull();
    expect(decodeClaims('')).toBeNull();
  });

  it('answers null when tip or exp is missing', () => {
    expect(decodeClaims(makeToken({ exp: undefined }))).toBeNull();
    expect(decodeClaims(makeToken({ tip: undefined }))).toBeNull();
  });
});

describe('isTokenExpired', () => {
  const claims = decodeClaims(makeToken({}, NOW));

  it('is valid before exp', () => {
    expect(isTokenExpired(claims, NOW + 3599_000)).toBe(false);
  });

  it('is expired from exp on', () => {
    expect(isTokenExpired(claims, NOW + 3600_000)).toBe(true);
  });

  it('treats unreadable claims as expired', () => {
    expect(isTokenExpired(null, NOW)).toBe(true);
  });
});
