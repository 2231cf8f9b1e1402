// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/main/paths.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';

type Page = components['schemas']['EncargadosAdminResponse']['results'];

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

const list = async (query: Record<string, string> = {}, usuario = 'colaborador') => {
  const response = await api.call(usuario, { url: '/api/main/admin/encargado/listar', query });
  expect(response.statusCode).toBe(200);
  return response.json().results as Page;
};

describe('listarEncargados', () => {
  it('lists each manager once per area they manage, with their load', async () => {
    const { encargados, total } = await list({ tamanoPagina: '100' });
    expect(encargados).toHaveLength(total);
    // colaborador and superadmin manage both areas; encargado1 … encargado4 one each.
    const areasOf = (usuario: string) =>
      encargados.filter((row) => row.usuario === usuario).map((row) => row.area);
    expect(areasOf('colaborador').sort()).toEqual(['SM-TK', 'SM-VD']);
    expect(areasOf('encargado1')).toHaveLength(1);
    expect(areasOf('psicologo')).toEqual([]);
    expect(new Set(encargados.map((row) => row.id)).size).toBe(total);
    for (const row of encargados) expect(row.vencidos).toBeLessThanOrEqual(row.asignados);
    expect(encargados.some((row) => row.asignados > 0)).toBe(true);
  });

  it('filters by area and search, sorts and pages on the server', async () => {
    const validation = await list({ area: 'SM-VD', tamanoPagina: '100' });
    expect(validation.encargados.every((row) => row.area === 'SM-VD')).toBe(true);
    const found = await list({ busqueda: 'ENCARGADO1' });
    expect(found.encargados.map((row) => row.usuario)).toEqual(['encargado1']);

    const byLoad = await list({ orden: 'asignados', direccion: 'DESC', tamanoPagina: '100' });
    const loads = byLoad.encargados.map((row) => row.asignados);
    expect(loads).toEqual([...loads].sort((a, b) => b - a));

    const first = await list({ tamanoPagina: '2', pagina: '1' });
    const second = await list({ tamanoPagina: '2', pagina: '2' });
    expect(first.encargados).toHaveLength(2);
    expect(second.total).toBe(first.total);
    expect(second.encargados[0]!.id).not.toBe(first.encargados[0]!.id);
  });

  it('refuses a page size over 100, an unknown area, and anyone without the admin-type flag', async () => {
    const tooBig = await api.call('colaborador', {
      url: '/api/main/admin/encargado/listar',
      query: { tamanoPagina: '101' },
    });
    expect(tooBig.statusCode).toBe(400);
    const area = await api.call('colaborador', {
      url: '/api/main/admin/encargado/listar',
      query: { area: 'SM-XX' },
    });
    expect(area.statusCode).toBe(400);
    for (const usuario of ['alumno', 'docente', 'asistente']) {
      const response = await api.call(usuario, { url: '/api/main/admin/encargado/listar' });
      expect(response.statusCode).toBe(403);
    }
  });
});
