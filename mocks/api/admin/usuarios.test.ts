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

interface UsuarioAdmin {
  id: number;
  usuario: string;
  tipo: number;
  esAdministrativo: boolean;
  bloqueado: boolean;
  permisos: string[];
  version: number;
}

const URL = '/api/main/admin/usuarios';
const find = async (usuario: string) => {
  const response = await api.call('superadmin', {
    url: URL,
    query: listQuery({ filter: { q: usuario } }),
  });
  return (response.json() as UsuarioAdmin[]).find((user) => user.usuario === usuario)!;
};
const signIn = (usuario: string, clave: string) =>
  api.app.inject({ method: 'POST', url: '/api/main/auth/login', payload: { usuario, clave } });

describe('users in the superadmin area', () => {
  it('lists every user with type, flags and permissions, filtered on the server', async () => {
    const teachers = await api.call('superadmin', {
      url: URL,
      query: listQuery({ filter: { tipo: 2 }, range: [0, 999] }),
    });
    const rows = teachers.json() as UsuarioAdmin[];
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((user) => user.tipo === 2)).toBe(true);
    expect(await find('colaborador')).toMatchObject({
      esAdministrativo: true,
      bloqueado: false,
      permisos: expect.arrayContaining(['CONFPUBL']),
    });
    const admins = await api.call('superadmin', {
      url: URL,
      query: listQuery({ filter: { esAdministrativo: true }, range: [0, 999] }),
    });
    expect((admins.json() as UsuarioAdmin[]).map((user) => user.usuario)).toEqual(
      expect.arrayContaining(['colaborador', 'psicologo', 'superadmin']),
    );
  });

  it('locks a user out (sign-in and open sessions) and lets them back in', async () => {
    const token = await api.login('alumno2');
    const user = await find('alumno2');
    const locked = await api.call('superadmin', {
      method: 'PUT',
      url: `${URL}/${user.id}/bloqueo`,
      payload: { bloqueado: true, version: user.version },
    });
    expect(locked.json()).toMatchObject({ bloqueado: true, version: user.version + 1 });
    expect((await signIn('alumno2', 'Campus2026')).statusCode).toBe(401);
    const session = await api.app.inject({
      url: '/api/main/usuario/permisos',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.statusCode).toBe(401);

    const stale = await api.call('superadmin', {
      method: 'PUT',
      url: `${URL}/${user.id}/bloqueo`,
      payload: { bloqueado: false, version: user.version },
    });
    expect(stale.statusCode).toBe(409);
    await api.call('superadmin', {
      method: 'PUT',
      url: `${URL}/${user.id}/bloqueo`,
      payload: { bloqueado: false, version: user.version + 1 },
    });
    expect((await signIn('alumno2', 'Campus2026')).statusCode).toBe(200);
  });

  it('never lets the superadmin lock themselves or drop their own admin flag', async () => {
    const me = await find('superadmin');
    const lock = await api.call('superadmin', {
      method: 'PUT',
      url: `${URL}/${me.id}/bloqueo`,
      payload: { bloqueado: true, version: me.version },
    });
    expect(lock.json()).toMatchObject({ messagePublic: adminTexts.ownLock });
    const flag = await api.call('superadmin', {
      method: 'PUT',
      url: `${URL}/${me.id}`,
      payload: { esAdministrativo: false, esPsicologo: false, version: me.version },
    });
    expect(flag.json()).toMatchObject({ messagePublic: adminTexts.ownAdminFlag });
  });

  it("changes another user's flags once per version read", async () => {
    const user = await find('docente');
    const changes = { esAdministrativo: true, esPsicologo: false };
    const saved = await api.call('superadmin', {
      method: 'PUT',
      url: `${URL}/${user.id}`,
      payload: { ...changes, version: user.version },
    });
    expect(saved.json()).toMatchObject({ esAdministrativo: true, version: user.version + 1 });
    const stale = await api.call('superadmin', {
      method: 'PUT',
      url: `${URL}/${user.id}`,
      payload: { ...changes, version: user.version },
    });
    expect(stale.statusCode).toBe(409);
    await api.call('superadmin', {
      method: 'PUT',
      url: `${URL}/${user.id}`,
      payload: { esAdministrativo: false, esPsicologo: false, version: user.version + 1 },
    });
  });

  it('gives a temporary password, shown once and never stored in the audit log', async () => {
    const user = await find('alumno3');
    const response = await api.call('superadmin', {
      method: 'POST',
      url: `${URL}/${user.id}/clave-temporal`,
    });
    const { claveTemporal } = response.json() as { claveTemporal: string };
    expect(claveTemporal).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{12}$/);
    expect((await signIn('alumno3', 'Campus2026')).statusCode).toBe(401);
    expect((await signIn('alumno3', claveTemporal)).statusCode).toBe(200);
    const audit = await api.call('superadmin', {
      url: '/api/main/admin/auditoria',
      query: listQuery({ filter: { resource: 'usuarios', recordId: String(user.id) } }),
    });
    expect(audit.json()).toEqual([
      expect.objectContaining({ action: 'CLAVE_TEMPORAL', before: null, after: null }),
    ]);
    expect(audit.body).not.toContain(claveTemporal);
  });

  it.each(['colaborador', 'psicologo', 'alumno', 'docente'])('refuses %s', async (usuario) => {
    expect((await api.call(usuario, { url: URL })).statusCode).toBe(403);
    expect(
      (await api.call(usuario, { method: 'POST', url: `${URL}/1001/clave-temporal` })).statusCode,
    ).toBe(403);
  });
});
