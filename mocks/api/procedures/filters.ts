// Who may file a procedure (migration 028): a generic procedure's filters narrow it to enrolments
// of some programmes, campuses and cycles. A type without filters (every built-in one) is for
// its whole audience.
import type { DatabaseSync } from 'node:sqlite';
import { queryAll, queryFlag } from '../../db/query.ts';

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

export const enrolmentPasses = (db: DatabaseSync, typeId: number, enrolmentId: number) =>
  queryFlag(
    db,
    `SELECT EXISTS (SELECT 1 FROM procedure_types t JOIN enrolments e ON e.id = :enrolmentId
      WHERE t.id = :typeId AND ${PASSES_FILTERS_SQL}) AS found`,
    { typeId, enrolmentId },
  );

export interface Filters {
  programas: number[];
  sedes: number[];
  ciclos: string[];
}

export function filtersOf(db: DatabaseSync, typeId: number): Filters {
  const rows = queryAll<{ dimension: Dimension; value: string }>(
    db,
    `SELECT dimension, value FROM procedure_type_filters WHERE type_id = :typeId
      ORDER BY dimension, value`,
    { typeId },
  );
  const values = (dimension: Dimension) =>
    rows.filter((row) => row.dimension === dimension).map((row) => row.value);
  return {
    programas: values('PROGRAMA')
      .map(Number)
      .sort((a, b) => a - b),
    sedes: values('SEDE')
      .map(Number)
      .sort((a, b) => a - b),
    ciclos: values('CICLO'),
  };
}

/** Replaces a type's filters. */
export function writeFilters(db: DatabaseSync, typeId: number, filters: Filters) {
  db.prepare('DELETE FROM procedure_type_filters WHERE type_id = ?').run(typeId);
  const insert = db.prepare(
    'INSERT INTO procedure_type_filters (type_id, dimension, value) VALUES (?, ?, ?)',
  );
  filters.programas.forEach((id) => insert.run(typeId, 'PROGRAMA', String(id)));
  filters.sedes.forEach((id) => insert.run(typeId, 'SEDE', String(id)));
  filters.ciclos.forEach((code) => insert.run(typeId, 'CICLO', code));
}
