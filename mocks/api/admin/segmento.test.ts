// @vitest-environment node
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

interface Segmento {
  id: number;
  nombre: string;
  tipoUsuario: number;
  usuarios: number;
  version: number;
}

const URL = '/api/main/admin/segmento';
const create = (payload: Record<string, unknown>) =>
  api.call('superadmin', { method: 'POST', url: URL, payload });
const membersOf = async (id: number, query: Record<string, unknown> = {}) => {
  const response = await api.call('superadmin', {
    url: `${URL}/${id}/usuarios`,
    query: listQuery({ range: [0, 999], ...query }),
  });
  return response.json() as { usuario: string; tipo: number; marca: string }[];
};

describe('segments', () => {
  it('counts the users each seeded segment holds now', async () => {
    const response = await api.call('superadmin', {
      url: URL,
      query: listQuery({ sort: ['usuarios', 'DESC'], range: [0, 99] }),
    });
    const rows = response.json() as Segmento[];
    expect(rows[0]).toMatchObject({ nombre: 'Todos los estudiantes' });
    const all = rows[0]!;
    expect((await membersOf(all.id)).length).toBe(all.usuarios);
    expect(rows.every((row, i) => i === 0 || row.usuarios <= rows[i - 1]!.usuarios)).toBe(true);
  });

  it('narrows students by brand and campus, and lists exactly who matches', async () => {
    const sedes = (
      await api.call('superadmin', { url: '/api/main/admin/opciones/sedes' })
    ).json() as { id: number; nombre: string }[];
    // The test seed is small: the first campus whose segment holds someone.
    let segment: Segmento | undefined;
    let marca = '';
    for (const sede of sedes) {
      // A campus's choice is named with its brand's code: 'Sede Arequipa (HZT)'.
      marca = /\((\w{3})\)$/.exec(sede.nombre)![1]!;
      const created = await create({
        nombre: `Estudiantes de ${sede.nombre}`,
        tipoUsuario: 1,
        marca,
        sedeId: sede.id,
      });
      expect(created.statusCode, created.body).toBe(200);
      segment = created.json() as Segmento;
      if (segment.usuarios > 0) break;
    }
    if (!segment?.usuarios) throw new Error('no campus with students in the test seed');
    const members = await membersOf(segment.id);
    expect(members.length).toBe(segment.usuarios);
    expect(members.every((user) => user.tipo === 1 && user.marca === marca)).toBe(true);
    const searched = await membersOf(segment.id, { filter: { q: members[0]!.usuario } });
    expect(searched.map((user) => user.usuario)).toContain(members[0]!.usuario);
  });

  it('refuses campus, programme and cycle for a segment of teachers', async () => {
    const response = await create({ nombre: 'Docentes de una sede', tipoUsuario: 2, sedeId: 1 });
    expect(response.json().errors).toEqual({ sedeId: [adminTexts.studentsOnly] });
  });

  it('refuses a campus of another brand and a cycle that does not exist', async () => {
    const sedes = (
      await api.call('superadmin', { url: '/api/main/admin/opciones/sedes' })
    ).json() as { id: number; nombre: string }[];
    const foreign = sedes.find((sede) => !sede.nombre.endsWith('(HZT)'))!;
    const response = await create({
      nombre: 'Mezcla',
      tipoUsuario: 1,
      marca: 'HZT',
      sedeId: foreign.id,
      ciclo: 'CXX',
    });
    expect(response.json().errors).toEqual({
      sedeId: [adminTexts.choiceNotFound],
      ciclo: [adminTexts.choiceNotFound],
    });
  });

  it.each([
    ['nombre', 'ab', texts.validation.minLength(3)],
    ['nombre', 'a'.repeat(81), texts.validation.maxLength],
    ['descripcion', 'a'.repeat(301), texts.validation.maxLength],
    ['tipoUsuario', 4, texts.validation.invalidValue],
    ['marca', 'hz', texts.validation.format],
  ])('refuses a %s of %j', async (field, value, message) => {
    const response = await create({ nombre: 'Segmento', tipoUsuario: 1, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('accepts names at both limits, saves once per version, then deletes', async () => {
    expect((await create({ nombre: 'abc', tipoUsuario: 3 })).statusCode).toBe(200);
    const created = (await create({ nombre: 'a'.repeat(80), tipoUsuario: 3 })).json() as Segmento;
    const change = { nombre: 'Colaboradores de prueba', tipoUsuario: 3, version: created.version };
    const saved = await api.call('superadmin', {
      method: 'PUT',
      url: `${URL}/${created.id}`,
      payload: change,
    });
    expect(saved.json()).toMatchObject({ version: created.version + 1 });
    const stale = await api.call('superadmin', {
      method: 'PUT',
      url: `${URL}/${created.id}`,
      payload: change,
    });
    expect(stale.statusCode).toBe(409);
    const removed = await api.call('superadmin', { method: 'DELETE', url: `${URL}/${created.id}` });
    expect(removed.statusCode).toBe(200);
    expect(
      (await api.call('superadmin', { url: `${URL}/${created.id}/usuarios` })).statusCode,
    ).toBe(404);
  });

  it('lets admin-type users read the choices, and only the superadmin touch segments', async () => {
    expect(
      (await api.call('colaborador', { url: '/api/main/admin/opciones/ciclos' })).statusCode,
    ).toBe(200);
    for (const usuario of ['colaborador', 'alumno', 'docente']) {
      expect((await api.call(usuario, { url: URL })).statusCode).toBe(403);
    }
    expect((await api.call('alumno', { url: '/api/main/admin/opciones/sedes' })).statusCode).toBe(
      403,
    );
  });
});
