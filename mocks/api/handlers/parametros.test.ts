// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { texts } from '../texts.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

const list = async (query: Record<string, string>) => {
  const response = await api.call('alumno', { url: '/api/main/admin/parametro/listar', query });
  expect(response.statusCode).toBe(200);
  return response.json().results as {
    parametros: Array<{
      id: number;
      clave: string;
      valor: string;
      valor2: string | null;
      marca: string | null;
      sistema: boolean;
      version: number;
    }>;
    total: number;
    pagina: number;
    tamanoPagina: number;
  };
};
const keys = (results: { parametros: Array<{ clave: string }> }) =>
  results.parametros.map((p) => p.clave);

describe('listarParametros', () => {
  it('pages through every row in key order', async () => {
    const all = await list({ marca: 'HZT' });
    expect(all.pagina).toBe(1);
    expect(all.tamanoPagina).toBe(100);
    expect(all.total).toBe(all.parametros.length);
    const first = await list({ marca: 'HZT', pagina: '1', tamanoPagina: '5' });
    const second = await list({ marca: 'HZT', pagina: '2', tamanoPagina: '5' });
    expect(first.total).toBe(all.total);
    expect([...keys(first), ...keys(second)]).toEqual(keys(all).slice(0, 10));
    const past = await list({ marca: 'HZT', pagina: '99', tamanoPagina: '5' });
    expect(past.parametros).toEqual([]);
    expect(past.total).toBe(all.total);
  });

  it('seeds the parameters the shell reads', async () => {
    const byKey = Object.fromEntries(
      (await list({ marca: 'HZT' })).parametros.map((p) => [p.clave, p]),
    );
    expect(byKey.EVA_NOTIFICATION.valor).toBe('1');
    expect(byKey.EVA_ELECTIVES.valor).toBe('1');
    expect(byKey.EVA_PERFIL_CONFIGURACION.valor).toBe('1');
    expect(byKey.EVA_CAMBIO_CLAVE.valor).toBe('1');
    expect(byKey.EVA_CORREO_INSTITUCIONAL.valor).toBe('0');
    expect(byKey.EVA_CorreoGestionDocente.valor2).toBe('mailto:gestion.docente@horizonte.example');
    expect(JSON.parse(byKey.CAPITALIZE_VARIABLES.valor)).toMatchObject({
      siempreMayusculas: expect.arrayContaining(['TI', 'SAC', 'CAD', 'PLC']),
      nuncaCapitalizar: [
        'de',
        'del',
        'la',
        'las',
        'los',
        'y',
        'e',
        'en',
        'a',
        'el',
        'para',
        'por',
        'con',
      ],
    });
  });

  it('searches key and description ignoring case and accents', async () => {
    expect(keys(await list({ busqueda: 'CAPITALIZACION' }))).toEqual(['CAPITALIZE_VARIABLES']);
    expect(keys(await list({ busqueda: 'contraseña' }))).toEqual(['EVA_CAMBIO_CLAVE']);
    const underscore = await list({ busqueda: 'eva_cambio' });
    expect(keys(underscore)).toEqual(['EVA_CAMBIO_CLAVE']);
    expect(underscore.total).toBe(1);
    expect((await list({ busqueda: '   ' })).total).toBe((await list({})).total);
  });

  it('with a brand, lists its own rows and the global ones', async () => {
    const hzt = (await list({ marca: 'HZT', busqueda: 'gestion docente' })).parametros;
    expect(hzt).toHaveLength(1);
    expect(hzt[0].valor).toContain('horizonte.example');
    const cmb = (await list({ marca: 'CMB', busqueda: 'gestion docente' })).parametros;
    expect(cmb[0].valor).toContain('cumbrealta.example');
    expect((await list({ marca: 'CMB' })).total).toBe((await list({ marca: 'HZT' })).total);
    expect((await list({})).total).toBeGreaterThan((await list({ marca: 'HZT' })).total);
  });
});

