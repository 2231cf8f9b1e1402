import type { DatabaseSync } from 'node:sqlite';
import type { CalendarRules } from '../../../src/lib/psychology/slotRules.ts';
import { queryAll, queryOne } from '../../db/query.ts';

// A brand's own row of a parameter before the global one (spec §3 Parameter).
const PARAMETER_SQL = `SELECT p.valor FROM parameters p JOIN users u ON u.id = :userId
  WHERE p.clave = :clave AND (p.brand_id = u.brand_id OR p.brand_id IS NULL)
  ORDER BY p.brand_id IS NULL LIMIT 1`;

// Master table FERIADOS (migration 047): descripcion lists the brand codes, blank for all.
const HOLIDAYS_SQL = `SELECT r.codigo AS fecha, r.valor AS nombre FROM master_records r
  JOIN master_tables t ON t.id = r.table_id AND t.codigo = 'FERIADOS' AND t.activo = 1
  JOIN users u ON u.id = :userId JOIN brands b ON b.id = u.brand_id
  WHERE r.activo = 1 AND (trim(r.descripcion) = ''
    OR instr(',' || replace(r.descripcion, ' ', '') || ',', ',' || b.code || ',') > 0)
  ORDER BY r.codigo`;

export interface Holiday {
  fecha: string;
  nombre: string;
}

const parameter = (db: DatabaseSync, userId: number, clave: string) =>
  queryOne<{ valor: string }>(db, PARAMETER_SQL, { userId, clave })?.valor;

/** The holidays of the psychologist's brand. */
export const holidaysOf = (db: DatabaseSync, psychologistId: number): Holiday[] =>
  queryAll<Holiday>(db, HOLIDAYS_SQL, { userId: psychologistId });

/** What the psychologist's brand allows (spec §5, §9; weekends off and two weeks by default). */
export function calendarRulesOf(db: DatabaseSync, psychologistId: number): CalendarRules {
  const weeks = Number(parameter(db, psychologistId, 'EVA_DISPONIBILIDAD_SEMANAS') ?? '2');
  return {
    saturday: parameter(db, psychologistId, 'EVA_DISPONIBILIDAD_SABADO') === '1',
    sunday: parameter(db, psychologistId, 'EVA_DISPONIBILIDAD_DOMINGO') === '1',
    weeks: Number.isInteger(weeks) && weeks >= 1 ? weeks : 2,
    holidays: new Set(holidaysOf(db, psychologistId).map((holiday) => holiday.fecha)),
  };
}
