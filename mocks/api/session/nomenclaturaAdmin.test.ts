// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/testApi.ts';

// A database file, so the test can read the audit log the way an auditor's screen will.
const dir = mkdtempSync(join(tmpdir(), 'campus-nomenclatura-'));
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ dbFile: join(dir, 'campus.db') });
});
afterAll(async () => {
  await api.app.close();
  rmSync(dir, { recursive: true, force: true });
});

const auditOf = (id: number) => {
  const db = new DatabaseSync(join(dir, 'campus.db'), { readOnly: true });
  try {
    return db
      .prepare(
        `SELECT u.username, a.action, a.before_json, a.after_json FROM audit_log a
          JOIN users u ON u.id = a.user_id WHERE a.resource = 'nomenclaturas' AND a.record_id = ?`,
      )
      .all(String(id)) as {
      username: string;
      action: string;
      before_json: string;
      after_json: string;
    }[];
  } finally {
    db.close();
  }
};

interface Registro {
  id: number;
  key: string;
  businessUnitId: number;
  userTypeId: number;
  singular: string;
  plural: string;
  gender: 'F' | 'M';
  version: number;
}

const URL = '/api/main/admin/nomenclaturas';
const list = (query: Record<string, unknown>) =>
  api.call('superadmin', {
    url: URL,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])),
  });
const rename = (id: number, payload: Record<string, unknown>, usuario = 'superadmin') =>
  api.call(usuario, { method: 'PUT', url: `${URL}/${id}`, payload });
const course = async () => {
  const response = await list({ filter: { q: 'COURSE', userTypeId: 1, businessUnitId: 1 } });
  return (response.json() as Registro[])[0]!;
};

describe('listarNomenclaturasAdmin (simple-rest)', () => {
  it('pages with range, both ends included, and tells the total in Content-Range', async () => {
    const all = await list({ range: [0, 999] });
    const total = (all.json() as Registro[]).length;
    expect(all.headers['content-range']).toBe(`nomenclaturas 0-${total - 1}/${total}`);
    const page = await list({ range: [5, 9], sort: ['id', 'ASC'] });
    expect((page.json() as Registro[]).map((r) => r.id)).toEqual(
      (all.json() as Registro[]).slice(5, 10).map((r) => r.id),
    );
    expect(page.headers['content-range']).toBe(`nomenclaturas 5-9/${total}`);
    const past = await list({ range: [total + 10, total + 19] });
    expect(past.json()).toEqual([]);
    expect(past.headers['content-range']).toBe(`nomenclaturas */${total}`);
  });

  it('sorts either way and searches ignoring accents and case', async () => {
    const up = (await list({ sort: ['plural', 'ASC'], range: [0, 999] })).json() as Registro[];
    const down = (await list({ sort: ['plural', 'DESC'], range: [0, 999] })).json() as Registro[];
    expect(up.map((r) => r.plural.toLowerCase())).toEqual(
      [...up.map((r) => r.plural.toLowerCase())].sort((a, b) => a.localeCompare(b, 'es')),
    );
    expect(down[0]!.plural.toLowerCase()).toBe(up.at(-1)!.plural.toLowerCase());
    const found = (await list({ filter: { q: 'CARRÉRA' }, range: [0, 999] })).json() as Registro[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => r.key === 'CAREER' || /carrera/i.test(r.plural))).toBe(true);
  });

  it('refuses a sort field it does not list, a bad range and JSON that is not JSON', async () => {
    for (const query of <Record<string, string>[]>[
      { sort: JSON.stringify(['password', 'ASC']) },
      { sort: JSON.stringify(['id', 'SIDEWAYS']) },
      { range: JSON.stringify([9, 2]) },
      { range: JSON.stringify([-1, 2]) },
      { filter: '{q:' },
    ]) {
      const response = await api.call('superadmin', { url: URL, query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().messagePublic).toBe('Los parámetros de la lista no son válidos.');
    }
  });
});

describe('actualizarNomenclaturaAdmin', () => {
  it('renames, bumps the version and writes the change to the audit log', async () => {
    const before = await course();
    const response = await rename(before.id, {
      singular: 'asignatura',
      plural: 'asignaturas',
      gender: 'F',
      version: before.version,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ singular: 'asignatura', version: before.version + 1 });
    const [entry, ...more] = auditOf(before.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ username: 'superadmin', action: 'update' });
    expect(JSON.parse(entry!.before_json)).toEqual(before);
    expect(JSON.parse(entry!.after_json)).toEqual(response.json());
    // The app's own read sees it at once.
    const app = await api.call('alumno', {
      url: '/api/main/admin/nomenclatura/consultarNomenclaturas',
    });
    expect(app.json().results).toContainEqual(
      expect.objectContaining({ key: 'COURSE', userTypeId: 1, plural: 'asignaturas' }),
    );
  });

  it('refuses a save from a stale copy, and changes nothing', async () => {
    const current = await course();
    const stale = {
      singular: 'materia',
      plural: 'materias',
      gender: 'F',
      version: current.version - 1,
    };
    const response = await rename(current.id, stale);
    expect(response.statusCode).toBe(409);
    expect(response.json().messagePublic).toBe(
      'Otra persona modificó este registro mientras lo editabas. Recarga la página para ver sus cambios; los tuyos no se guardaron.',
    );
    expect(await course()).toEqual(current);
    expect(auditOf(current.id)).toHaveLength(1);
  });

  it("validates the body against the contract's schema, with the spec §5 messages", async () => {
    const { id, version } = await course();
    const tooShort = await rename(id, { singular: 'a', plural: 'cursos', gender: 'M', version });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors.singular).toEqual([
      'El mínimo de caracteres que debes ingresar es 2',
    ]);
    const extra = await rename(id, {
      singular: 'curso',
      plural: 'cursos',
      gender: 'M',
      version,
      key: 'X',
    });
    expect(extra.statusCode).toBe(400);
    const digits = await rename(id, { singular: 'curso1', plural: 'cursos', gender: 'M', version });
    expect(digits.json().errors.singular).toEqual(['No cumple con el formato.']);
  });

  it('is refused to everyone but the superadmin, and 404s an unknown id', async () => {
    const { id, version } = await course();
    const body = { singular: 'curso', plural: 'cursos', gender: 'M', version };
    for (const usuario of ['alumno', 'docente', 'colaborador', 'psicologo']) {
      expect((await rename(id, body, usuario)).statusCode, usuario).toBe(403);
    }
    expect((await rename(999_999, body)).statusCode).toBe(404);
    expect((await api.call(null, { url: `${URL}/${id}` })).statusCode).toBe(401);
  });
});