describe('a superadmin editing parameters (simple-rest)', () => {
  const URL = '/api/main/admin/parametro';
  const superadmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    api.call('superadmin', { method, url, ...(payload && { payload }) });
  const notificationsOf = async (marca: string) =>
    (await list({ marca, busqueda: 'EVA_NOTIFICATION' })).parametros[0]!;

  it("gives one brand its own value of a switch, which that brand's users read instead", async () => {
    const created = await superadmin('POST', URL, {
      clave: 'EVA_NOTIFICATION',
      valor: '0',
      descripcion: 'Sin notificaciones en esta marca.',
      marca: 'AMZ',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ marca: 'AMZ', sistema: false, version: 1 });
    expect(await notificationsOf('AMZ')).toMatchObject({ valor: '0', marca: 'AMZ' });
    expect(await notificationsOf('HZT')).toMatchObject({ valor: '1', marca: null });

    const again = await superadmin('POST', URL, {
      clave: 'EVA_NOTIFICATION',
      valor: '1',
      descripcion: 'Repetido.',
      marca: 'AMZ',
    });
    expect(again.json()).toMatchObject({ messagePublic: texts.admin.parameterKeyTaken });

    // A brand's own copy may go; the global row the campus reads stays.
    const { id } = created.json() as { id: number };
    expect((await superadmin('DELETE', `${URL}/${id}`)).statusCode).toBe(200);
    expect(await notificationsOf('AMZ')).toMatchObject({ valor: '1', marca: null });
    const global = await notificationsOf('HZT');
    const refused = await superadmin('DELETE', `${URL}/${global.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messagePublic).toBe(texts.admin.systemParameter);
  });

  it('refuses a brand that does not exist', async () => {
    const response = await superadmin('POST', URL, {
      clave: 'EVA_PRUEBA',
      valor: '1',
      descripcion: 'Prueba',
      marca: 'ZZZ',
    });
    expect(response.json().errors).toEqual({ marca: [texts.admin.brandNotFound] });
  });

  it('saves a value once per version read, keeping an empty valor2 as null', async () => {
    const before = (await list({ busqueda: 'EVA_VELOCIDAD_MINIMA' })).parametros[0]!;
    const changes = { valor: '4', valor2: '  ', descripcion: 'Velocidad mínima (Mbps).' };
    const saved = await superadmin('PUT', `${URL}/${before.id}`, {
      ...changes,
      version: before.version,
    });
    expect(saved.json()).toMatchObject({ valor: '4', valor2: null, version: before.version + 1 });
    const stale = await superadmin('PUT', `${URL}/${before.id}`, {
      ...changes,
      version: before.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messagePublic).toBe(texts.staleRecord);
  });

  it.each([
    ['clave', 'AB', texts.validation.minLength(3)],
    ['clave', 'A'.repeat(61), texts.validation.maxLength],
    ['clave', '1ABC', texts.validation.format],
    ['valor', '', texts.validation.required],
    ['descripcion', 'ab', texts.validation.minLength(3)],
    ['descripcion', 'a'.repeat(201), texts.validation.maxLength],
    ['marca', 'hzt', texts.validation.format],
  ])('refuses a %s of %j', async (field, value, message) => {
    const response = await superadmin('POST', URL, {
      clave: 'EVA_LIMITE',
      valor: '1',
      descripcion: 'Límite',
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('accepts the limits themselves', async () => {
    for (const [clave, descripcion] of [
      ['ABC', 'abc'],
      [`E${'A'.repeat(59)}`, 'a'.repeat(200)],
    ]) {
      const response = await superadmin('POST', URL, { clave, valor: '1', descripcion });
      expect(response.statusCode).toBe(200);
    }
  });

  it.each(['alumno', 'docente', 'colaborador'])('refuses %s', async (usuario) => {
    const response = await api.call(usuario, {
      method: 'PUT',
      url: `${URL}/1`,
      payload: { valor: '0', descripcion: 'Intento', version: 1 },
    });
    expect(response.statusCode).toBe(403);
  });
});
