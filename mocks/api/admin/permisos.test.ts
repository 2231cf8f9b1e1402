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

const holders = async (permiso: string) =>
  (
    await api.call('superadmin', {
      url: '/api/main/admin/permisoUsuario',
      query: listQuery({ filter: { permiso } }),
    })
  ).json() as { id: string; usuario: string }[];
const grant = (permiso: string, usuario: string) =>
  api.call('superadmin', {
    method: 'POST',
    url: '/api/main/admin/permisoUsuario',
    payload: { permiso, usuario },
  });

describe('permissions', () => {
  it('lists the nine keys of spec §3 with their meaning and holders', async () => {
    const response = await api.call('superadmin', {
      url: '/api/main/admin/permiso',
      query: listQuery({ range: [0, 99] }),
    });
    const keys = response.json() as { codigo: string; descripcion: string; titulares: number }[];
    expect(keys.map((key) => key.codigo).sort()).toEqual(
      [
        'ADMDISPO',
        'CONFPUBL',
        'DISPODOC',
        'ELIMPUBL',
        'FJPUBALU',
        'FJPUBDOC',
        'PROGDOCADM',
        'PROGDOCPROC',
        'PROGDOCREP',
      ].sort(),
    );
    expect(keys.find((key) => key.codigo === 'CONFPUBL')!.titulares).toBeGreaterThanOrEqual(2);
    const one = await api.call('superadmin', { url: '/api/main/admin/permiso/CONFPUBL' });
    expect(one.json()).toMatchObject({ id: 'CONFPUBL', descripcion: expect.any(String) });
    expect(
      (await api.call('superadmin', { url: '/api/main/admin/permiso/NOEXISTE' })).statusCode,
    ).toBe(404);
  });

  it('grants a key to a user by username, once, and revokes it', async () => {
    const granted = await grant('FJPUBDOC', 'docente');
    expect(granted.json()).toMatchObject({ permiso: 'FJPUBDOC', usuario: 'docente', tipo: 2 });
    expect((await holders('FJPUBDOC')).map((holder) => holder.usuario)).toContain('docente');
    expect((await grant('FJPUBDOC', 'docente')).json()).toMatchObject({
      messagePublic: adminTexts.permissionHeld,
    });

    const permisos = await api.call('docente', { url: '/api/main/usuario/permisos' });
    expect(JSON.stringify(permisos.json())).toContain('FJPUBDOC');

    const { id } = granted.json() as { id: string };
    const revoked = await api.call('superadmin', {
      method: 'DELETE',
      url: `/api/main/admin/permisoUsuario/${id}`,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await holders('FJPUBDOC')).map((holder) => holder.usuario)).not.toContain('docente');
    const again = await api.call('superadmin', {
      method: 'DELETE',
      url: `/api/main/admin/permisoUsuario/${id}`,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses an unknown user or key', async () => {
    expect((await grant('FJPUBDOC', 'nadie.aqui')).json().errors).toEqual({
      usuario: [adminTexts.userNotFound],
    });
    expect((await grant('NOEXISTE', 'docente')).json().errors).toEqual({
      permiso: [adminTexts.permissionNotFound],
    });
    expect((await grant('FJPUBDOC', 'do')).json().errors).toEqual({
      usuario: [texts.validation.minLength(3)],
    });
  });

  it.each(['colaborador', 'alumno', 'docente'])('refuses %s', async (usuario) => {
    const response = await api.call(usuario, {
      method: 'POST',
      url: '/api/main/admin/permisoUsuario',
      payload: { permiso: 'ELIMPUBL', usuario },
    });
    expect(response.statusCode).toBe(403);
  });
});
