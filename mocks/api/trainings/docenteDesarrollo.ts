import type { components, operations } from '../../../generated/main/paths.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { notFound } from '../errors.ts';
import { limaDay } from '../limaDay.ts';
import { ok } from '../respond.ts';
import { toCapacitacion, type TrainingRow } from './trainingSummary.ts';
import {
  ACCOMPANIMENT_COUNTS_SQL,
  ACCOMPANIMENT_SQL,
  EVALUATED_PERIODS_SQL,
  EVALUATION_SQL,
  LEVELS_SQL,
  ROUTE_SQL,
  STANDING_SQL,
} from './docenteDesarrollo.sql.ts';

type Schemas = components['schemas'];
type Source = 'AUTOEVALUACION' | 'ESTUDIANTES' | 'PARES' | 'JEFATURA';

const SOURCE_FIELDS = {
  AUTOEVALUACION: 'autoevaluacion',
  ESTUDIANTES: 'estudiantes',
  PARES: 'pares',
  JEFATURA: 'jefatura',
} as const;

const mean = (values: readonly number[]) =>
  Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;

/** A period's scores by dimension, each with the mean of its sources, in the dimensions' order. */
export function byDimension(
  rows: readonly { dimension: string; source: Source; score: number }[],
): Schemas['Dimension360'][] {
  const dimensions = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const scores = dimensions.get(row.dimension) ?? {};
    scores[SOURCE_FIELDS[row.source]] = row.score;
    dimensions.set(row.dimension, scores);
  }
  return [...dimensions].map(([dimension, scores]) => ({
    dimension,
    autoevaluacion: scores.autoevaluacion ?? 0,
    estudiantes: scores.estudiantes ?? 0,
    pares: scores.pares ?? 0,
    jefatura: scores.jefatura ?? 0,
    promedio: mean(Object.values(scores)),
  }));
}

export const docenteDesarrolloHandlers = {
  obtenerLineaDesarrollo: (context) => {
    const { db, clock } = context.services;
    const teacherId = signedIn(context).idu;
    const standing = queryOne<
      Schemas['NivelDesarrollo'] & { desde: string; proximaRevision: string | null; mentor: string }
    >(db, STANDING_SQL, { teacherId });
    if (!standing) throw notFound();
    const { desde, proximaRevision, mentor, ...nivel } = standing;
    const today = limaDay(clock());
    const route = queryAll<TrainingRow>(db, ROUTE_SQL, { teacherId }).map((row) =>
      toCapacitacion(row, today),
    );
    return ok({
      nivel,
      niveles: queryAll<Schemas['NivelDesarrollo']>(db, LEVELS_SQL),
      desde,
      proximaRevision,
      mentor,
      acompanamiento: queryOneOrThrow<{ realizadas: number; programadas: number }>(
        db,
        ACCOMPANIMENT_COUNTS_SQL,
        { teacherId },
      ),
      rutaFormativa: {
        finalizadas: route.filter((training) => training.estado === 'FINALIZADA').length,
        total: route.length,
      },
    });
  },

  listarAcompanamientoDocente: (context) =>
    ok(
      queryAll<Schemas['ActividadAcompanamiento']>(context.services.db, ACCOMPANIMENT_SQL, {
        teacherId: signedIn(context).idu,
      }),
    ),

  listarRutaFormativa: (context) => {
    const { db, clock } = context.services;
    const today = limaDay(clock());
    return ok(
      queryAll<TrainingRow>(db, ROUTE_SQL, { teacherId: signedIn(context).idu }).map((row) =>
        toCapacitacion(row, today),
      ),
    );
  },

  obtenerEvaluacion360: (context) => {
    const { db } = context.services;
    const teacherId = signedIn(context).idu;
    const periodos = queryAll<{ code: string }>(db, EVALUATED_PERIODS_SQL, { teacherId }).map(
      (row) => row.code,
    );
    const period = context.query.periodo ?? periodos[0];
    if (period === undefined) {
      return ok({ periodos, codigoPeriodo: null, promedio: null, dimensiones: [] });
    }
    if (!periodos.includes(period)) throw notFound();
    const dimensiones = byDimension(
      queryAll<{ dimension: string; source: Source; score: number }>(db, EVALUATION_SQL, {
        teacherId,
        period,
      }),
    );
    return ok({
      periodos,
      codigoPeriodo: period,
      promedio: mean(dimensiones.map((dimension) => dimension.promedio)),
      dimensiones,
    });
  },
} satisfies Partial<ServiceHandlers<operations>>;
