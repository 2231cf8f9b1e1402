// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/testApi.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

describe('listarRecursosBiblioteca', () => {
  it("lists the library's resources in their order, https links only", async () => {
    const response = await api.call('alumno', { url: '/api/main/biblioteca/recursos/listar' });
    expect(response.statusCode).toBe(200);
    const resources = response.json().results as { tipo: string; titulo: string; url: string }[];
    expect(resources.length).toBeGreaterThanOrEqual(5);
    expect(resources[0]).toMatchObject({
      tipo: 'BASE_DATOS',
      titulo: 'Biblioteca Digital Horizonte',
    });
    expect(new Set(resources.map((resource) => resource.tipo))).toEqual(
      new Set(['BASE_DATOS', 'LIBRO', 'REVISTA', 'GUIA']),
    );
    for (const resource of resources) expect(resource.url).toMatch(/^https:\/\//);
  });

  it('is for students only', async () => {
    for (const usuario of ['docente', 'colaborador']) {
      const response = await api.call(usuario, { url: '/api/main/biblioteca/recursos/listar' });
      expect(response.statusCode).toBe(403);
    }
    expect((await api.call(null, { url: '/api/main/biblioteca/recursos/listar' })).statusCode).toBe(
      401,
    );
  });
});

describe('listarGuiasEstudiante', () => {
  it('lists the guides of each programme type apart', async () => {
    const titles = async (tipo: string) =>
      (
        (await api.call('alumno', { url: `/api/main/guia-estudiante/${tipo}/listar` })).json()
          .results as { titulo: string }[]
      ).map((guide) => guide.titulo);
    const careers = await titles('CARRERA');
    const extension = await titles('EXTENSION');
    expect(careers).toContain('Evaluaciones y notas');
    expect(extension).toContain('Certificación');
    expect(careers.filter((title) => extension.includes(title))).toEqual([]);
  });

  it('refuses a programme type that does not exist, and anyone but a student', async () => {
    const bad = await api.call('alumno', { url: '/api/main/guia-estudiante/POSGRADO/listar' });
    expect(bad.statusCode).toBe(400);
    const teacher = await api.call('docente', { url: '/api/main/guia-estudiante/CARRERA/listar' });
    expect(teacher.statusCode).toBe(403);
  });
});
