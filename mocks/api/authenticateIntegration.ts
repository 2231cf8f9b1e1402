import type { FastifyRequest } from 'fastify';
import type { DatabaseSync } from 'node:sqlite';
import { queryOne } from '../db/query.ts';
import type { Clock } from '../security/clock.ts';
import { parseIntegrationKey, secretMatches } from '../security/integrationKey.ts';
import { bearerToken } from './authenticate.ts';
import { KEY_SQL, TOUCH_SQL, USE_SQL } from './authenticateIntegration.sql.ts';
import { ApiError, unauthorized } from './errors.ts';
import type { Operation } from './spec.ts';
import { texts } from './texts.ts';

/** The outside system calling an `integracion` operation, as its key says. */
export interface IntegrationCaller {
  credencialId: number;
  keyId: number;
  alcances: string[];
}

type Motivo = 'VENCIDA' | 'REVOCADA' | 'SUSPENDIDA' | 'SECRETO_INVALIDO' | 'SIN_ALCANCE';

interface KeyRow {
  id: number;
  client_id: number;
  secret_sha256: string;
  expires_at: number;
  revoked_at: number | null;
  activa: number;
  alcances: string;
}

/** Why a known key may not call `operation` now, or null when it may. */
function refusal(
  key: KeyRow,
  alcances: string[],
  secret: string,
  operation: Operation,
  now: number,
): Motivo | null {
  if (!secretMatches(secret, key.secret_sha256)) return 'SECRETO_INVALIDO';
  if (key.revoked_at !== null) return 'REVOCADA';
  if (key.expires_at <= now) return 'VENCIDA';
  if (key.activa !== 1) return 'SUSPENDIDA';
  if (!operation.scopes.some((scope) => alcances.includes(scope))) return 'SIN_ALCANCE';
  return null;
}

/**
 * The outside system behind an `integracion` operation's bearer key. A key the campus does not
 * know, or that is refused (wrong secret, revoked, expired, suspended), answers 401 with one text;
 * a valid key without any of the operation's scopes, 403. Every call with a known prefix lands in
 * its credential's trail, accepted or not.
 */
export function authenticateIntegration(
  request: FastifyRequest,
  operation: Operation,
  services: { db: DatabaseSync; clock: Clock },
): IntegrationCaller {
  const presented = bearerToken(request);
  if (!presented) throw unauthorized(texts.integration.keyRequired, 'Missing integration key');
  const parts = parseIntegrationKey(presented);
  const key = parts && queryOne<KeyRow>(services.db, KEY_SQL, parts.prefix);
  if (!parts || !key) throw unauthorized(texts.integration.keyRefused, 'Unknown integration key');
  const at = services.clock();
  const alcances = JSON.parse(key.alcances) as string[];
  const motivo = refusal(key, alcances, parts.secret, operation, at);
  services.db.prepare(USE_SQL).run({
    keyId: key.id,
    at,
    operacion: operation.operationId,
    resultado: motivo ? 'RECHAZADO' : 'ACEPTADO',
    motivo,
    ip: request.ip,
  });
  if (motivo === 'SIN_ALCANCE')
    throw new ApiError(403, 'Scope not granted', texts.integration.outOfScope);
  if (motivo)
    throw unauthorized(texts.integration.keyRefused, `Integration key refused: ${motivo}`);
  services.db.prepare(TOUCH_SQL).run({ at, keyId: key.id });
  return { credencialId: key.client_id, keyId: key.id, alcances };
}
