// SQL of the procedure configuration (migration 026): types with their configuration, their
// requirements in force, and the edits, each guarded by the version read.

import { fullNameSql } from '../../db/fullName.sql.ts';
import { OPEN } from '../../db/requestStates.sql.ts';

const CONFIG_COLUMNS = `t.id, t.code, t.slug, t.name, t.summary, t.purpose, t.area_code AS area,
    a.name AS areaName, t.mode, t.audiences, t.fee_cents AS feeCents,
    t.business_days AS businessDays, t.asks_sms AS asksSms, t.issues_document AS issuesDocument,
    t.responder, t.is_active AS isActive, t.version, t.updated_at AS updatedAt,
    (SELECT json_group_array(name) FROM (SELECT ${fullNameSql('u')} AS name
        FROM procedure_area_managers m JOIN users u ON u.id = m.user_id
      WHERE m.area_code = t.area_code ORDER BY name)) AS managers,
    (SELECT count(*) FROM procedure_requirements q
      WHERE q.type_id = t.id AND q.retired_at IS NULL) AS requirements,
    (SELECT count(*) FROM procedure_requests r
      WHERE r.type_id = t.id AND r.state IN ${OPEN}) AS inProgress`;

const CONFIG_FROM = 'FROM procedure_types t JOIN procedure_areas a ON a.code = t.area_code';

const TYPES_WHERE = `WHERE (:search IS NULL OR instr(fold(t.code || ' ' || t.name), fold(:search)) > 0)
    AND (:area IS NULL OR t.area_code = :area)
    AND (:active IS NULL OR t.is_active = :active)`;

export const TYPES_SQL = {
  page: `SELECT ${CONFIG_COLUMNS} ${CONFIG_FROM} ${TYPES_WHERE}
    ORDER BY t.name COLLATE NOCASE LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total FROM procedure_types t ${TYPES_WHERE}`,
};

export const TYPE_SQL = `SELECT ${CONFIG_COLUMNS} ${CONFIG_FROM} WHERE t.slug = :slug`;

// The version check and the write are one statement: two saves of one copy cannot both land.
export const UPDATE_TYPE_SQL = `UPDATE procedure_types SET name = :name, summary = :summary,
    purpose = :purpose, mode = :mode, audiences = :audiences, fee_cents = :feeCents,
    business_days = :businessDays, asks_sms = :asksSms, responder = :responder,
    version = version + 1, updated_at = :at
  WHERE id = :id AND version = :version`;

export const ACTIVATE_TYPE_SQL = `UPDATE procedure_types SET is_active = :active,
    version = version + 1, updated_at = :at WHERE id = :id AND version = :version`;

// A generic procedure's draft is published by its builder, never activated here (migration 028).
export const GENERIC_DRAFT_SQL = `SELECT EXISTS (SELECT 1 FROM generic_procedures
  WHERE type_id = :id AND state = 'BORRADOR') AS found`;

export const HAS_COURSE_FIELD_SQL = `SELECT EXISTS (SELECT 1 FROM procedure_requirements
  WHERE type_id = :typeId AND retired_at IS NULL AND field_type = 'CURSO') AS found`;

/** Whether a cycle exists (positional: its code). */
export const CYCLE_EXISTS_SQL = 'SELECT EXISTS (SELECT 1 FROM cycles WHERE code = ?) AS found';

const REQUIREMENT_COLUMNS = `q.id, q.kind, q.name, q.description, q.required, q.position,
    q.formats, q.max_bytes AS maxBytes, q.max_files AS maxFiles, q.field_type AS fieldType,
    q.options, q.max_length AS maxLength, q.rule, q.rule_value AS ruleValue, q.version,
    q.created_at AS createdAt, q.retired_at AS retiredAt, t.id AS typeId, t.code AS typeCode,
    t.slug AS typeSlug, t.name AS typeName, t.is_active AS typeActive`;

const REQUIREMENTS_FROM =
  'FROM procedure_requirements q JOIN procedure_types t ON t.id = q.type_id';

const REQUIREMENTS_WHERE = `WHERE q.retired_at IS NULL
    AND (:search IS NULL OR instr(fold(q.name || ' ' || t.code || ' ' || t.name), fold(:search)) > 0)
    AND (:kind IS NULL OR q.kind = :kind)`;

export const REQUIREMENTS_SQL = {
  page: `SELECT ${REQUIREMENT_COLUMNS} ${REQUIREMENTS_FROM} ${REQUIREMENTS_WHERE}
    ORDER BY t.name COLLATE NOCASE, q.position LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total ${REQUIREMENTS_FROM} ${REQUIREMENTS_WHERE}`,
};

export const TYPE_REQUIREMENTS_SQL = `SELECT ${REQUIREMENT_COLUMNS} ${REQUIREMENTS_FROM}
  WHERE t.id = :typeId AND q.retired_at IS NULL ORDER BY q.position`;

/** A requirement row, in force or retired. */
export const REQUIREMENT_SQL = `SELECT ${REQUIREMENT_COLUMNS} ${REQUIREMENTS_FROM} WHERE q.id = :id`;

export const RETIRE_REQUIREMENT_SQL = `UPDATE procedure_requirements SET retired_at = :at
  WHERE id = :id AND retired_at IS NULL AND version = :version`;

export const INSERT_REQUIREMENT_SQL = `INSERT INTO procedure_requirements (type_id, kind, name,
    description, required, position, formats, max_bytes, max_files, field_type, options,
    max_length, rule, rule_value, version, created_at, replaces_id)
  VALUES (:typeId, :kind, :name, :description, :required, :position, :formats, :maxBytes,
    :maxFiles, :fieldType, :options, :maxLength, :rule, :ruleValue, :version, :at, :replaces)`;
