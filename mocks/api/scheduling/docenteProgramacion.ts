import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { currentPeriod } from '../../db/currentPeriod.ts';
import { queryAll, queryOne } from '../../db/query.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { ok } from '../respond.ts';
import {
  ACTIVITIES_SQL,
  NEXT_PERIOD_SECTIONS_SQL,
  NEXT_PERIOD_SQL,
  PROGRAMMED_SECTIONS_SQL,
} from './docenteProgramacion.sql.ts';

type Schemas = components['schemas'];

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Hours between two 'HH:mm' of a day, to the quarter hour the timetables use. */
export const hoursBetween = (start: string, end: string) =>
  Math.round(((minutesOf(end) - minutesOf(start)) / 60) * 100) / 100;

const sum = (values: readonly number[]) =>
  Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

/** A period's sections of the teacher, each with its timetable and weekly hours. */
function programmedSections(db: DatabaseSync, sql: string, params: Record<string, number>) {
  return queryAll<
    Omit<Schemas['SeccionProgramada'], 'horarios' | 'esAsincronico' | 'horasSemanales'> & {
      horarios: string;
      esAsincronico: number;
    }
  >(db, sql, params).map((row) => {
    const horarios = JSON.parse(row.horarios) as Schemas['HorarioCurso'][];
    return {
      ...row,
      esAsincronico: row.esAsincronico === 1,
      horarios,
      horasSemanales: sum(horarios.map((item) => hoursBetween(item.horaInicio, item.horaFin))),
    };
  });
}

/** The next period's sections published to the teacher; null while there are none. */
function nextPeriod(db: DatabaseSync, teacherId: number) {
  const period = queryOne<{ id: number; code: string }>(db, NEXT_PERIOD_SQL);
  if (!period) return null;
  const secciones = programmedSections(db, NEXT_PERIOD_SECTIONS_SQL, {
    teacherId,
    periodId: period.id,
  });
  return secciones.length > 0 ? { codigoPeriodo: period.code, secciones } : null;
}

export const docenteProgramacionHandlers = {
  obtenerProgramacionDocente: (context) => {
    const { db } = context.services;
    const teacherId = signedIn(context).idu;
    const secciones = programmedSections(db, PROGRAMMED_SECTIONS_SQL, { teacherId });
    const actividades = queryAll<Omit<Schemas['ActividadDocente'], 'horas'>>(db, ACTIVITIES_SQL, {
      teacherId,
    }).map((row) => ({ ...row, horas: hoursBetween(row.horaInicio, row.horaFin) }));
    const period = currentPeriod(db);
    return ok({
      codigoPeriodo: period.code,
      horasLectivas: sum(secciones.map((section) => section.horasSemanales)),
      horasNoLectivas: sum(actividades.map((activity) => activity.horas)),
      secciones,
      actividades,
      proximoPeriodo: nextPeriod(db, teacherId),
    });
  },
} satisfies Partial<ServiceHandlers<operations>>;
