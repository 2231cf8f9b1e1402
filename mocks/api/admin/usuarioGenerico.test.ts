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

interface UsuarioGenerico {
  id: number;
  usuario: string;
  nombre: string;
  area: string;
  correo: string;
  marca: string;
  activo: boolean;
  ultimoIngreso: string | null;
  version: number;
}

const URL = '/api/main/admin/usuarioGenerico';
const list = async (query: Record<string, string> = {}, caller = 'superadmin') => {
  const response = await api.call(caller, { url: `${URL}/listar`, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as { usuarios: UsuarioGenerico[]; total: number };
};
const save = (payload: Record<string, unknown>, caller = 'superadmin') =>
  api.call(caller, { method: 'POST', url: `${URL}/guardar`, payload });
const remove = (id: number) =>
  api.call('superadmin', { method: 'POST', url: `${URL}/eliminar`, payload: { id } });
const signIn = (usuario: string, clave: string) =>
  api.app.inject({ method: 'POST', url: '/api/main/auth/login', payload: { usuario, clave } });

let serial = 0;
const fresh = () => ({
  usuario: `gen.prueba${(serial += 1)}`,
  nombre: 'Caja Sede de prueba',
  area: 'Caja',
  correo: 'Caja.Prueba@Horizonte.example',
  marca: 'HZT',
});
const created = async (payload = fresh()) => {
  const response = await save(payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as { usuario: UsuarioGenerico; claveTemporal: string };
};
const idOf = async (username: string) =>
  (await list({ busqueda: username })).usuarios.find((row) => row.usuario === username)!.id;

describe('generic accounts', () => {
  it('lists only generic accounts, paged, sorted and searched', async () => {
    const all = await list({ tamanoPagina: '100' });
    expect(all.total).toBeGreaterThan(25);
    expect(all.usuarios.every((row) => row.usuario.startsWith('gen.'))).toBe(true);
    const first = await list({ tamanoPagina: '10' });
    const second = await list({ tamanoPagina: '10', pagina: '2' });
    expect(first.usuarios).toHaveLength(10);
    expect(second.usuarios[0]!.usuario > first.usuarios[9]!.usuario).toBe(true);
    const byArea = await list({ orden: 'area', direccion: 'DESC', tamanoPagina: '100' });
    const areas = byArea.usuarios.map((row) => row.area);
    expect(areas).toEqual([...areas].sort((a, b) => b.localeCompare(a, 'es')));
    // Accents and case do not matter to the search.
    const searched = await list({ busqueda: 'TOPICO' });
    expect(searched.total).toBeGreaterThan(0);
    expect(searched.usuarios.every((row) => row.area === 'Tópico')).toBe(true);
    const inactive = await list({ activo: 'false', tamanoPagina: '100' });
    expect(inactive.usuarios.every((row) => !row.activo)).toBe(true);
  });

  it('lets admin-type users read the list but not change it', async () => {
    expect((await list({}, 'colaborador')).total).toBeGreaterThan(0);
    expect((await save(fresh(), 'colaborador')).statusCode).toBe(403);
    expect((await api.call('alumno', { url: `${URL}/listar` })).statusCode).toBe(403);
  });

  it('creates an account whose temporary password works once handed out', async () => {
    const { usuario, claveTemporal } = await created();
    expect(usuario).toMatchObject({
      nombre: 'Caja Sede de prueba',
      correo: 'caja.prueba@horizonte.example',
      activo: true,
      ultimoIngreso: null,
      version: 1,
    });
    expect(claveTemporal).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{12}$/);
    const login = await signIn(usuario.usuario, claveTemporal);
    expect(login.statusCode, login.body).toBe(200);
    expect((await list({ busqueda: usuario.usuario })).usuarios[0]!.ultimoIngreso).not.toBeNull();
    const audit = await api.call('superadmin', {
      url: '/api/main/admin/auditoria',
      query: listQuery({ filter: { resource: 'usuarioGenerico', recordId: String(usuario.id) } }),
    });
    expect(audit.json()).toEqual([expect.objectContaining({ action: 'create', before: null })]);
    expect(audit.body).not.toContain(claveTemporal);
    expect(audit.body).not.toContain('scrypt');
  });

  it('refuses a username anyone holds, people included, and a brand that does not exist', async () => {
    const response = await save({ ...fresh(), usuario: 'alumno', marca: 'ZZZ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      usuario: [adminTexts.usernameTaken],
      marca: [adminTexts.brandNotFound],
    });
  });

  it('validates the username, the email and the lengths of the contract', async () => {
    const response = await save({
      ...fresh(),
      usuario: 'Gen prueba',
      correo: 'caja',
      nombre: 'Ca',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['correo', 'nombre', 'usuario']);
    // 4 to 30 characters, both ends included.
    expect((await save({ ...fresh(), usuario: 'gen' })).statusCode).toBe(400);
    expect((await save({ ...fresh(), usuario: 'gen.' })).statusCode).toBe(200);
    expect((await save({ ...fresh(), usuario: `g${'x'.repeat(29)}` })).statusCode).toBe(200);
    expect((await save({ ...fresh(), usuario: `g${'x'.repeat(30)}` })).statusCode).toBe(400);
  });

  it('saves changes with the version read, never the username, and refuses a stale copy', async () => {
    const { usuario } = await created();
    const { usuario: _username, ...fields } = fresh();
    const changes = { ...fields, id: usuario.id, version: 1, area: 'Tesorería' };
    const saved = await save(changes);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().results.usuario).toMatchObject({ area: 'Tesorería', version: 2 });
    expect(saved.json().results.claveTemporal).toBeUndefined();
    const stale = await save({ ...changes, area: 'Caja' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messagePublic).toBe(texts.staleRecord);
    const renamed = await save({ ...changes, version: 2, usuario: 'gen.otro' });
    expect(renamed.statusCode).toBe(400);
  });

  it('never edits, reads or deletes a person through these paths', async () => {
    const { usuarios } = await list({ busqueda: 'zzz-no-such' });
    expect(usuarios).toEqual([]);
    const alumno = (
      await api.call('superadmin', {
        url: '/api/main/admin/usuarios',
        query: listQuery({ filter: { q: 'alumno' } }),
      })
    ).json()[0] as { id: number; version: number };
    const { usuario: _username, ...fields } = fresh();
    expect((await save({ ...fields, id: alumno.id, version: alumno.version })).statusCode).toBe(
      404,
    );
    expect((await api.call('superadmin', { url: `${URL}/${alumno.id}` })).statusCode).toBe(404);
    expect((await remove(alumno.id)).statusCode).toBe(404);
  });

  it('ends the open sessions of a deactivated account', async () => {
    const { usuario, claveTemporal } = await created();
    const token = (await signIn(usuario.usuario, claveTemporal)).json().results.token as string;
    const menu = () =>
      api.app.inject({
        url: '/api/main/menu/listar',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await menu()).statusCode).toBe(200);
    const { usuario: _username, ...fields } = fresh();
    await save({ ...fields, id: usuario.id, version: 1, activo: false });
    expect((await menu()).statusCode).toBe(401);
    expect((await signIn(usuario.usuario, claveTemporal)).statusCode).toBe(401);
  });

  it('deletes an unused account with its permissions, and keeps one that was used', async () => {
    const unused = (await created()).usuario;
    const grant = await api.call('superadmin', {
      method: 'POST',
      url: '/api/main/admin/permisoUsuario',
      payload: { permiso: 'CONFPUBL', usuario: unused.usuario },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const deleted = await remove(unused.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await api.call('superadmin', { url: `${URL}/${unused.id}` })).statusCode).toBe(404);

    const used = await created();
    await signIn(used.usuario.usuario, used.claveTemporal);
    const refused = await remove(used.usuario.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messagePublic).toBe(adminTexts.genericUserUsed);
    expect(await idOf(used.usuario.usuario)).toBe(used.usuario.id);
  });
});
