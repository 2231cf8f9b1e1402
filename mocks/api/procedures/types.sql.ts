// SQL of the procedure types (migration 019, requirements versioned by migration 026): a type with
// its area, its requirements in force at a time, and its steps.

import { STUDENT_PASSES_SQL } from './filters.sql.ts';

const TYPE_COLUMNS = `t.id, t.code, t.slug, t.name, t.summary, t.purpose, t.area_code AS area,
    a.name AS areaName, t.mode, t.audiences, t.fee_cents AS feeCents,
    t.business_days AS businessDays, t.asks_sms AS asksSms, t.issues_document AS issuesDocument,
    t.responder, t.is_active AS isActive`;
const TYPE_FROM = 'FROM procedure_types t JOIN procedure_areas a ON a.code = t.area_code';

/**
 * The types of an audience (every one when null), only active ones when asked, only those whose
 * filters a student passes when one is named; by name.
 */
export const TYPES_SQL = `SELECT ${TYPE_COLUMNS} ${TYPE_FROM}
  WHERE (:audience IS NULL OR instr(',' || t.audiences || ',', ',' || :audience || ',') > 0)
    AND (:onlyActive = 0 OR t.is_active = 1)
    AND (:studentId IS NULL OR ${STUDENT_PASSES_SQL})
  ORDER BY t.name`;

/** One type, unless a student is named whose enrolments its filters leave out. */
export const VISIBLE_TYPE_SQL = `SELECT ${TYPE_COLUMNS} ${TYPE_FROM}
  WHERE t.id = :id AND (:studentId IS NULL OR ${STUDENT_PASSES_SQL})`;

/** One type by its code, active or not. */
export const TYPE_BY_CODE_SQL = `SELECT ${TYPE_COLUMNS} ${TYPE_FROM} WHERE t.code = :code`;

const REQUIREMENT_COLUMNS = `id, kind, name, description, required, position, formats,
  max_bytes AS maxBytes, max_files AS maxFiles, field_type AS fieldType, options,
  max_length AS maxLength, rule, rule_value AS ruleValue`;

/** A type's requirements in force today (`:at` null) or at `:at`, in their order. */
export const REQUIREMENTS_SQL = `SELECT ${REQUIREMENT_COLUMNS} FROM procedure_requirements
  WHERE type_id = :typeId
    AND CASE WHEN :at IS NULL THEN retired_at IS NULL
      ELSE created_at <= :at AND (retired_at IS NULL OR retired_at > :at) END
  ORDER BY position`;

/** A type's steps, in their order, as the contract names them. */
export const STEPS_SQL = `SELECT position AS orden, name AS nombre, description AS descripcion
  FROM procedure_steps WHERE type_id = :typeId ORDER BY position`;
