// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery } from '../../test/listQuery.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { texts } from '../texts.ts';
import { adminTexts } from '../admin/texts.ts';
import { tourTexts } from './texts.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

interface Tour {
  id: number;
  codeConfig: string;
  nombre: string;
  pasos: number;
  modales: number;
  medidas: number;
  tareas: number;
  version: number;
}
interface Paso {
  id: number;
  step: number;
  code: string;
  version: number;
}

const ADMIN = '/api/main/admin';
const get = async <T>(path: string, query: Record<string, unknown> = {}) =>
  (await api.call('superadmin', { url: `${ADMIN}/${path}`, query: listQuery(query) })).json() as T;
const post = (path: string, payload: Record<string, unknown>) =>
  api.call('superadmin', { method: 'POST', url: `${ADMIN}/${path}`, payload });
const put = (path: string, payload: Record<string, unknown>) =>
  api.call('superadmin', { method: 'PUT', url: `${ADMIN}/${path}`, payload });
const remove = (path: string) =>
  api.call('superadmin', { method: 'DELETE', url: `${ADMIN}/${path}` });

let made = 0;
/** A tour of its own, with no task naming it. */
const newTour = async () => {
  made += 1;
  const response = await post('tour', {
    codeConfig: `nueva_func_tour_prueba-${made}`,
    nombre: `Tour de prueba ${made}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Tour;
};
const stepsOf = async (tourId: number) =>
  get<Paso[]>('tourPaso', { filter: { tourId }, range: [0, 99] });
const step = (tourId: number, number: number, code: string, extra: object = {}) =>
  post('tourPaso', {
    tourId,
    step: number,
    idComponent: `tour-${code.toLowerCase()}`,
    code,
    route: '/',
    title: `Paso ${code}`,
    content: 'Contenido del paso.',
    ...extra,
  });
const stepChange = (paso: Paso, extra: object) => ({
  step: paso.step,
  idComponent: 'tour-paso',
  code: paso.code,
  route: '/',
  title: `Paso ${paso.code}`,
  content: 'Contenido del paso.',
  version: paso.version,
  ...extra,
});
/** The tour's steps by number, as their codes. */
const order = async (tourId: number) => (await stepsOf(tourId)).map((paso) => paso.code);

describe('tours', () => {
  it('lists the four tours of spec §3 with their parts, and searches them', async () => {
    const tours = await get<Tour[]>('tour', { sort: ['codeConfig', 'ASC'] });
    expect(tours.map((tour) => tour.codeConfig)).toEqual([
      'nueva_func_tour_avance-curricular',
      'nueva_func_tour_docentes',
      'nueva_func_tour_estudiantes',
      'nueva_func_tour_unidades-didacticas',
    ]);
    expect(tours[2]).toMatchObject({ modales: 3, pasos: 6, medidas: 3, tareas: 1 });
    const found = await get<Tour[]>('tour', { filter: { q: 'curricular' } });
    expect(found.map((tour) => tour.codeConfig)).toEqual(['nueva_func_tour_avance-curricular']);
  });

  it('keeps each codeConfig to one tour, and it stays as created', async () => {
    const taken = await post('tour', { codeConfig: 'nueva_func_tour_docentes', nombre: 'Otro' });
    expect(taken.json().errors).toEqual({ codeConfig: [adminTexts.tourCodeTaken] });
    const badCode = await post('tour', { codeConfig: 'Tour Docentes', nombre: 'Otro' });
    expect(badCode.json().errors).toEqual({ codeConfig: [texts.validation.format] });
    const tour = await newTour();
    const renamed = await put(`tour/${tour.id}`, {
      codeConfig: 'otro',
      nombre: 'Nuevo nombre',
      version: 1,
    });
    expect(renamed.json().errors).toEqual({ codeConfig: [texts.validation.unknownField] });
    const saved = await put(`tour/${tour.id}`, { nombre: 'Nuevo nombre', version: 1 });
    expect(saved.json()).toMatchObject({ codeConfig: tour.codeConfig, nombre: 'Nuevo nombre' });
    expect((await put(`tour/${tour.id}`, { nombre: 'Otra vez', version: 1 })).statusCode).toBe(409);
  });

  it('refuses to delete a tour a task names; one nobody names goes with its parts', async () => {
    const [students] = await get<Tour[]>('tour', { filter: { q: 'tour_estudiantes' } });
    const refused = await remove(`tour/${students!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messagePublic).toBe(adminTexts.tourInUse('Recorrido del nuevo campus'));

    const tour = await newTour();
    await step(tour.id, 1, 'UNO');
    await post('tourModal', {
      tourId: tour.id,
      code: 'ModFinaliza',
      title: 'Fin',
      content: 'Fin.',
    });
    expect((await remove(`tour/${tour.id}`)).statusCode).toBe(200);
    expect(await stepsOf(tour.id)).toEqual([]);
    expect(await get('tourModal', { filter: { tourId: tour.id } })).toEqual([]);
  });

  it('keeps one modal of each of the three codes per tour', async () => {
    const tour = await newTour();
    const modal = { tourId: tour.id, title: 'Bienvenida', content: 'Hola.' };
    const other = await post('tourModal', { ...modal, code: 'ModIntermedio' });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.code).toEqual([texts.validation.invalidValue]);
    for (const code of ['ModBienvenida', 'ModOmision', 'ModFinaliza']) {
      expect((await post('tourModal', { ...modal, code })).statusCode).toBe(200);
    }
    const twice = await post('tourModal', { ...modal, code: 'ModOmision' });
    expect(twice.json().errors).toEqual({ code: [adminTexts.modalCodeTaken] });
    const missing = await post('tourModal', { ...modal, tourId: 99999, code: 'ModOmision' });
    expect(missing.json().errors).toEqual({ tourId: [adminTexts.tourNotFound] });
    // Welcome, omit, finish: the order they play in.
    const listed = await get<{ id: number; code: string }[]>('tourModal', {
      filter: { tourId: tour.id },
    });
    expect(listed.map((row) => row.code)).toEqual(['ModBienvenida', 'ModOmision', 'ModFinaliza']);
    const saved = await put(`tourModal/${listed[0]!.id}`, {
      title: '¡Hola!',
      content: 'Bienvenido(a).',
      image: '/img/tour/hola.svg',
      showClose: false,
      version: 1,
    });
    expect(saved.json()).toMatchObject({ code: 'ModBienvenida', showClose: false, version: 2 });
    expect((await remove(`tourModal/${listed[0]!.id}`)).statusCode).toBe(200);
  });

  it('takes a measure of type absolute or fixed only, one per screen width', async () => {
    const tour = await newTour();
    const measure = { tourId: tour.id, code: 768, type: 'absolute', position: 'right' };
    const relative = await post('tourMedida', { ...measure, type: 'relative' });
    expect(relative.json().errors.type).toEqual([texts.validation.invalidValue]);
    const first = (await post('tourMedida', measure)).json() as { id: number };
    expect((await post('tourMedida', { ...measure, type: 'fixed', code: 0 })).statusCode).toBe(200);
    const twice = await post('tourMedida', { ...measure, type: 'fixed' });
    expect(twice.json().errors).toEqual({ code: [adminTexts.measureCodeTaken] });
    // Moving onto another measure's width is refused; keeping its own is not.
    const { tourId: _tour, ...changes } = measure;
    const onto = await put(`tourMedida/${first.id}`, { ...changes, code: 0, version: 1 });
    expect(onto.json().errors).toEqual({ code: [adminTexts.measureCodeTaken] });
    const kept = await put(`tourMedida/${first.id}`, { ...changes, offsetX: -500, version: 1 });
    expect(kept.json()).toMatchObject({ offsetX: -500, rounded: true, version: 2 });
    const far = await put(`tourMedida/${first.id}`, { ...changes, offsetX: -501, version: 2 });
    expect(far.json().errors.offsetX).toEqual([texts.validation.minimum(-500)]);
  });
});

