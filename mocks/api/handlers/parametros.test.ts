// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/testApi.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

const list = async (query: Record<string, string>) => {
  const response = await api.call('alumno', { url: '/api/main/admin/parametro/listar', query });
  expect(response.statusCode).toBe(200);
  return response.json().results as {
    parametros: Array<{ clave: string; valor: string; valor2: string | null }>;
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
