// SQL of a procedure type's filters (migration 028): the programmes, campuses and cycles whose
// enrolments may file it.

export type Dimension = 'PROGRAMA' | 'SEDE' | 'CICLO';

/** The enrolment column each dimension reads, as the filter stores it (text). */
const COLUMNS: Record<Dimension, string> = {
  PROGRAMA: 'CAST(e.programme_id AS TEXT)',
  SEDE: 'CAST(e.campus_id AS TEXT)',
  CICLO: 'e.cycle_code',
};

/** SQL true when enrolment `e` passes the filters of type `t`. */
export const PASSES_FILTERS_SQL = Object.entries(COLUMNS)
  .map(
    ([dimension, column]) => `(NOT EXISTS (SELECT 1 FROM procedure_type_filters f
        WHERE f.type_id = t.id AND f.dimension = '${dimension}')
      OR EXISTS (SELECT 1 FROM procedure_type_filters f
        WHERE f.type_id = t.id AND f.dimension = '${dimension}' AND f.value = ${column}))`,
  )
  .join(' AND ');

/**
 * SQL true when student `:studentId` may see type `t`: it has no filters, or one of the student's
 * enrolments passes them.
 */
export const STUDENT_PASSES_SQL = `(NOT EXISTS (SELECT 1 FROM procedure_type_filters f
      WHERE f.type_id = t.id)
    OR EXISTS (SELECT 1 FROM enrolments e WHERE e.student_id = :studentId AND ${PASSES_FILTERS_SQL}))`;

/** Whether an enrolment passes a type's filters. */
export const ENROLMENT_PASSES_SQL = `SELECT EXISTS (SELECT 1 FROM procedure_types t
    JOIN enrolments e ON e.id = :enrolmentId
  WHERE t.id = :typeId AND ${PASSES_FILTERS_SQL}) AS found`;

/** A type's filters, by dimension and value. */
export const FILTERS_SQL = `SELECT dimension, value FROM procedure_type_filters
  WHERE type_id = :typeId ORDER BY dimension, value`;

/** Deletes every filter of a type (positional: the type). */
export const DELETE_FILTERS_SQL = 'DELETE FROM procedure_type_filters WHERE type_id = ?';

/** Writes one filter of a type (positional: type, dimension, value). */
export const INSERT_FILTER_SQL =
  'INSERT INTO procedure_type_filters (type_id, dimension, value) VALUES (?, ?, ?)';
