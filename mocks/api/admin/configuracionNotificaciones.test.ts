// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery } from '../../test/listQuery.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { adminTexts } from './texts.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

interface Configuracion {
  id: number;
  tipo: string;
  codigo: string;
  titulo: string;
  activo: boolean;
  porDefecto: boolean;
  configurable: boolean;
  notificaciones: number;
  version: number;
}

const URL = '/api/main/admin/configuracion-notificaciones';
const list = async (query: Parameters<typeof listQuery>[0] = {}) =>
  (await api.call('superadmin', { url: URL, query: listQuery(query) })).json() as Configuracion[];
const create = (payload: Record<string, unknown>) =>
  api.call('superadmin', { method: 'POST', url: URL, payload });

describe('notification configurations', () => {
  it('lists each type together, and counts the notifications sent with each code', async () => {
    const rows = await list({ range: [0, 99] });
    expect(rows.map((row) => row.tipo)).toEqual([...rows.map((row) => row.tipo)].sort());
    const notas = rows.find((row) => row.codigo === 'NOTAS')!;
    expect(notas.notificaciones).toBeGreaterThan(0);
    expect(rows.find((row) => row.codigo === 'COMUNICADOS')).toMatchObject({ configurable: false });
    const academic = await list({ filter: { tipo: 'ACADEMICO' } });
    expect(academic.length).toBeGreaterThan(0);
    expect(academic.every((row) => row.tipo === 'ACADEMICO')).toBe(true);
    expect((await list({ filter: { q: 'tramite' } })).map((row) => row.codigo)).toEqual([
      'TRAMITES',
      'TRAMITE_OBSERVADO',
    ]);
  });

  it('creates one with its switches defaulted, and refuses a code already used', async () => {
    const payload = { tipo: 'ACADEMICO', codigo: 'FOROS', titulo: 'Respuestas en foros' };
    const created = await create(payload);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      activo: true,
      porDefecto: true,
      configurable: true,
      notificaciones: 0,
      version: 1,
    });
    const again = await create({ ...payload, titulo: 'Otra' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ codigo: [adminTexts.notificationCodeTaken] });
  });

  it('validates the code and the title at both ends of their limits', async () => {
    const code = (codigo: string) => create({ tipo: 'ADMINISTRATIVO', codigo, titulo: 'Prueba' });
    expect((await code('AB')).statusCode).toBe(400);
    expect((await code('ABC')).statusCode).toBe(200);
    expect((await code(`A${'B'.repeat(39)}`)).statusCode).toBe(200);
    expect((await code(`A${'B'.repeat(40)}`)).statusCode).toBe(400);
    expect((await code('minusculas')).statusCode).toBe(400);
    const title = (titulo: string) =>
      create({ tipo: 'ACADEMICO', codigo: `T${titulo.length}X`, titulo });
    expect((await title('ab')).statusCode).toBe(400);
    expect((await title('abc')).statusCode).toBe(200);
    expect((await title('a'.repeat(80))).statusCode).toBe(200);
    expect((await title('a'.repeat(81))).statusCode).toBe(400);
    expect((await create({ tipo: 'OTRO', codigo: 'OTRO', titulo: 'Otro' })).statusCode).toBe(400);
  });

  it('saves switches with the version read, keeps the code, and refuses a stale copy', async () => {
    const [clases] = await list({ filter: { q: 'CLASES' } });
    const url = `${URL}/${clases!.id}`;
    const changes = { titulo: 'Recordatorio de clases', porDefecto: false, version: 1 };
    const saved = await api.call('superadmin', { method: 'PUT', url, payload: changes });
    expect(saved.json()).toMatchObject({ codigo: 'CLASES', porDefecto: false, version: 2 });
    const stale = await api.call('superadmin', { method: 'PUT', url, payload: changes });
    expect(stale.statusCode).toBe(409);
    const recoded = await api.call('superadmin', {
      method: 'PUT',
      url,
      payload: { ...changes, version: 2, codigo: 'OTRO' },
    });
    expect(recoded.statusCode).toBe(400);
  });

  it('deletes an unused one, and keeps one whose notifications were sent', async () => {
    const created = (
      await create({ tipo: 'ACADEMICO', codigo: 'BORRABLE', titulo: 'Borrable' })
    ).json() as Configuracion;
    const deleted = await api.call('superadmin', { method: 'DELETE', url: `${URL}/${created.id}` });
    expect(deleted.statusCode).toBe(200);
    const [notas] = await list({ filter: { q: 'NOTAS' } });
    const refused = await api.call('superadmin', { method: 'DELETE', url: `${URL}/${notas!.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messagePublic).toBe(adminTexts.notificationCodeUsed);
  });

  it.each(['colaborador', 'alumno', 'docente'])('refuses %s', async (usuario) => {
    expect((await api.call(usuario, { url: URL })).statusCode).toBe(403);
  });
});
