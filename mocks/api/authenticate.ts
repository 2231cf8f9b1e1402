import type { FastifyRequest } from 'fastify';
import type { DatabaseSync } from 'node:sqlite';
import { queryOne } from '../db/query.ts';
import type { TokenService } from '../security/tokens.ts';
import { CALLER_SQL, HOLDS_SQL } from './authenticate.sql.ts';
import { ApiError, forbidden, unauthorized } from './errors.ts';
import type { Operation, Role } from './spec.ts';
import { texts } from './texts.ts';

export interface Caller {
  idu: number;
  ida: number;
  tip: 1 | 2 | 3;
  username: string;
  mat: string | null;
  brandId: number;
  brandCode: string;
  isAdmin: boolean;
  isPsychologist: boolean;
  isSuperadmin: boolean;
  /** The session of the caller's token (`sessions.id`). */
  sessionId: string;
}

interface CallerRow {
  id: number;
  actor_id: number;
  tip: 1 | 2 | 3;
  username: string;
  brand_id: number;
  brand_code: string;
  is_admin: number;
  is_psychologist: number;
  is_superadmin: number;
}

export function hasRole(caller: Caller | null, roles: readonly Role[]): boolean {
  return roles.some((role) => {
    if (role === 'publico') return true;
    if (!caller) return false;
    switch (role) {
      case 'autenticado':
        return true;
      case 'alumno':
        return caller.tip === 1;
      case 'docente':
        return caller.tip === 2;
      case 'colaborador':
        return caller.tip === 3;
      case 'administrativo':
        return caller.isAdmin;
      case 'superadmin':
        return caller.isSuperadmin;
      case 'integracion':
        return false; // a key, checked by authenticateIntegration
    }
  });
}

/** The `Authorization: Bearer` value (a session token, or an outside system's key), or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

/** What turning a session token into its user reads. */
export interface SessionServices {
  db: DatabaseSync;
  tokens: TokenService;
}

/**
 * The signed-in user of a session token. Throws 401 `Sesión expirada` when the token is invalid or
 * expired, its session ended (signed out, new password, account locked), or it no longer matches
 * its user (gone, inactive, or another type, actor or username).
 */
export async function callerOfToken(token: string, services: SessionServices): Promise<Caller> {
  const claims = await services.tokens.verify(token).catch(() => {
    throw unauthorized(texts.sessionExpired);
  });
  const row = queryOne<CallerRow>(services.db, CALLER_SQL, claims.idu, claims.sid);
  if (
    !row ||
    row.tip !== claims.tip ||
    row.actor_id !== claims.ida ||
    row.username !== claims.username
  ) {
    throw unauthorized(texts.sessionExpired, 'Token does not match its user');
  }
  return {
    idu: row.id,
    ida: row.actor_id,
    tip: row.tip,
    username: row.username,
    mat: claims.mat,
    brandId: row.brand_id,
    brandCode: row.brand_code,
    isAdmin: row.is_admin === 1,
    isPsychologist: row.is_psychologist === 1,
    isSuperadmin: row.is_superadmin === 1,
    sessionId: claims.sid,
  };
}

/**
 * `callerOfToken` for a channel that answers a refused token its own way (the live broker's ERROR
 * frame): null instead of the 401. Any other failure still rejects.
 */
export async function sessionCaller(
  token: string,
  services: SessionServices,
): Promise<Caller | null> {
  try {
    return await callerOfToken(token, services);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The caller of `operation`, or null when it is public. Throws 401 without a valid token (or when
 * the token no longer matches its user) and 403 when the caller's role may not use it.
 */
export async function authenticate(
  request: FastifyRequest,
  operation: Operation,
  services: SessionServices,
): Promise<Caller | null> {
  if (operation.roles.includes('publico')) return null;
  const token = bearerToken(request);
  if (!token) throw unauthorized(texts.sessionRequired, 'Missing token');
  const caller = await callerOfToken(token, services);
  if (!hasRole(caller, operation.roles)) throw forbidden();
  if (
    operation.permissions.length > 0 &&
    !holdsPermission(services.db, caller, operation.permissions)
  ) {
    throw forbidden();
  }
  return caller;
}

/** Whether the caller holds one of `keys` (spec §6 permission keys), read on every call. */
export function holdsPermission(
  db: DatabaseSync,
  caller: Caller,
  keys: readonly string[],
): boolean {
  return queryOne<{ holds: number }>(db, HOLDS_SQL, caller.idu, JSON.stringify(keys))?.holds === 1;
}
