// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/main/paths.ts';
import { useTestApiWithDatabase } from '../../test/testApiWithDatabase.ts';
import { texts } from '../texts.ts';
import { byDimension } from './docenteDesarrollo.ts';

type Schemas = components['schemas'];

const demo = useTestApiWithDatabase({ seed: { students: 20 } });

const get = async (usuario: string | null, url: string) => {
  const response = await demo.api.call(usuario, { url: `/api/main${url}` });
  return { status: response.statusCode, body: response.json() };
};

describe('byDimension', () => {
  it('puts each source under its dimension and averages the four to two decimals', () => {
    expect(
      byDimension([
        { dimension: 'Clima de aula', source: 'AUTOEVALUACION', score: 5 },
        { dimension: 'Clima de aula', source: 'ESTUDIANTES', score: 4.1 },
        { dimension: 'Clima de aula', source: 'PARES', score: 4 },
        { dimension: 'Clima de aula', source: 'JEFATURA', score: 3.9 },
        { dimension: 'Dominio disciplinar', source: 'AUTOEVALUACION', score: 1 },
        { dimension: 'Dominio disciplinar', source: 'ESTUDIANTES', score: 1 },
        { dimension: 'Dominio disciplinar', source: 'PARES', score: 1 },
        { dimension: 'Dominio disciplinar', source: 'JEFATURA', score: 2 },
      ]),
    ).toEqual([
      {
        dimension: 'Clima de aula',
        autoevaluacion: 5,
        estudiantes: 4.1,
        pares: 4,
        jefatura: 3.9,
        promedio: 4.25,
      },
      {
        dimension: 'Dominio disciplinar',
        autoevaluacion: 1,
        estudiantes: 1,
        pares: 1,
        jefatura: 2,
        promedio: 1.25,
      },
    ]);
  });
});

describe('obtenerLineaDesarrollo', () => {
  it("answers the teacher's level on the ladder and what their accompaniment and route add up to", async () => {
    const { body } = await get('docente', '/docente/linea-desarrollo/informacion');
    const line = body.results as Schemas['LineaDesarrolloResponse']['results'];
    expect(line.nivel.codigo).toBe('DESARROLLO');
    expect(line.niveles.map((level) => level.orden)).toEqual([1, 2, 3, 4]);
    const activities = (await get('docente', '/docente/linea-desarrollo/acompanamiento')).body
      .results as Schemas['ActividadAcompanamiento'][];
    expect(line.acompanamiento).toEqual({
      realizadas: activities.filter((a) => a.estado === 'REALIZADA').length,
      programadas: activities.filter((a) => a.estado === 'PROGRAMADA').length,
    });
    const route = (await get('docente', '/docente/linea-desarrollo/ruta-formativa')).body
      .results as Schemas['CapacitacionResumen'][];
    expect(route.length).toBeGreaterThan(0);
    expect(line.rutaFormativa).toEqual({
      finalizadas: route.filter((t) => t.estado === 'FINALIZADA').length,
      total: route.length,
    });
  });

  it("lists the route of the teacher's own level, as the database holds it", async () => {
    const route = (await get('docente', '/docente/linea-desarrollo/ruta-formativa')).body
      .results as Schemas['CapacitacionResumen'][];
    const expected = demo.db
      .prepare(
        `SELECT t.id FROM trainings t JOIN level_trainings lt ON lt.training_id = t.id
          JOIN development_levels l ON l.id = lt.level_id WHERE l.code = 'DESARROLLO'
          ORDER BY t.starts_on, t.id`,
      )
      .all() as { id: number }[];
    expect(route.map((t) => t.idCapacitacion)).toEqual(expected.map((row) => row.id));
    const fresh = (await get('docente.nuevo', '/docente/linea-desarrollo/ruta-formativa')).body
      .results as Schemas['CapacitacionResumen'][];
    expect(fresh.every((t) => t.estado === 'SIN_INICIAR')).toBe(true);
  });

  it('lists accompaniment latest first, an outcome only for sessions held', async () => {
    const activities = (await get('docente', '/docente/linea-desarrollo/acompanamiento')).body
      .results as Schemas['ActividadAcompanamiento'][];
    const dates = activities.map((a) => a.fecha);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const activity of activities) {
      expect(activity.resultado !== null).toBe(activity.estado === 'REALIZADA');
    }
    expect(new Set(activities.map((a) => a.tipo))).toEqual(
      new Set(['OBSERVACION', 'RETROALIMENTACION']),
    );
  });
});

describe('obtenerEvaluacion360', () => {
  it('answers the latest period by default and another one asked for', async () => {
    const latest = (await get('docente', '/docente/evaluacion-360')).body
      .results as Schemas['Evaluacion360Response']['results'];
    expect(latest.periodos.length).toBe(2);
    expect(latest.codigoPeriodo).toBe(latest.periodos[0]);
    expect(latest.dimensiones).toHaveLength(6);
    for (const dimension of latest.dimensiones) {
      for (const score of [
        dimension.autoevaluacion,
        dimension.estudiantes,
        dimension.pares,
        dimension.jefatura,
      ]) {
        expect(score).toBeGreaterThanOrEqual(1);
        expect(score).toBeLessThanOrEqual(5);
      }
    }
    const mean =
      latest.dimensiones.reduce((sum, dimension) => sum + dimension.promedio, 0) /
      latest.dimensiones.length;
    expect(latest.promedio).toBeCloseTo(mean, 2);
    const older = (await get('docente', `/docente/evaluacion-360?periodo=${latest.periodos[1]}`))
      .body.results as Schemas['Evaluacion360Response']['results'];
    expect(older.codigoPeriodo).toBe(latest.periodos[1]);
  });

  it('answers 404 for a period without evaluation, 400 for no period code, empty for a new teacher', async () => {
    expect((await get('docente', '/docente/evaluacion-360?periodo=2019-I')).status).toBe(404);
    expect((await get('docente', '/docente/evaluacion-360?periodo=2026')).status).toBe(400);
    expect((await get('docente.nuevo', '/docente/evaluacion-360')).body.results).toEqual({
      periodos: [],
      codigoPeriodo: null,
      promedio: null,
      dimensiones: [],
    });
  });
});

describe('roles', () => {
  it('refuses every role but the teacher, and asks for a session', async () => {
    for (const url of [
      '/docente/linea-desarrollo/informacion',
      '/docente/linea-desarrollo/acompanamiento',
      '/docente/linea-desarrollo/ruta-formativa',
      '/docente/evaluacion-360',
    ]) {
      for (const usuario of ['alumno', 'colaborador', 'superadmin']) {
        const refused = await get(usuario, url);
        expect(refused.status, `${usuario} ${url}`).toBe(403);
        expect(refused.body.messagePublic).toBe(texts.forbidden);
      }
      expect((await get(null, url)).status).toBe(401);
    }
  });
});
