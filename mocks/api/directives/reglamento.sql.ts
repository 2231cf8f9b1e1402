// SQL of the regulations, their versions and acceptances (simple-rest for the superadmin, the
// spec's own calls for everyone else). Times are stored as epoch ms and answered as ISO text.

import { orderBy } from '../admin/simpleRest.ts';

/** A regulation's current version: its newest. */
const CURRENT_VERSION_OF = (regulation: string) => `(SELECT w.id FROM regulation_versions w
    WHERE w.regulation_id = ${regulation} ORDER BY w.numero DESC LIMIT 1)`;

const REGULATION_COLUMNS = `r.id, r.titulo, r.descripcion, r.audiencia, r.tipo, r.activo, r.version,
    cur.numero AS versionVigente,
    (SELECT count(*) FROM regulation_acceptances a WHERE a.version_id = cur.id) AS aceptaciones`;

const REGULATION_FROM = `FROM regulations r
  LEFT JOIN regulation_versions cur ON cur.id = ${CURRENT_VERSION_OF('r.id')}`;

const REGULATION_WHERE = `WHERE (:q IS NULL OR instr(fold(r.titulo || ' ' || r.descripcion), fold(:q)) > 0)
    AND (:audiencia IS NULL OR r.audiencia = :audiencia)
    AND (:tipo IS NULL OR r.tipo = :tipo)
    AND (:activo IS NULL OR r.activo = :activo)`;

// What each sortable field of the API sorts by (the join makes a bare `id` ambiguous).
const REGULATION_SORT: Record<string, string> = {
  titulo: 'r.titulo',
  versionVigente: 'versionVigente',
  aceptaciones: 'aceptaciones',
  id: 'r.id',
};

/** Fields a regulation list may sort by, as the API names them; the first is the default. */
export const REGULATION_SORTABLE = Object.keys(REGULATION_SORT);

/** `field` and `order` come from the sortable list and ASC/DESC only (readListQuery checks them). */
export const regulationSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${REGULATION_COLUMNS} ${REGULATION_FROM} ${REGULATION_WHERE}
      ORDER BY ${REGULATION_SORT[field]} COLLATE NOCASE ${order}, r.id ${order}
      LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total FROM regulations r ${REGULATION_WHERE}`,
  one: `SELECT ${REGULATION_COLUMNS} ${REGULATION_FROM} WHERE r.id = :id`,
  // The version check and the write are one statement: two saves of one copy cannot both land.
  update: `UPDATE regulations SET titulo = :titulo, descripcion = :descripcion,
    audiencia = :audiencia, activo = :activo, version = version + 1
    WHERE id = :id AND version = :version`,
  // Its versions go along (ON DELETE CASCADE); one with acceptances is refused before this runs.
  remove: 'DELETE FROM regulations WHERE id = :id',
};

export const REGULATION_INSERT_SQL = `INSERT INTO regulations (titulo, descripcion, audiencia,
    tipo, activo) VALUES (:titulo, :descripcion, :audiencia, :tipo, :activo)`;

export const REGULATION_EXISTS_SQL =
  'SELECT EXISTS (SELECT 1 FROM regulations WHERE id = :id) AS found';

export const HAS_VERSIONS_SQL =
  'SELECT EXISTS (SELECT 1 FROM regulation_versions WHERE regulation_id = :id) AS found';

export const REGULATION_ACCEPTED_SQL = `SELECT EXISTS (SELECT 1 FROM regulation_acceptances a
  JOIN regulation_versions v ON v.id = a.version_id WHERE v.regulation_id = :id) AS found`;

const VERSION_COLUMNS = `v.id, v.regulation_id AS reglamentoId, v.numero,
    v.resumen_cambios AS resumenCambios, v.contenido, v.published_at AS publicadoEn,
    u.username AS publicadoPor,
    (SELECT count(*) FROM regulation_acceptances a WHERE a.version_id = v.id) AS aceptaciones,
    v.id = ${CURRENT_VERSION_OF('v.regulation_id')} AS vigente`;

const VERSION_FROM = 'FROM regulation_versions v JOIN users u ON u.id = v.published_by';

const VERSION_WHERE = 'WHERE (:reglamentoId IS NULL OR v.regulation_id = :reglamentoId)';

const VERSION_SORT: Record<string, string> = {
  numero: 'v.numero',
  aceptaciones: 'aceptaciones',
  id: 'v.id',
};

export const VERSION_SORTABLE = Object.keys(VERSION_SORT);

export const versionSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${VERSION_COLUMNS} ${VERSION_FROM} ${VERSION_WHERE}
      ${orderBy(VERSION_SORT, field, order, 'v.id')} LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total FROM regulation_versions v ${VERSION_WHERE}`,
  one: `SELECT ${VERSION_COLUMNS} ${VERSION_FROM} WHERE v.id = :id`,
};