describe('tour steps', () => {
  it('numbers steps 1..n without gaps: a new one goes from 1 to n + 1', async () => {
    const tour = await newTour();
    const gap = await step(tour.id, 2, 'DOS');
    expect(gap.statusCode).toBe(400);
    expect(gap.json().errors).toEqual({ step: [adminTexts.stepOutOfRange(1)] });
    expect((await step(tour.id, 1, 'UNO')).statusCode).toBe(200);
    expect((await step(tour.id, 2, 'TRES')).statusCode).toBe(200);
    // Inserted at 2: the old second step moves to 3, with a new version and its own audit entry.
    const inserted = await step(tour.id, 2, 'DOS');
    expect(inserted.json()).toMatchObject({ step: 2, code: 'DOS' });
    const steps = await stepsOf(tour.id);
    expect(steps.map((paso) => [paso.step, paso.code])).toEqual([
      [1, 'UNO'],
      [2, 'DOS'],
      [3, 'TRES'],
    ]);
    expect(steps[2]!.version).toBe(2);
    const audit = await api.call('superadmin', {
      url: `${ADMIN}/auditoria`,
      query: listQuery({ filter: { resource: 'tourPaso', recordId: String(steps[2]!.id) } }),
    });
    expect((audit.json() as { action: string }[]).map((entry) => entry.action)).toEqual([
      'update',
      'create',
    ]);
  });

  it('moves a step to another number and the ones in between make room, both ways', async () => {
    const tour = await newTour();
    for (const [index, code] of ['AA', 'BB', 'CC', 'DD'].entries())
      await step(tour.id, index + 1, code);
    const [a] = await stepsOf(tour.id);
    expect((await put(`tourPaso/${a!.id}`, stepChange(a!, { step: 3 }))).statusCode).toBe(200);
    expect(await order(tour.id)).toEqual(['BB', 'CC', 'AA', 'DD']);
    const d = (await stepsOf(tour.id))[3]!;
    expect((await put(`tourPaso/${d.id}`, stepChange(d, { step: 1 }))).statusCode).toBe(200);
    expect(await order(tour.id)).toEqual(['DD', 'BB', 'CC', 'AA']);
    const beyond = await put(`tourPaso/${d.id}`, stepChange(d, { step: 5, version: 2 }));
    expect(beyond.json().errors).toEqual({ step: [adminTexts.stepOutOfRange(4)] });
  });

  it('refuses a stale step without moving any other', async () => {
    const tour = await newTour();
    for (const [index, code] of ['AA', 'BB', 'CC'].entries()) await step(tour.id, index + 1, code);
    const [a] = await stepsOf(tour.id);
    const stale = await put(`tourPaso/${a!.id}`, stepChange(a!, { step: 3, version: 7 }));
    expect(stale.statusCode).toBe(409);
    expect(await order(tour.id)).toEqual(['AA', 'BB', 'CC']);
    expect((await stepsOf(tour.id)).map((paso) => paso.version)).toEqual([1, 1, 1]);
  });

  it('closes the gap a deleted step leaves', async () => {
    const tour = await newTour();
    for (const [index, code] of ['AA', 'BB', 'CC'].entries()) await step(tour.id, index + 1, code);
    const [, b] = await stepsOf(tour.id);
    expect((await remove(`tourPaso/${b!.id}`)).json()).toMatchObject({ code: 'BB', step: 2 });
    const steps = await stepsOf(tour.id);
    expect(steps.map((paso) => [paso.step, paso.code])).toEqual([
      [1, 'AA'],
      [2, 'CC'],
    ]);
  });

  it('shows a step on a range of screen widths with the minimum not above the maximum', async () => {
    const tour = await newTour();
    const reversed = await step(tour.id, 1, 'UNO', { codeMin: 1024, codeMax: 1023 });
    expect(reversed.json().errors).toEqual({ codeMax: [adminTexts.widthRange] });
    const single = await step(tour.id, 1, 'UNO', { codeMin: 1024, codeMax: 1024 });
    expect(single.json()).toMatchObject({ codeMin: 1024, codeMax: 1024 });
    const paso = single.json() as Paso;
    const changed = await put(
      `tourPaso/${paso.id}`,
      stepChange(paso, { codeMin: 2000, codeMax: 1024 }),
    );
    expect(changed.json().errors).toEqual({ codeMax: [adminTexts.widthRange] });
    const wide = await step(tour.id, 2, 'DOS', { codeMax: 3841 });
    expect(wide.json().errors.codeMax).toEqual([texts.validation.maximum]);
  });
});

