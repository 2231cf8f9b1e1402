import type { components, operations } from '../../../generated/main/paths.ts';
import { currentPeriod } from '../../db/currentPeriod.ts';
import { queryAll } from '../../db/query.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { ok } from '../respond.ts';
import { ACTIVITIES_SQL, PROGRAMMED_SECTIONS_SQL } from './docenteProgramacion.sql.ts';

type Schemas = components['schemas'];

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Hours between two 'HH:mm' of a day, to the quarter hour the timetables use. */
export const hoursBetween = (start: string, end: string) =>
  Math.round(((minutesOf(end) - minutesOf(start)) / 60) * 100) / 100;

const sum = (values: readonly number[]) =>
  Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

export const docenteProgramacionHandlers = {
  obtenerProgramacionDocente: (context) => {
    const { db } = context.services;
    const teacherId = signedIn(context).idu;
    const secciones = queryAll<
      Omit<Schemas['SeccionProgramada'], 'horarios' | 'esAsincronico' | 'horasSemanales'> & {
        horarios: string;
        esAsincronico: number;
      }
    >(db, PROGRAMMED_SECTIONS_SQL, { teacherId }).map((row) => {
      const horarios = JSON.parse(row.horarios) as Schemas['HorarioCurso'][];
      return {
        ...row,
        esAsincronico: row.esAsincronico === 1,
        horarios,
        horasSemanales: sum(horarios.map((item) => hoursBetween(item.horaInicio, item.horaFin))),
      };
    });
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
    });
  },
} satisfies Partial<ServiceHandlers<operations>>;
