// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkParameter, parameterTexts } from '../../../src/lib/parameters/parameterRules.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { texts } from '../texts.ts';
import { adminTexts } from './texts.ts';

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
    expect(again.json()).toMatchObject({ messagePublic: adminTexts.parameterKeyTaken });

    // A brand's own copy may go; the global row the campus reads stays.
    const { id } = created.json() as { id: number };
    expect((await superadmin('DELETE', `${URL}/${id}`)).statusCode).toBe(200);
    expect(await notificationsOf('AMZ')).toMatchObject({ valor: '1', marca: null });
    const global = await notificationsOf('HZT');
    const refused = await superadmin('DELETE', `${URL}/${global.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messagePublic).toBe(adminTexts.systemParameter);
  });

  it('refuses a brand that does not exist', async () => {
    const response = await superadmin('POST', URL, {
      clave: 'EVA_PRUEBA',
      valor: '1',
      descripcion: 'Prueba',
      marca: 'ZZZ',
    });
    expect(response.json().errors).toEqual({ marca: [adminTexts.brandNotFound] });
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

describe("a known parameter's value (src/lib/parameters/parameterRules)", () => {
  const URL = '/api/main/admin/parametro';
  const byKey = async (clave: string, marca = 'HZT') =>
    (await list({ marca, busqueda: clave })).parametros.find((p) => p.clave === clave)!;
  const save = async (clave: string, valor: string, valor2?: string) => {
    const current = await byKey(clave);
    return api.call('superadmin', {
      method: 'PUT',
      url: `${URL}/${current.id}`,
      payload: {
        valor,
        ...(valor2 !== undefined && { valor2 }),
        descripcion: 'Prueba.',
        version: current.version,
      },
    });
  };
  const refusedWith = async (
    response: Awaited<ReturnType<typeof save>>,
    field: 'valor' | 'valor2',
    message: string,
  ) => {
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: [message] });
    expect(response.json().messagePublic).toBe(message);
  };

  it('takes only 0 or 1 for a switch, and the campus keeps reading the last good value', async () => {
    await refusedWith(
      await save('EVA_NOTIFICATION', "' OR 1=1 --"),
      'valor',
      parameterTexts.switch,
    );
    await refusedWith(await save('EVA_NOTIFICATION', 'true'), 'valor', parameterTexts.switch);
    await refusedWith(await save('EVA_NOTIFICATION', '1', 'x'), 'valor2', parameterTexts.empty);
    expect((await byKey('EVA_NOTIFICATION')).valor).toBe('1');
    expect((await save('EVA_TOUR', '0')).statusCode).toBe(200);
    expect((await save('EVA_TOUR', ' 1 ')).json()).toMatchObject({ valor: '1' });
  });

  it('refuses a switch created for a brand under another spelling of its key', async () => {
    const response = await api.call('superadmin', {
      method: 'POST',
      url: URL,
      payload: { clave: 'eva_notification', valor: 'no', descripcion: 'Prueba.', marca: 'NRT' },
    });
    await refusedWith(response, 'valor', parameterTexts.switch);
  });

  it('bounds a number on both sides', async () => {
    const range = parameterTexts.range(1, 8);
    await refusedWith(await save('EVA_DISPONIBILIDAD_SEMANAS', '0'), 'valor', range);
    await refusedWith(await save('EVA_DISPONIBILIDAD_SEMANAS', '9'), 'valor', range);
    await refusedWith(
      await save('EVA_DISPONIBILIDAD_SEMANAS', '2.5'),
      'valor',
      parameterTexts.number,
    );
    expect((await save('EVA_DISPONIBILIDAD_SEMANAS', '1')).statusCode).toBe(200);
    expect((await save('EVA_DISPONIBILIDAD_SEMANAS', '8')).statusCode).toBe(200);
    await refusedWith(
      await save('EVA_PUBLICACIONES_POR_PAGINA', '51'),
      'valor',
      parameterTexts.range(1, 50),
    );
    expect((await save('EVA_PUBLICACIONES_POR_PAGINA', '50')).statusCode).toBe(200);
  });

  it('takes CAPITALIZE_VARIABLES only in the shape the campus reads', async () => {
    const lists = { siempreMayusculas: ['TI'], nuncaCapitalizar: ['de'], fragmentosMayusculas: [] };
    for (const wrong of [
      'no es json',
      '[]',
      JSON.stringify({ siempreMayusculas: ['TI'] }),
      JSON.stringify({ ...lists, extra: [] }),
      JSON.stringify({ ...lists, nuncaCapitalizar: [1] }),
      JSON.stringify({ ...lists, nuncaCapitalizar: ['dos palabras'] }),
      JSON.stringify({ ...lists, siempreMayusculas: ['A'.repeat(41)] }),
    ]) {
      await refusedWith(
        await save('CAPITALIZE_VARIABLES', wrong),
        'valor',
        parameterTexts.capitalize,
      );
    }
    const saved = await save(
      'CAPITALIZE_VARIABLES',
      JSON.stringify({ ...lists, siempreMayusculas: ['A'.repeat(40)] }),
    );
    expect(saved.statusCode).toBe(200);
  });

  it("takes only a web or mail address as the teaching contact's link", async () => {
    for (const wrong of [
      'javascript:alert(1)',
      '/docentes',
      'ftp://x.example',
      'https://',
      'mailto:nadie',
    ]) {
      await refusedWith(
        await save('EVA_CorreoGestionDocente', 'Escríbenos', wrong),
        'valor2',
        parameterTexts.link,
      );
    }
    await refusedWith(
      await save('EVA_CorreoGestionDocente', 'a'.repeat(201)),
      'valor',
      parameterTexts.maxLength,
    );
    for (const right of [
      'https://ayuda.horizonte.example/docentes',
      'mailto:gestion@horizonte.example',
    ]) {
      expect((await save('EVA_CorreoGestionDocente', 'a'.repeat(200), right)).statusCode).toBe(200);
    }
  });

  it('keeps a key the campus does not read as free text', async () => {
    const response = await api.call('superadmin', {
      method: 'POST',
      url: URL,
      payload: {
        clave: 'SAE_MENSAJE_PIE',
        valor: "' OR 1=1 --",
        descripcion: 'Lo lee otro sistema.',
      },
    });
    expect(response.statusCode).toBe(200);
  });

  it('was seeded with values its rules take', async () => {
    for (const p of (await list({})).parametros) {
      expect(checkParameter(p.clave, p.valor, p.valor2), p.clave).toBeNull();
    }
  });
});
