import type { DatabaseSync } from 'node:sqlite';
import type { CalendarRules } from '../../../src/lib/psychology/slotRules.ts';
import { queryAll, queryOne } from '../../db/query.ts';
import { HOLIDAYS_SQL, PARAMETER_SQL } from './calendarRules.sql.ts';

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