/** Numbered after the regulation's newest version. */
export const VERSION_INSERT_SQL = `INSERT INTO regulation_versions
    (regulation_id, numero, resumen_cambios, contenido, published_at, published_by)
  VALUES (:reglamentoId,
    (SELECT coalesce(max(numero), 0) + 1 FROM regulation_versions WHERE regulation_id = :reglamentoId),
    :resumenCambios, :contenido, :publicadoEn, :publicadoPor)`;

export const VERSION_REMOVE_SQL = 'DELETE FROM regulation_versions WHERE id = :id';

export const ONLY_VERSION_OF_ACTIVE_SQL = `SELECT r.activo = 1 AND (SELECT count(*)
    FROM regulation_versions w WHERE w.regulation_id = r.id) = 1 AS found
  FROM regulations r WHERE r.id = :reglamentoId`;

const ACCEPTANCE_COLUMNS = `a.id, v.regulation_id AS reglamentoId, a.version_id AS versionId,
    v.numero, u.id AS usuarioId, u.username AS usuario,
    u.first_name || ' ' || u.paternal_surname || ' ' || u.maternal_surname AS nombreCompleto,
    u.tip AS tipo, a.accepted_at AS aceptadoEn`;

const ACCEPTANCE_FROM = `FROM regulation_acceptances a
  JOIN regulation_versions v ON v.id = a.version_id
  JOIN users u ON u.id = a.user_id`;

const ACCEPTANCE_WHERE = `WHERE (:reglamentoId IS NULL OR v.regulation_id = :reglamentoId)
    AND (:versionId IS NULL OR a.version_id = :versionId)
    AND (:q IS NULL OR instr(fold(u.username || ' ' || u.first_name || ' ' || u.paternal_surname
      || ' ' || u.maternal_surname), fold(:q)) > 0)`;

const ACCEPTANCE_SORT: Record<string, string> = {
  aceptadoEn: 'a.accepted_at',
  usuario: 'u.username',
  nombreCompleto: 'nombreCompleto',
  id: 'a.id',
};

export const ACCEPTANCE_SORTABLE = Object.keys(ACCEPTANCE_SORT);

export const acceptanceSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${ACCEPTANCE_COLUMNS} ${ACCEPTANCE_FROM} ${ACCEPTANCE_WHERE}
      ORDER BY ${ACCEPTANCE_SORT[field]} COLLATE NOCASE ${order}, a.id ${order}
      LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total ${ACCEPTANCE_FROM} ${ACCEPTANCE_WHERE}`,
};

/** Whose regulations each user type accepts besides the `TODOS` ones (collaborators: none). */
export const AUDIENCE_OF_TIP: Readonly<Record<number, 'ESTUDIANTES' | 'DOCENTES' | null>> = {
  1: 'ESTUDIANTES',
  2: 'DOCENTES',
  3: null,
};

// spec §3 reglamentosActualizados: an active regulation of the caller's audience (`TODOS`, plus
// ESTUDIANTES or DOCENTES by user type; a null :audiencia matches only `TODOS`). Directives
// (migration 039) are read and accepted through directiva.ts, which completes their onboarding step.
const OWN_FROM = `FROM regulations r
  JOIN regulation_versions cur ON cur.id = ${CURRENT_VERSION_OF('r.id')}
  LEFT JOIN regulation_acceptances mine ON mine.version_id = cur.id AND mine.user_id = :userId
  WHERE r.tipo = 'REGLAMENTO' AND r.activo = 1 AND r.audiencia IN ('TODOS', :audiencia)
    AND (:pendientes = 0 OR mine.id IS NULL)`;

export const OWN_PAGE_SQL = `SELECT r.id, r.titulo, r.descripcion, r.audiencia,
    cur.id AS versionId, cur.numero, cur.resumen_cambios AS resumenCambios, cur.contenido,
    cur.published_at AS publicadoEn, mine.accepted_at AS aceptadoEn
  ${OWN_FROM} ORDER BY r.titulo COLLATE NOCASE, r.id LIMIT :limit OFFSET :offset`;

export const OWN_COUNT_SQL = `SELECT count(*) AS total ${OWN_FROM}`;

/** The version, when it is the current one of an active regulation of the caller's audience. */
export const ACCEPTABLE_SQL = `SELECT v.id FROM regulation_versions v
  JOIN regulations r ON r.id = v.regulation_id
  WHERE v.id = :versionId AND r.tipo = 'REGLAMENTO' AND r.activo = 1
    AND r.audiencia IN ('TODOS', :audiencia)
    AND v.id = ${CURRENT_VERSION_OF('r.id')}`;

// Accepting twice keeps the first acceptance and its time.
export const ACCEPT_SQL = `INSERT INTO regulation_acceptances (version_id, user_id, accepted_at)
  VALUES (:versionId, :userId, :at) ON CONFLICT (version_id, user_id) DO NOTHING`;

export const OWN_ACCEPTANCE_SQL = `SELECT v.regulation_id AS reglamentoId, a.version_id AS versionId,
    v.numero, a.accepted_at AS aceptadoEn
  FROM regulation_acceptances a JOIN regulation_versions v ON v.id = a.version_id
  WHERE a.version_id = :versionId AND a.user_id = :userId`;
