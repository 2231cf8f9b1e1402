// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/testApi.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

interface Entrada {
  id: number;
  createdAt: string;
  usuario: string | null;
  action: string;
  resource: string | null;
  recordId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const list = async (query: Record<string, unknown> = {}) => {
  const response = await api.call('superadmin', {
    url: '/api/main/admin/auditoria',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])),
  });
  expect(response.statusCode).toBe(200);
  return { entries: response.json() as Entrada[], range: response.headers['content-range'] };
};

async function renameCourse(plural: string) {
  const [course] = (
    await api.call('superadmin', {
      url: '/api/main/admin/nomenclaturas',
      query: { filter: JSON.stringify({ q: 'COURSE', userTypeId: 2, businessUnitId: 1 }) },
    })
  ).json() as { id: number; version: number; gender: string }[];
  await api.call('superadmin', {
    method: 'PUT',
    url: `/api/main/admin/nomenclaturas/${course!.id}`,
    payload: {
      singular: plural.slice(0, -1),
      plural,
      gender: course!.gender,
      version: course!.version,
    },
  });
  return course!.id;
}

describe('listarAuditoria', () => {
  it('lists sign-ins and record changes, newest first, with who, when and before/after', async () => {
    const id = await renameCourse('asignaturas');
    const { entries, range } = await list();
    expect(range).toMatch(/^auditoria 0-\d+\/\d+$/);
    const [newest] = entries;
    expect(newest).toMatchObject({
      usuario: 'superadmin',
      action: 'update',
      resource: 'nomenclaturas',
      recordId: String(id),
      before: expect.objectContaining({ plural: 'cursos' }),
      after: expect.objectContaining({ plural: 'asignaturas' }),
    });
    expect(Number.isNaN(Date.parse(newest!.createdAt))).toBe(false);
    const signIn = entries.find((entry) => entry.action === 'LOGIN');
    expect(signIn).toMatchObject({ resource: null, before: null, after: null });
    expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort((a, b) => b - a));
  });

  it("filters one record's history, oldest first when asked", async () => {
    const id = await renameCourse('materias');
    const { entries } = await list({
      filter: { resource: 'nomenclaturas', recordId: String(id) },
      sort: ['id', 'ASC'],
    });
    expect(entries.map((e) => e.after?.plural)).toEqual(['asignaturas', 'materias']);
    const one = await api.call('superadmin', {
      url: `/api/main/admin/auditoria/${entries[1]!.id}`,
    });
    expect(one.json()).toEqual(entries[1]);
  });

  it('is refused to everyone but the superadmin', async () => {
    for (const usuario of ['alumno', 'docente', 'colaborador', 'psicologo']) {
      const response = await api.call(usuario, { url: '/api/main/admin/auditoria' });
      expect(response.statusCode, usuario).toBe(403);
    }
    expect(
      (await api.call('superadmin', { url: '/api/main/admin/auditoria/999999' })).statusCode,
    ).toBe(404);
  });
});
