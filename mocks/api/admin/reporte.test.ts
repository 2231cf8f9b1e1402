// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { texts } from '../texts.ts';
import { adminTexts, reportTexts } from './texts.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

type Value = string | number | null;
type Fila = Record<string, Value> & { id: number };
interface Reporte {
  columnas: { clave: string; titulo: string; tipo: string }[];
  filas: Fila[];
  total: number;
  resumen: { agrupadoPor: string; columnas: { clave: string }[]; filas: Record<string, Value>[] };
}
interface Filtro {
  clave: string;
  opciones: { id: number | string; nombre: string; marca: string | null }[];
}

const call = (url: string, query: Record<string, string | number>, usuario = 'colaborador') =>
  api.call(usuario, {
    url: `/api/main/reporte/${url}`,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
const report = async (query: Record<string, string | number>) => {
  const response = await call('listar', { tamanoPagina: 500, ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as Reporte;
};
const filtersOf = async (tipo: string) => {
  const response = await call('filtro/listar', { tipo });
  return response.json().results as { filtros: Filtro[]; agrupaciones: { id: string }[] };
};
const refusal = async (query: Record<string, string | number>) => {
  const response = await call('listar', query);
  expect(response.statusCode).toBe(400);
  return response.json().errors as Record<string, string[]>;
};

describe('report filters', () => {
  it('offers each type its filters and groupings from the institute tables', async () => {
    const onboarding = await filtersOf('ONBOARDING');
    expect(onboarding.filtros.map((f) => f.clave)).toEqual([
      'marca',
      'idSede',
      'idPrograma',
      'ciclo',
      'estado',
    ]);
    expect(onboarding.agrupaciones.map((g) => g.id)).toEqual(['sede', 'programa']);
    const curriculum = await filtersOf('CURRICULUM');
    expect(curriculum.filtros.map((f) => f.clave)).toEqual([
      'marca',
      'idSede',
      'idPrograma',
      'ciclo',
      'idPeriodo',
    ]);
    const options = (clave: string) => curriculum.filtros.find((f) => f.clave === clave)!.opciones;
    expect(options('marca')[0]).toEqual({
      id: 'HZT',
      nombre: 'Instituto Tecnológico Horizonte',
      marca: 'HZT',
    });
    expect(options('idSede')).toContainEqual({ id: 1, nombre: 'Sede Lima Norte', marca: 'HZT' });
    // Careers only, cycles the careers use, and periods that hold sections.
    expect(options('idPrograma').every((option) => !/Ofimática/.test(option.nombre))).toBe(true);
    expect(options('ciclo').map((option) => option.id)).toEqual([
      'CI',
      'CII',
      'CIII',
      'CIV',
      'CV',
      'CVI',
    ]);
    // The next one being scheduled (migration 052), this one, and the past ones where the demo
    // teacher taught (migration 031's history).
    expect(options('idPeriodo').map((option) => option.nombre)).toEqual([
      '2027-I',
      '2026-II',
      '2026-I',
    ]);
  });
});

describe('ONBOARDING', () => {
  it("counts each student's completed, pending and skipped onboarding tasks", async () => {
    const { filas, total, columnas } = await report({ tipo: 'ONBOARDING' });
    expect(columnas.map((c) => c.titulo)).toContain('Tareas omitidas');
    expect(filas).toHaveLength(total);
    for (const row of filas) {
      const done = Number(row.completadas);
      const tasks = done + Number(row.pendientes) + Number(row.omitidas);
      expect(row.avance).toBe(Math.round((1000 * done) / tasks) / 10);
      const estado =
        done === tasks
          ? 'Completado'
          : Number(row.omitidas) > 0
            ? 'Con pasos omitidos'
            : 'Con tareas pendientes';
      expect(row.estado).toBe(estado);
    }
    // The demo student finished her onboarding when she enrolled; the new one has it all ahead
    // (the task and its eight steps).
    expect(filas.find((row) => row.usuario === 'alumno')).toMatchObject({
      pendientes: 0,
      omitidas: 0,
      estado: 'Completado',
    });
    expect(filas.find((row) => row.usuario === 'alumno.nuevo')).toMatchObject({
      completadas: 0,
      pendientes: 9,
      omitidas: 0,
    });
  });

  it('sums the students of each group in the summary', async () => {
    const { filas, resumen } = await report({ tipo: 'ONBOARDING', agruparPor: 'programa' });
    expect(resumen.agrupadoPor).toBe('programa');
    expect(resumen.columnas.map((c) => c.clave)).toEqual([
      'grupo',
      'estudiantes',
      'completados',
      'pendientes',
      'omitidos',
    ]);
    const sum = (key: string) => resumen.filas.reduce((total, row) => total + Number(row[key]), 0);
    expect(sum('estudiantes')).toBe(filas.length);
    expect(sum('completados') + sum('pendientes') + sum('omitidos')).toBe(filas.length);
    expect(sum('completados')).toBe(filas.filter((row) => row.estado === 'Completado').length);
  });

  it('filters by state, campus and search, sorts and pages on the server', async () => {
    const all = await report({ tipo: 'ONBOARDING' });
    const pending = await report({ tipo: 'ONBOARDING', estado: 'PENDIENTE' });
    expect(pending.filas.every((row) => row.estado === 'Con tareas pendientes')).toBe(true);
    expect(pending.total).toBe(
      all.filas.filter((r) => r.estado === 'Con tareas pendientes').length,
    );

    const sede = all.filas[0]!.sede;
    const sedes = (await filtersOf('ONBOARDING')).filtros[1]!.opciones;
    const idSede = sedes.find((option) => option.nombre === sede)!.id;
    const inCampus = await report({ tipo: 'ONBOARDING', idSede });
    expect(inCampus.filas.length).toBeGreaterThan(0);
    expect(inCampus.filas.every((row) => row.sede === sede)).toBe(true);

    const searched = await report({ tipo: 'ONBOARDING', busqueda: 'ALUMNO.NUEVO' });
    expect(searched.filas.map((row) => row.usuario)).toEqual(['alumno.nuevo']);

    const sorted = await report({ tipo: 'ONBOARDING', ordenarPor: 'avance', orden: 'DESC' });
    const progress = sorted.filas.map((row) => Number(row.avance));
    expect(progress).toEqual([...progress].sort((a, b) => b - a));

    const second = await report({ tipo: 'ONBOARDING', pagina: 2, tamanoPagina: 3 });
    expect(second.filas.map((row) => row.id)).toEqual(all.filas.slice(3, 6).map((row) => row.id));
    expect(second.total).toBe(all.total);
  });
});

describe('CURRICULUM', () => {
  it('measures each career enrolment by its approved credits against the plan', async () => {
    const { filas, columnas } = await report({ tipo: 'CURRICULUM' });
    expect(columnas.map((c) => c.clave)).toEqual([
      'usuario',
      'estudiante',
      'marca',
      'sede',
      'programa',
      'ciclo',
      'creditosPrevios',
      'creditosEnCurso',
      'creditosPlan',
      'avance',
    ]);
    // Six cycles of three 3-credit courses plus two units in cycle III (2 and 1 credits). The demo
    // student passed five courses of cycles I and II (15 credits) and failed 'Base de Datos I',
    // which they take again beside cycle III's five courses.
    expect(filas.find((row) => row.usuario === 'alumno')).toMatchObject({
      programa: 'Desarrollo de Software',
      ciclo: 'Ciclo III',
      creditosPrevios: 15,
      creditosEnCurso: 15,
      creditosPlan: 57,
      avance: 26.3,
    });
    expect(filas.some((row) => row.programa === 'OFIMÁTICA EMPRESARIAL')).toBe(false);
  });

  it('keeps the enrolments of a chosen period and groups by cycle in their order', async () => {
    const periods = (await filtersOf('CURRICULUM')).filtros[4]!.opciones;
    const current = periods.find((period) => period.nombre === '2026-II')!;
    const all = await report({ tipo: 'CURRICULUM' });
    const inPeriod = await report({ tipo: 'CURRICULUM', idPeriodo: current.id });
    expect(inPeriod.total).toBe(all.filas.filter((row) => Number(row.creditosEnCurso) > 0).length);

    const { resumen } = await report({ tipo: 'CURRICULUM', agruparPor: 'ciclo' });
    const cycles = resumen.filas.map((row) => String(row.grupo));
    const order = ['Ciclo I', 'Ciclo II', 'Ciclo III', 'Ciclo IV', 'Ciclo V', 'Ciclo VI'];
    expect(cycles).toEqual(order.filter((cycle) => cycles.includes(cycle)));
    // Each group's progress is the mean of its rows' approved credits over the plan's.
    const third = resumen.filas.find((row) => row.grupo === 'Ciclo III');
    const rows = all.filas.filter((row) => row.ciclo === 'Ciclo III');
    const mean =
      rows.reduce(
        (sum, row) => sum + (100 * Number(row.creditosPrevios)) / Number(row.creditosPlan),
        0,
      ) / rows.length;
    expect(rows.length).toBeGreaterThan(1);
    expect(third?.avancePromedio).toBeCloseTo(mean, 1);
  });
});

describe('TRAMITE', () => {
  it('lists the requests filed in the current period with their days against the target', async () => {
    const all = await report({ tipo: 'TRAMITE', tamanoPagina: 500 });
    expect(all.total).toBeGreaterThan(100);
    expect(all.columnas.map((c) => c.clave)).toContain('diasResolucion');
    const resolved = all.filas.find((fila) => fila.estado === 'Aprobado')!;
    expect(resolved.diasResolucion).toBeGreaterThan(0);
    expect(['Sí', 'No']).toContain(resolved.aTiempo);
    expect(all.filas.find((fila) => fila.estado === 'Registrado')?.aTiempo).toBe('En proceso');
    const dates = all.filas.map((fila) => String(fila.fechaRegistro));
    expect(dates).toEqual([...dates].sort());
  });

  it('counts by state, type, area and month, each grouping adding up to the same total', async () => {
    const { total } = await report({ tipo: 'TRAMITE', tamanoPagina: 1 });
    for (const agruparPor of ['estado', 'tipo', 'area', 'mes']) {
      const { resumen } = await report({ tipo: 'TRAMITE', agruparPor, tamanoPagina: 1 });
      const sum = resumen.filas.reduce((acc, fila) => acc + Number(fila.solicitudes), 0);
      expect(sum, agruparPor).toBe(total);
    }
    const byState = await report({ tipo: 'TRAMITE', agruparPor: 'estado', tamanoPagina: 1 });
    expect(byState.resumen.filas.map((fila) => fila.grupo)).toEqual(
      ['Registrado', 'En revisión', 'Observado', 'Aprobado', 'Rechazado'].filter((state) =>
        byState.resumen.filas.some((fila) => fila.grupo === state),
      ),
    );
    const byMonth = await report({ tipo: 'TRAMITE', agruparPor: 'mes', tamanoPagina: 1 });
    for (const fila of byMonth.resumen.filas) expect(fila.grupo).toMatch(/^\d{2}\/\d{4}$/);
    const approved = byState.resumen.filas.find((fila) => fila.grupo === 'Aprobado')!;
    expect(approved.resueltas).toBe(approved.solicitudes);
    expect(Number(approved.medianaDias)).toBeGreaterThan(0);
    expect(Number(approved.aTiempo)).toBeGreaterThanOrEqual(0);
    expect(Number(approved.aTiempo)).toBeLessThanOrEqual(100);
  });

  it('filters by campus and programme, and offers no cycle filter', async () => {
    const { total } = await report({ tipo: 'TRAMITE', tamanoPagina: 1 });
    const all = await report({ tipo: 'TRAMITE' });
    const campuses = (await filtersOf('TRAMITE')).filtros.find((f) => f.clave === 'idSede')!;
    const campus = campuses.opciones.find((option) =>
      all.filas.some((fila) => fila.sede === option.nombre),
    )!;
    const first = await report({ tipo: 'TRAMITE', idSede: campus.id });
    expect(first.total).toBeGreaterThan(0);
    expect(first.total).toBeLessThan(total);
    expect(new Set(first.filas.map((fila) => fila.sede))).toEqual(new Set([campus.nombre]));
    expect((await filtersOf('TRAMITE')).filtros.map((f) => f.clave)).toEqual([
      'marca',
      'idSede',
      'idPrograma',
      'idPeriodo',
    ]);
    const refused = await call('listar', { tipo: 'TRAMITE', ciclo: 'CI' });
    expect(refused.statusCode).toBe(400);
  });
});

describe('refusals', () => {
  it('refuses a filter, grouping or order the report does not have', async () => {
    expect(await refusal({ tipo: 'CURRICULUM', estado: 'PENDIENTE' })).toEqual({
      estado: [reportTexts.filterNotOffered],
    });
    expect(await refusal({ tipo: 'ONBOARDING', idPeriodo: 1 })).toEqual({
      idPeriodo: [reportTexts.filterNotOffered],
    });
    expect(await refusal({ tipo: 'ONBOARDING', agruparPor: 'ciclo' })).toEqual({
      agruparPor: [reportTexts.groupingNotOffered],
    });
    expect(await refusal({ tipo: 'CURRICULUM', ordenarPor: 'estado' })).toEqual({
      ordenarPor: [reportTexts.columnNotFound],
    });
  });

  it('refuses a choice that does not exist or belongs to another brand', async () => {
    expect(await refusal({ tipo: 'ONBOARDING', idSede: 999 })).toEqual({
      idSede: [adminTexts.choiceNotFound],
    });
    // Sede Cusco (4) is CMB's.
    expect(await refusal({ tipo: 'ONBOARDING', marca: 'HZT', idSede: 4 })).toEqual({
      idSede: [adminTexts.choiceNotFound],
    });
    expect((await call('listar', { tipo: 'ONBOARDING', marca: 'CMB', idSede: 4 })).statusCode).toBe(
      200,
    );
    // 2025-I exists but holds no sections.
    expect(await refusal({ tipo: 'CURRICULUM', idPeriodo: 1 })).toEqual({
      idPeriodo: [adminTexts.choiceNotFound],
    });
    expect(await refusal({ tipo: 'CURRICULUM', ciclo: 'CXII' })).toEqual({
      ciclo: [adminTexts.choiceNotFound],
    });
  });

  it('takes pages of up to 500 rows', async () => {
    expect((await call('listar', { tipo: 'ONBOARDING', tamanoPagina: 500 })).statusCode).toBe(200);
    const errors = await refusal({ tipo: 'ONBOARDING', tamanoPagina: 501 });
    expect(errors.tamanoPagina).toEqual([texts.validation.maximum]);
    expect(Object.keys(await refusal({ tipo: 'PAGOS' }))).toEqual(['tipo']);
  });

  it('answers admin-type users only', async () => {
    for (const usuario of ['alumno', 'docente', 'asistente']) {
      expect((await call('listar', { tipo: 'ONBOARDING' }, usuario)).statusCode).toBe(403);
      expect((await call('filtro/listar', { tipo: 'ONBOARDING' }, usuario)).statusCode).toBe(403);
    }
    expect((await call('listar', { tipo: 'CURRICULUM' }, 'psicologo')).statusCode).toBe(200);
  });
});
