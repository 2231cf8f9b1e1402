// @vitest-environment node
import { LAST_FIXED_ORDEN } from '../../../src/lib/flow/alertOrden.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery } from '../../test/listQuery.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { texts } from '../texts.ts';
import { adminTexts } from './texts.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

interface Tarea {
  id: number;
  nombre: string;
  audiencia: string;
  modulo: string;
  orden: number;
  tareaPadreId: number | null;
  tareaPadre: string | null;
  isSubTask: boolean;
  codeConfig: string | null;
  url: string | null;
  activo: boolean;
  subtareas: number;
  pendientes: number;
  version: number;
}

const URL = '/api/main/admin/tareas';
const list = async (query: Record<string, unknown>) =>
  (
    await api.call('superadmin', { url: URL, query: listQuery({ range: [0, 99], ...query }) })
  ).json() as Tarea[];
const create = (payload: Record<string, unknown>) =>
  api.call('superadmin', { method: 'POST', url: URL, payload });
const update = (id: number, payload: Record<string, unknown>) =>
  api.call('superadmin', { method: 'PUT', url: `${URL}/${id}`, payload });
const remove = (id: number) => api.call('superadmin', { method: 'DELETE', url: `${URL}/${id}` });
const seeded = async (modulo: string, audiencia = 'ESTUDIANTES') =>
  (await list({ filter: { q: modulo, audiencia } })).find((tarea) => tarea.modulo === modulo)!;
/** The fields a save sends back, from a record as read. */
const fieldsOf = (tarea: Tarea) => ({
  nombre: tarea.nombre,
  audiencia: tarea.audiencia,
  modulo: tarea.modulo,
  orden: tarea.orden,
  ...(tarea.tareaPadreId !== null && { tareaPadreId: tarea.tareaPadreId }),
  ...(tarea.codeConfig !== null && { codeConfig: tarea.codeConfig }),
  ...(tarea.url !== null && { url: tarea.url }),
  activo: tarea.activo,
  version: tarea.version,
});
const flowOf = async (usuario: string) =>
  (
    await api.call(usuario, {
      method: 'POST',
      url: '/api/main/usuario/flujo',
      payload: { version: '1.0.0' },
    })
  ).json().results.detalle as {
    idTarea: number;
    modulo: string;
    orden: number;
    url: string;
    isSubTask: boolean;
  }[];

/** The flow's tasks but the home's closeable alerts, which the user's data raises (homeAlerts.test.ts). */
const tasksOf = async (usuario: string) =>
  (await flowOf(usuario)).filter(
    (task) => task.orden <= LAST_FIXED_ORDEN || task.modulo.startsWith('nueva_func_tour'),
  );

