// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/testApi.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

const get = (usuario: string, url: string) => api.call(usuario, { url: `/api/main${url}` });

describe('what the shell reads after sign-in', () => {
  it("returns a user's own profile and refuses anyone else's, admin-type users included", async () => {
    const own = await get('alumno', '/perfil/1001/datospersonales');
    expect(own.json().results).toMatchObject({
      idUsuario: 1001,
      nombreCompleto: 'Lucía Quispe Huamán',
      gender: { code: 'F', name: 'Femenino' },
      enableAttendanceBtn: true,
    });
    expect((await get('alumno', '/perfil/1002/datospersonales')).statusCode).toBe(403);
    expect((await get('colaborador', '/perfil/1001/datospersonales')).statusCode).toBe(403);
    expect((await get('colaborador', '/perfil/999999/datospersonales')).statusCode).toBe(403);
  });

  it('lists permission keys from the database', async () => {
    const permisos = async (usuario: string) =>
      (await get(usuario, '/usuario/permisos')).json().results.permisos;
    expect(await permisos('alumno')).toEqual([]);
    expect(await permisos('colaborador')).toEqual([
      'ADMDISPO',
      'CONFPUBL',
      'ELIMPUBL',
      'FJPUBALU',
      'FJPUBDOC',
      'PROGDOCADM',
      'PROGDOCREP',
    ]);
  });

  it("returns the caller's brand data", async () => {
    expect((await get('docente', '/compania/datos')).json().results).toMatchObject({
      nombre: 'Instituto Tecnológico Horizonte',
      marca: 'HZT',
      saeChat: null,
      webmailUrl: 'https://correo.horizonte.example',
    });
  });

  it("returns every user type's nomenclature for the caller's brand", async () => {
    const entries = (await get('alumno', '/admin/nomenclatura/consultarNomenclaturas')).json()
      .results;
    expect(entries).toHaveLength(27);
    expect(
      new Set(entries.map((entry: { businessUnitId: number }) => entry.businessUnitId)),
    ).toEqual(new Set([1]));
    expect(entries).toContainEqual({
      key: 'COURSE',
      businessUnitId: 1,
      userTypeId: 1,
      singular: 'curso',
      plural: 'cursos',
      gender: 'M',
    });
  });

  it('returns no mandatory task for demo accounts (the student only closeable alerts), with the flow flags', async () => {
    const flow = await api.call('alumno', {
      method: 'POST',
      url: '/api/main/usuario/flujo',
      payload: { version: '1.0.0' },
    });
    const results = flow.json().results as { detalle: { modulo: string; orden: number }[] };
    expect(results).toMatchObject({ habilitarMarcacion: true, esCarrera: true });
    expect(results.detalle.length).toBeGreaterThan(0);
    expect(results.detalle.filter((task) => task.orden <= 15)).toEqual([]);
    const staff = await api.call('colaborador', {
      method: 'POST',
      url: '/api/main/usuario/flujo',
      payload: { version: '1' },
    });
    expect(staff.json().results).toMatchObject({ habilitarMarcacion: false, esCarrera: false });
  });

  it('counts unseen notifications', async () => {
    const pending = await api.call('alumno', { url: '/api/notifications/notification/pending' });
    const listed = await api.call('alumno', { url: '/api/notifications/notification/list' });
    const { totalActiveRows } = listed.json().results;
    expect(totalActiveRows).toBeGreaterThan(0);
    expect(pending.json().results).toEqual({ totalPending: totalActiveRows, isBadgeActive: true });
  });
});
