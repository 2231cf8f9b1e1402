// SQL of the generic procedure builder (migration 028): a generic procedure is a procedure type
// with a builder row; its questions are choice fields and its requirements documents or texts.

import { fullNameSql } from '../../db/fullName.sql.ts';

/** A question is a choice field; any other requirement row of a generic procedure is a requirement. */
export const IS_QUESTION = "(q.kind = 'CAMPO' AND q.field_type = 'SELECCION')";

const GENERIC_COLUMNS = `t.id, t.code, t.slug, t.name, t.summary, t.purpose, t.audiences,
    t.area_code AS area, t.fee_cents AS feeCents, t.business_days AS businessDays,
    g.state, g.updated_at AS updatedAt, g.filters_saved_at AS filtersSavedAt,
    g.configured_at AS configuredAt, g.published_at AS publishedAt,
    ${fullNameSql('u')} AS createdBy,
    (SELECT count(*) FROM procedure_requirements q
      WHERE q.type_id = t.id AND q.retired_at IS NULL AND ${IS_QUESTION}) AS questions,
    (SELECT count(*) FROM procedure_requirements q
      WHERE q.type_id = t.id AND q.retired_at IS NULL AND NOT ${IS_QUESTION}) AS requirements,
    (SELECT count(*) FROM procedure_requests r WHERE r.type_id = t.id) AS requests`;

const GENERIC_FROM = `FROM generic_procedures g JOIN procedure_types t ON t.id = g.type_id
  JOIN users u ON u.id = g.created_by`;

const GENERIC_WHERE = `WHERE (:search IS NULL OR instr(fold(t.code || ' ' || t.name), fold(:search)) > 0)
    AND (:state IS NULL OR g.state = :state)`;

export const GENERICS_SQL = {
  page: `SELECT ${GENERIC_COLUMNS} ${GENERIC_FROM} ${GENERIC_WHERE}
    ORDER BY g.updated_at DESC, t.id DESC LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total ${GENERIC_FROM} ${GENERIC_WHERE}`,
};

export const GENERIC_SQL = `SELECT ${GENERIC_COLUMNS} ${GENERIC_FROM} WHERE t.id = :id`;

export const SLUG_TAKEN_SQL =
  'SELECT EXISTS (SELECT 1 FROM procedure_types WHERE slug = :slug) AS found';

// Codes GEN001, GEN002 ...: generic procedures are never deleted, so the count is the last one.
export const INSERT_TYPE_SQL = `INSERT INTO procedure_types (code, slug, name, summary, purpose,
    area_code, mode, audiences, fee_cents, business_days, is_active, updated_at)
  VALUES ('GEN' || printf('%03d', (SELECT count(*) FROM generic_procedures) + 1), :slug, :name,
    :summary, :purpose, 'SM-TK', 'MANUAL', :audiences, 0, 5, 0, :at)`;

export const INSERT_GENERIC_SQL = `INSERT INTO generic_procedures (type_id, created_by,
    created_at, updated_at) VALUES (:typeId, :userId, :at, :at)`;

export const UPDATE_INFORMATION_SQL = `UPDATE procedure_types SET name = :name, summary = :summary,
    purpose = :purpose, audiences = :audiences, updated_at = :at WHERE id = :id`;

export const TOUCH_SQL = 'UPDATE generic_procedures SET updated_at = :at WHERE type_id = :id';

export const FILTERS_SAVED_SQL = `UPDATE generic_procedures SET filters_saved_at = :at,
    updated_at = :at WHERE type_id = :id`;

export const CONFIGURE_TYPE_SQL = `UPDATE procedure_types SET area_code = :area,
    fee_cents = :feeCents, business_days = :businessDays, updated_at = :at WHERE id = :id`;

export const CONFIGURED_SQL = `UPDATE generic_procedures SET configured_at = :at,
    updated_at = :at WHERE type_id = :id`;

// The state check and the write are one statement: two publications cannot both land.
export const PUBLISH_SQL = `UPDATE generic_procedures SET state = 'PUBLICADO', published_at = :at,
    updated_at = :at WHERE type_id = :id AND state = 'BORRADOR'`;

export const ACTIVATE_SQL = 'UPDATE procedure_types SET is_active = 1 WHERE id = :id';

const PART_COLUMNS = `q.id, q.type_id AS typeId, q.kind, q.name, q.description, q.required,
    q.position, q.formats, q.max_bytes AS maxBytes, q.max_files AS maxFiles,
    q.field_type AS fieldType, q.options, q.max_length AS maxLength, q.rule,
    q.rule_value AS ruleValue`;

export const PARTS_SQL = `SELECT ${PART_COLUMNS} FROM procedure_requirements q
  WHERE q.type_id = :typeId AND q.retired_at IS NULL ORDER BY q.position`;

export const PART_BY_ID_SQL = `SELECT ${PART_COLUMNS} FROM procedure_requirements q WHERE q.id = :id`;

/** A question or requirement in force, with its procedure's state. */
export const PART_SQL = `SELECT ${PART_COLUMNS}, ${IS_QUESTION} AS isQuestion, g.state
  FROM procedure_requirements q JOIN generic_procedures g ON g.type_id = q.type_id
  WHERE q.id = :id AND q.retired_at IS NULL`;

export const INSERT_PART_SQL = `INSERT INTO procedure_requirements (type_id, kind, name,
    description, required, position, formats, max_bytes, max_files, field_type, options,
    max_length, created_at)
  VALUES (:typeId, :kind, :name, :description, :required,
    (SELECT coalesce(max(position), 0) + 1 FROM procedure_requirements WHERE type_id = :typeId),
    :formats, :maxBytes, :maxFiles, :fieldType, :options, :maxLength, :at)`;

// A draft's parts are changed in place: no request can have met them yet.
export const UPDATE_PART_SQL = `UPDATE procedure_requirements SET name = :name,
    description = :description, required = :required, formats = :formats,
    max_bytes = :maxBytes, max_files = :maxFiles, options = :options, max_length = :maxLength
  WHERE id = :id`;

export const FILTER_OPTIONS_SQL = {
  programmes: `SELECT id, name AS nombre, kind AS tipo FROM programmes
    WHERE brand_id = :brandId ORDER BY name, id`,
  campuses: 'SELECT id, name AS nombre FROM campuses WHERE brand_id = :brandId ORDER BY name',
  cycles: 'SELECT code AS codigo, name AS nombre FROM cycles ORDER BY ordinal',
};

/** The programme kinds among a JSON array of programme ids. */
export const PROGRAMME_KINDS_SQL = `SELECT DISTINCT kind FROM programmes
  WHERE id IN (SELECT value FROM json_each(:ids))`;

/** The student a case names, of the caller's institute: by an enrolment's code or a username. */
export const CASE_STUDENT_SQL = `SELECT u.id, ${fullNameSql('u')} AS name FROM users u
  WHERE u.tip = 1 AND u.brand_id = :brandId AND (fold(u.username) = fold(:code)
    OR u.id = (SELECT student_id FROM enrolments WHERE fold(code) = fold(:code)))`;

export const CASE_ENROLMENTS_SQL = `SELECT e.id, e.code, e.programme_id AS programmeId,
    p.name AS programme, p.kind, e.campus_id AS campusId, c.name AS campus,
    e.cycle_code AS cycle, cy.name AS cycleName
  FROM enrolments e JOIN programmes p ON p.id = e.programme_id
  JOIN campuses c ON c.id = e.campus_id JOIN cycles cy ON cy.code = e.cycle_code
  WHERE e.student_id = :studentId ORDER BY e.is_primary DESC, e.id`;
