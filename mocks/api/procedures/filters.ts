// Who may file a procedure (migration 028): a generic procedure's filters narrow it to enrolments
// of some programmes, campuses and cycles. A type without filters (every built-in one) is for
// its whole audience.
import type { DatabaseSync } from 'node:sqlite';
import { queryAll, queryFlag } from '../../db/query.ts';
import {
  DELETE_FILTERS_SQL,
  ENROLMENT_PASSES_SQL,
  FILTERS_SQL,
  INSERT_FILTER_SQL,
  type Dimension,
} from './filters.sql.ts';

export const enrolmentPasses = (db: DatabaseSync, typeId: number, enrolmentId: number) =>
  queryFlag(db, ENROLMENT_PASSES_SQL, { typeId, enrolmentId });

export interface Filters {
  programas: number[];
  sedes: number[];
  ciclos: string[];
}

export function filtersOf(db: DatabaseSync, typeId: number): Filters {
  const rows = queryAll<{ dimension: Dimension; value: string }>(db, FILTERS_SQL, { typeId });
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
  db.prepare(DELETE_FILTERS_SQL).run(typeId);
  const insert = db.prepare(INSERT_FILTER_SQL);
  filters.programas.forEach((id) => insert.run(typeId, 'PROGRAMA', String(id)));
  filters.sedes.forEach((id) => insert.run(typeId, 'SEDE', String(id)));
  filters.ciclos.forEach((code) => insert.run(typeId, 'CICLO', code));
}