describe('tours as students and teachers read them', () => {
  const read = (usuario: string, codeConfig: string) =>
    api.call(usuario, {
      method: 'POST',
      url: '/api/main/tour/consultarNuevaFuncionalidad',
      payload: { codeConfig },
    });
  const menuOf = async (usuario: string) =>
    (await api.call(usuario, { url: '/api/main/tour/consultartourmenu' })).json().results as {
      text: string;
      isCompleted: boolean;
      children: { text: string; codeConfig: string; idTask: number | null }[];
    }[];

  it('plays a tour: its modals in the order they show, its steps by number, its measures by width', async () => {
    const tour = (await read('alumno', 'nueva_func_tour_avance-curricular')).json().results;
    expect(tour.nuevaFuncionalidadModal.map((modal: { code: string }) => modal.code)).toEqual([
      'ModBienvenida',
      'ModFinaliza',
    ]);
    expect(tour.nuevaFuncionalidad.map((paso: { step: number }) => paso.step)).toEqual([1, 2, 3]);
    expect(tour.medida).toEqual([
      { code: 0, type: 'fixed', position: 'bottom', offsetX: 0, offsetY: 16, rounded: true },
      { code: 768, type: 'absolute', position: 'bottom', offsetX: 0, offsetY: 12, rounded: true },
    ]);
    expect((await read('docente', 'nueva_func_tour_inexistente')).statusCode).toBe(404);
  });

  it('hides an inactive tour', async () => {
    const tour = await newTour();
    await put(`tour/${tour.id}`, { nombre: tour.nombre, activo: false, version: 1 });
    expect((await read('alumno', tour.codeConfig)).statusCode).toBe(404);
  });

  it("lists the tours of the caller's audience in the help menu, with their own task", async () => {
    const [students] = await menuOf('alumno1');
    expect(students!.text).toBe(tourTexts.tourMenuGroup);
    expect(students!.children.map((item) => item.codeConfig)).toEqual([
      'nueva_func_tour_estudiantes',
      'nueva_func_tour_avance-curricular',
      'nueva_func_tour_unidades-didacticas',
    ]);
    // alumno1 has the first tour's task pending; nobody has a copy of the others.
    expect(students!.children.map((item) => item.idTask !== null)).toEqual([true, false, false]);
    expect(students!.isCompleted).toBe(false);
    const [teachers] = await menuOf('docente');
    expect(teachers!.children.map((item) => item.codeConfig)).toEqual(['nueva_func_tour_docentes']);
    expect(await menuOf('colaborador')).toEqual([]);
  });
});
