// SQL of the integration credentials, their keys and the trail of their calls (migration 017).
// Whether a key has expired is decided when it is read, by the demo clock (campus_now()).

import { orderBy } from './simpleRest.ts';

const KEY_STATE = `CASE WHEN k.revoked_at IS NOT NULL THEN 'REVOCADA'
    WHEN k.expires_at <= campus_now() THEN 'VENCIDA' ELSE 'VIGENTE' END`;

const CREDENTIAL_COLUMNS = `c.id, c.nombre, c.sistema, c.alcances, c.activa,
    (SELECT count(*) FROM integration_keys k
      WHERE k.client_id = c.id AND k.revoked_at IS NULL AND k.expires_at > campus_now()) AS clavesVigentes,
    (SELECT max(k.last_used_at) FROM integration_keys k WHERE k.client_id = c.id) AS ultimoUso,
    c.created_at AS creadaEn, u.username AS creadaPor, c.version`;

const CREDENTIAL_FROM = 'FROM integration_clients c JOIN users u ON u.id = c.created_by';

const CREDENTIAL_WHERE = `WHERE (:q IS NULL OR instr(fold(c.nombre || ' ' || c.sistema), fold(:q)) > 0)
    AND (:activa IS NULL OR c.activa = :activa)
    AND (:alcance IS NULL OR EXISTS (SELECT 1 FROM json_each(c.alcances) WHERE value = :alcance))`;

const CREDENTIAL_SORT: Record<string, string> = {
  nombre: 'c.nombre COLLATE NOCASE',
  creadaEn: 'c.created_at',
  ultimoUso: 'ultimoUso',
  id: 'c.id',
};

/** Fields the credentials list may sort by; the first is the default. */
export const CREDENTIAL_SORTABLE = Object.keys(CREDENTIAL_SORT);

export const credencialSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${CREDENTIAL_COLUMNS} ${CREDENTIAL_FROM} ${CREDENTIAL_WHERE}
      ${orderBy(CREDENTIAL_SORT, field, order, 'c.id')} LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total ${CREDENTIAL_FROM} ${CREDENTIAL_WHERE}`,
  one: `SELECT ${CREDENTIAL_COLUMNS} ${CREDENTIAL_FROM} WHERE c.id = :id`,
  insert: `INSERT INTO integration_clients (nombre, sistema, alcances, created_at, created_by)
    VALUES (:nombre, :sistema, :alcances, :now, :userId)`,
  // The version check and the write are one statement: two saves of one copy cannot both land.
  update: `UPDATE integration_clients SET nombre = :nombre, sistema = :sistema,
      alcances = :alcances, activa = :activa, version = version + 1
    WHERE id = :id AND version = :version`,
  // Its keys and their trail go with it (ON DELETE CASCADE).
  remove: 'DELETE FROM integration_clients WHERE id = :id',
};

export const NAME_TAKEN_SQL = `SELECT EXISTS (SELECT 1 FROM integration_clients
    WHERE nombre = :nombre COLLATE NOCASE AND id IS NOT :id) AS taken`;

/** A credential some system already called with: it stays, suspended if need be, for its trail. */
export const CREDENTIAL_USED_SQL = `SELECT EXISTS (SELECT 1 FROM integration_uses u
    JOIN integration_keys k ON k.id = u.key_id
    WHERE k.client_id = :id AND u.resultado = 'ACEPTADO') AS used`;

const KEY_COLUMNS = `k.id, k.client_id AS credencialId, k.prefijo, ${KEY_STATE} AS estado,
    k.created_at AS creadaEn, u.username AS creadaPor, k.expires_at AS venceEn,
    k.revoked_at AS revocadaEn, k.last_used_at AS ultimoUso`;

const KEY_FROM = 'FROM integration_keys k JOIN users u ON u.id = k.created_by';

const KEY_WHERE = `WHERE (:credencialId IS NULL OR k.client_id = :credencialId)
    AND (:estado IS NULL OR ${KEY_STATE} = :estado)`;

const KEY_SORT: Record<string, string> = {
  creadaEn: 'k.created_at',
  venceEn: 'k.expires_at',
  id: 'k.id',
};

/** Fields the keys list may sort by; the first is the default. */
export const KEY_SORTABLE = Object.keys(KEY_SORT);

export const claveSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${KEY_COLUMNS} ${KEY_FROM} ${KEY_WHERE}
      ${orderBy(KEY_SORT, field, order, 'k.id')} LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total ${KEY_FROM} ${KEY_WHERE}`,
  one: `SELECT ${KEY_COLUMNS} ${KEY_FROM} WHERE k.id = :id`,
  insert: `INSERT INTO integration_keys
      (client_id, prefijo, secret_sha256, created_at, created_by, expires_at)
    VALUES (:credencialId, :prefijo, :secretSha256, :now, :userId, :expiresAt)`,
  revoke: 'UPDATE integration_keys SET revoked_at = :now WHERE id = :id AND revoked_at IS NULL',
  valid: `SELECT count(*) AS valid FROM integration_keys
    WHERE client_id = :credencialId AND revoked_at IS NULL AND expires_at > campus_now()`,
};

export const CREDENTIAL_EXISTS_SQL =
  'SELECT EXISTS (SELECT 1 FROM integration_clients WHERE id = :id) AS found';

const USE_WHERE = `WHERE (:credencialId IS NULL OR k.client_id = :credencialId)
    AND (:resultado IS NULL OR s.resultado = :resultado)`;

const USE_FROM = 'FROM integration_uses s JOIN integration_keys k ON k.id = s.key_id';

const USE_SORT: Record<string, string> = { fecha: 's.at', id: 's.id' };

/** Fields the calls list may sort by; the first is the default. */
export const USE_SORTABLE = Object.keys(USE_SORT);

export const usoSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT s.id, k.client_id AS credencialId, k.prefijo, s.at AS fecha, s.operacion,
        s.resultado, s.motivo, s.ip
      ${USE_FROM} ${USE_WHERE} ${orderBy(USE_SORT, field, order, 's.id')}
      LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total ${USE_FROM} ${USE_WHERE}`,
};