let next = 100;
/** A new top-level task of its own orden (the seeds stop at 42). */
const newTask = async (extra: Record<string, unknown> = {}) => {
  next += 1;
  const response = await create({
    nombre: `Tarea de prueba ${next}`,
    audiencia: 'ESTUDIANTES',
    modulo: `prueba${next}`,
    orden: next,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Tarea;
};

describe('task definitions', () => {
  it('lists an audience in the flow order, each task followed by its subtasks', async () => {
    const rows = await list({ filter: { audiencia: 'ESTUDIANTES' } });
    expect(rows.every((row) => row.audiencia === 'ESTUDIANTES')).toBe(true);
    expect(rows.slice(0, 12).map((row) => [row.modulo, row.isSubTask])).toEqual([
      ['cambiarClave', false],
      ['reglamentosActualizados', false],
      ['onBoarding', false],
      ['onboardingDatos', true],
      ['onboardingContacto', true],
      ['onboardingEmergencia', true],
      ['onboardingEstudios', true],
      ['onboardingSalud', true],
      ['onboardingSocioeconomico', true],
      ['onboardingDirectivas', true],
      ['onboardingFoto', true],
      ['actualizarDatos', false],
    ]);
    expect(rows[3]).toMatchObject({ tareaPadreId: rows[2]!.id, tareaPadre: rows[2]!.nombre });
    expect(rows[2]).toMatchObject({ subtareas: 8 });
    const topLevel = rows.filter((row) => !row.isSubTask).map((row) => row.orden);
    expect(topLevel).toEqual([...topLevel].sort((a, b) => a - b));
  });

  it("searches names, modules and routes, sorts by who has them pending, and lists a task's subtasks", async () => {
    expect((await list({ filter: { q: 'TOUR' } })).map((row) => row.modulo)).toEqual([
      'nueva_func_tour_docentes',
      'nueva_func_tour_estudiantes',
      'nueva_func_tour_avance-curricular',
      'nueva_func_tour_unidades-didacticas',
    ]);
    expect((await list({ filter: { q: 'induccion' } })).map((row) => row.modulo)).toEqual([
      'docentes_induccion',
    ]);
    const busiest = await list({ sort: ['pendientes', 'DESC'] });
    expect(busiest[0]!.pendientes).toBeGreaterThan(0);
    expect(busiest.every((row, i) => i === 0 || row.pendientes <= busiest[i - 1]!.pendientes)).toBe(
      true,
    );
    const onboarding = await seeded('onBoarding');
    const subtasks = await list({ filter: { tareaPadreId: onboarding.id } });
    expect(subtasks.map((row) => row.orden)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("counts who has a task pending: the new student has the onboarding, the base seed's one the tour", async () => {
    const onboarding = await seeded('onBoarding');
    expect(onboarding.pendientes).toBeGreaterThanOrEqual(1);
    const flow = await tasksOf('alumno1');
    expect(flow.map((task) => task.modulo)).toEqual(['nueva_func_tour_estudiantes']);
    const first = (await tasksOf('alumno.nuevo')).filter((task) => !task.isSubTask);
    expect(first.map((task) => task.modulo)).toEqual([
      'cambiarClave',
      'reglamentosActualizados',
      'onBoarding',
      'verificarCelular',
      'subirDocumentos',
      'nueva_func_tour_estudiantes',
    ]);
  });

  it('refuses an orden under 1 or over 999, and takes both limits', async () => {
    for (const orden of [0, 1000]) {
      const response = await create({
        nombre: 'Fuera de rango',
        audiencia: 'DOCENTES',
        modulo: 'fuera',
        orden,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.orden).toEqual([
        orden === 0 ? texts.validation.minimum(1) : texts.validation.maximum,
      ]);
    }
    const last = await newTask({ audiencia: 'DOCENTES', orden: 999 });
    const onboarding = await seeded('onBoarding');
    const first = await newTask({ tareaPadreId: onboarding.id, orden: 9 });
    expect(first).toMatchObject({ isSubTask: true, tareaPadre: onboarding.nombre });
    expect((await remove(first.id)).statusCode).toBe(200);
    expect((await remove(last.id)).statusCode).toBe(200);
  });

  it('keeps each orden to one top-level task per audience, and one subtask per parent', async () => {
    const taken = await create({
      nombre: 'Otra bienvenida',
      audiencia: 'ESTUDIANTES',
      modulo: 'otraBienvenida',
      orden: 1,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ orden: [adminTexts.taskOrderTaken] });
    // The same orden in the other audience, and under a parent, is free.
    const teachers = await newTask({ audiencia: 'DOCENTES', orden: 90 });
    const students = await newTask({ audiencia: 'ESTUDIANTES', orden: 90 });
    const onboarding = await seeded('onBoarding');
    const sibling = await create({
      nombre: 'Otra subtarea',
      audiencia: 'ESTUDIANTES',
      modulo: 'otraSubtarea',
      orden: 1,
      tareaPadreId: onboarding.id,
    });
    expect(sibling.json().errors).toEqual({ orden: [adminTexts.subtaskOrderTaken] });
    // A task keeps its own orden when saved again.
    const saved = await update(students.id, { ...fieldsOf(students), nombre: 'Renombrada' });
    expect(saved.json()).toMatchObject({ nombre: 'Renombrada', version: 2 });
    await remove(teachers.id);
    await remove(students.id);
  });

  it("takes only a top-level task of the same audience as a subtask's parent", async () => {
    const onboarding = await seeded('onBoarding');
    const subtask = (await list({ filter: { tareaPadreId: onboarding.id } }))[0]!;
    const induction = await seeded('docentes_induccion', 'DOCENTES');
    for (const tareaPadreId of [subtask.id, induction.id, 99999]) {
      const response = await create({
        nombre: 'Subtarea inválida',
        audiencia: 'ESTUDIANTES',
        modulo: 'subtareaInvalida',
        orden: 9,
        tareaPadreId,
      });
      expect(response.json().errors).toEqual({ tareaPadreId: [adminTexts.taskParentInvalid] });
    }
    const own = await newTask();
    const self = await update(own.id, { ...fieldsOf(own), tareaPadreId: own.id });
    expect(self.json().errors).toEqual({ tareaPadreId: [adminTexts.taskParentInvalid] });
    await remove(own.id);
  });

  it('keeps a task with subtasks a top-level task of its audience', async () => {
    const onboarding = await seeded('onBoarding');
    const datos = await seeded('actualizarDatos');
    const nested = await update(onboarding.id, {
      ...fieldsOf(onboarding),
      tareaPadreId: datos.id,
      orden: 9,
    });
    expect(nested.json().errors).toEqual({ tareaPadreId: [adminTexts.taskWithSubtasks] });
    const moved = await update(onboarding.id, {
      ...fieldsOf(onboarding),
      audiencia: 'DOCENTES',
      orden: 90,
    });
    expect(moved.json().errors).toEqual({ audiencia: [adminTexts.taskWithSubtasks] });
  });

  it('needs an existing tour for a module that starts with the tour prefix', async () => {
    const tourTask = { nombre: 'Tour nuevo', audiencia: 'DOCENTES', modulo: 'nueva_func_tour_x' };
    for (const codeConfig of [undefined, 'nueva_func_tour_inexistente']) {
      const response = await create({ ...tourTask, orden: 50, codeConfig });
      expect(response.json().errors).toEqual({ codeConfig: [adminTexts.tourTaskWithoutTour] });
    }
    const made = await newTask({ ...tourTask, codeConfig: 'nueva_func_tour_docentes' });
    expect(made).toMatchObject({ codeConfig: 'nueva_func_tour_docentes' });
    // Other modules need none.
    expect((await newTask({ modulo: 'nueva_func' })).codeConfig).toBeNull();
    await remove(made.id);
  });

  it.each([
    ['nombre', 'ab', texts.validation.minLength(3)],
    ['nombre', 'a'.repeat(81), texts.validation.maxLength],
    ['modulo', 'a', texts.validation.minLength(2)],
    ['modulo', '1modulo', texts.validation.format],
    ['audiencia', 'TODOS', texts.validation.invalidValue],
    ['url', 'onboarding', texts.validation.format],
    ['codeConfig', 'Tour Docentes', texts.validation.format],
  ])('refuses a %s of %j', async (field, value, message) => {
    const response = await create({
      nombre: 'Tarea',
      audiencia: 'ESTUDIANTES',
      modulo: 'tarea',
      orden: 60,
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('refuses a stale save and audits every write', async () => {
    const made = await newTask();
    const change = { ...fieldsOf(made), url: '/actualizar-datos' };
    expect((await update(made.id, change)).statusCode).toBe(200);
    const stale = await update(made.id, change);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messagePublic).toBe(texts.staleRecord);
    expect((await remove(made.id)).statusCode).toBe(200);
    const audit = await api.call('superadmin', {
      url: '/api/main/admin/auditoria',
      query: listQuery({ filter: { resource: 'tareas', recordId: String(made.id) } }),
    });
    expect((audit.json() as { action: string }[]).map((entry) => entry.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
  });

  it('refuses to delete a task someone has pending, or one with subtasks', async () => {
    const onboarding = await seeded('onBoarding');
    const pending = await remove(onboarding.id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().messagePublic).toBe(adminTexts.taskPending(onboarding.pendientes));
    const parent = await newTask();
    const child = await newTask({ tareaPadreId: parent.id, orden: 1 });
    const withChild = await remove(parent.id);
    expect(withChild.statusCode).toBe(409);
    expect(withChild.json().messagePublic).toBe(adminTexts.taskHasSubtasks);
    await remove(child.id);
    expect((await remove(parent.id)).statusCode).toBe(200);
  });

  it("gives users' pending copies the definition's new shape, and holds an inactive one back", async () => {
    const tour = await seeded('nueva_func_tour_estudiantes');
    const moved = await update(tour.id, { ...fieldsOf(tour), orden: 26, url: '/estudiantes' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await tasksOf('alumno1')).at(-1)).toMatchObject({ orden: 26, url: '/estudiantes' });
    const off = await update(tour.id, { ...fieldsOf(moved.json()), activo: false });
    expect(off.statusCode).toBe(200);
    expect((await tasksOf('alumno1')).map((task) => task.modulo)).toEqual([]);
    await update(tour.id, { ...fieldsOf(off.json()), orden: 20, url: '/', activo: true });
  });

  it("offers the top-level tasks and the tours as the form's choices", async () => {
    const tareas = (
      await api.call('superadmin', { url: '/api/main/admin/opciones/tareas' })
    ).json() as { id: number; nombre: string }[];
    expect(tareas[0]).toMatchObject({ nombre: 'Cambio de contraseña (Estudiantes)' });
    expect(tareas.some((option) => option.nombre === 'Datos personales')).toBe(false);
    const tours = (
      await api.call('superadmin', { url: '/api/main/admin/opciones/tours' })
    ).json() as { id: string }[];
    expect(tours.map((option) => option.id).sort()).toEqual([
      'nueva_func_tour_avance-curricular',
      'nueva_func_tour_docentes',
      'nueva_func_tour_estudiantes',
      'nueva_func_tour_unidades-didacticas',
    ]);
  });

  it('lets only the superadmin reach the definitions', async () => {
    for (const usuario of ['colaborador', 'alumno', 'docente']) {
      expect((await api.call(usuario, { url: URL })).statusCode).toBe(403);
    }
  });
});
