// @vitest-environment node
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery } from '../../test/listQuery.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { texts } from '../texts.ts';
import { adminTexts } from '../admin/texts.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

interface Reglamento {
  id: number;
  titulo: string;
  audiencia: string;
  tipo: string;
  activo: boolean;
  versionVigente: number | null;
  aceptaciones: number;
  version: number;
}
interface Version {
  id: number;
  reglamentoId: number;
  numero: number;
  publicadoEn: string;
  publicadoPor: string;
  aceptaciones: number;
  vigente: boolean;
}
interface Propio {
  id: number;
  titulo: string;
  versionId: number;
  numero: number;
  aceptado: boolean;
  aceptadoEn: string | null;
}
interface Aceptacion {
  versionId: number;
  usuario: string;
  tipo: number;
  aceptadoEn: string;
}

const REGULATIONS = '/api/main/admin/reglamentos';
const VERSIONS = '/api/main/admin/reglamentoVersion';
const ACCEPTANCES = '/api/main/admin/reglamentoAceptacion';
const OWN = '/api/main/admin/reglamento/listar';
const SAVE = '/api/main/admin/reglamento/accion/guardar';
const ACCEPT = '/api/main/admin/reglamento/aceptacion/guardar';
const TEXT = 'Artículo 1. Texto de prueba del reglamento.';
// Directives are regulations of another kind (migration 039): the superadmin follows them here too.
const SEEDED = [
  'Directiva de convivencia y conducta',
  'Directiva de evaluación y calificación',
  'Directiva de uso del campus virtual',
  'Política de tratamiento de datos personales',
  'Reglamento académico',
  'Reglamento de biblioteca',
  'Reglamento de conducta',
  'Reglamento docente',
];

const superadmin = (method: InjectOptions['method'], url: string, payload?: object) =>
  api.call('superadmin', { method, url, ...(payload && { payload }) });
const list = async <Row>(url: string, query: Record<string, unknown> = {}) =>
  (await api.call('superadmin', { url, query: listQuery(query) })).json() as Row[];
const seeded = async (titulo: string) =>
  (await list<Reglamento>(REGULATIONS, { filter: { q: titulo } })).find(
    (r) => r.titulo === titulo,
  )!;
const versionsOf = (reglamentoId: number) => list<Version>(VERSIONS, { filter: { reglamentoId } });
const own = async (usuario: string, query: Record<string, string> = {}) =>
  (await api.call(usuario, { url: OWN, query })).json().results as {
    reglamentos: Propio[];
    total: number;
  };
const accept = (usuario: string, versionId: number) =>
  api.call(usuario, { method: 'POST', url: ACCEPT, payload: { versionId } });
const create = async (overrides: object = {}) =>
  (
    await superadmin('POST', REGULATIONS, {
      titulo: 'Reglamento de prácticas',
      audiencia: 'TODOS',
      resumenCambios: 'Versión inicial.',
      contenido: TEXT,
      ...overrides,
    })
  ).json() as Reglamento;
const publish = (reglamentoId: number, overrides: object = {}) =>
  superadmin('POST', VERSIONS, {
    reglamentoId,
    resumenCambios: 'Se aclara el artículo 1.',
    contenido: `${TEXT} Segunda versión.`,
    ...overrides,
  });

describe('regulations in the superadmin area', () => {
  it('lists them with their current version and its acceptances, filtered on the server', async () => {
    const response = await api.call('superadmin', { url: REGULATIONS });
    expect(response.headers['content-range']).toBe('reglamentos 0-7/8');
    expect((response.json() as Reglamento[]).map((r) => r.titulo)).toEqual(SEEDED);
    const academico = await seeded('Reglamento académico');
    expect(academico).toMatchObject({ audiencia: 'ESTUDIANTES', activo: true, versionVigente: 3 });
    expect(academico.aceptaciones).toBeGreaterThan(0);
    const byFilter = async (filter: object) =>
      (await list<Reglamento>(REGULATIONS, { filter })).map((r) => r.titulo);
    expect(await byFilter({ audiencia: 'DOCENTES' })).toEqual(['Reglamento docente']);
    expect(await byFilter({ activo: false })).toEqual(['Reglamento de biblioteca']);
    expect(await byFilter({ q: 'CONVIVENCIA' })).toEqual([
      'Directiva de convivencia y conducta',
      'Reglamento de conducta',
    ]);
    const byAcceptances = await list<Reglamento>(REGULATIONS, { sort: ['aceptaciones', 'DESC'] });
    expect(byAcceptances[0]!.aceptaciones).toBeGreaterThanOrEqual(byAcceptances[1]!.aceptaciones);
  });

  it('creates a regulation with version 1, publishes version 2 and audits both', async () => {
    const created = await create({ titulo: '  Reglamento de prácticas  ', activo: undefined });
    expect(created).toMatchObject({
      titulo: 'Reglamento de prácticas',
      activo: true,
      versionVigente: 1,
      aceptaciones: 0,
      version: 1,
    });
    const second = await publish(created.id);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      reglamentoId: created.id,
      numero: 2,
      publicadoPor: 'superadmin',
      publicadoEn: '2026-09-14T15:00:00.000Z',
      aceptaciones: 0,
      vigente: true,
    });
    const versions = await versionsOf(created.id);
    expect(versions.map((v) => [v.numero, v.vigente])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect((await superadmin('GET', `${REGULATIONS}/${created.id}`)).json()).toMatchObject({
      versionVigente: 2,
    });
    const audit = async (resource: string, recordId: number) =>
      (
        await list<{ action: string }>('/api/main/admin/auditoria', {
          filter: { resource, recordId: String(recordId) },
        })
      ).map((entry) => entry.action);
    expect(await audit('reglamentos', created.id)).toEqual(['create']);
    expect(await audit('reglamentoVersion', versions[0]!.id)).toEqual(['create']);
  });

  it('creates a directive once asked for one: its students read it on Directivas, not among the regulations', async () => {
    const directive = await create({
      titulo: 'Directiva de uso de laboratorios',
      audiencia: 'ESTUDIANTES',
      tipo: 'DIRECTIVA',
    });
    expect(directive).toMatchObject({ tipo: 'DIRECTIVA', versionVigente: 1 });
    expect((await create({ titulo: 'Reglamento de becas' })).tipo).toBe('REGLAMENTO');
    const directives = (
      await api.call('alumno', { url: '/api/main/directiva/alumno/listar' })
    ).json().results.directivas as { titulo: string }[];
    expect(directives.map((d) => d.titulo)).toContain('Directiva de uso de laboratorios');
    const regulations = (await api.call('alumno', { url: OWN })).json().results as unknown;
    expect(JSON.stringify(regulations)).not.toContain('Directiva de uso de laboratorios');
    const onlyDirectives = await list<Reglamento>(REGULATIONS, {
      filter: { tipo: 'DIRECTIVA' },
    });
    expect(onlyDirectives.length).toBeGreaterThan(0);
    expect(onlyDirectives.every((row) => row.tipo === 'DIRECTIVA')).toBe(true);
    const unknownKind = await superadmin('POST', REGULATIONS, {
      titulo: 'Otro',
      audiencia: 'TODOS',
      tipo: 'CIRCULAR',
      resumenCambios: 'Versión inicial.',
      contenido: TEXT,
    });
    expect(unknownKind.statusCode).toBe(400);
  });

  it('refuses a save from a stale copy and activating a regulation without text', async () => {
    const created = await create({ activo: false });
    const changes = { titulo: 'Reglamento de becas', audiencia: 'ESTUDIANTES', activo: false };
    const saved = await superadmin('PUT', `${REGULATIONS}/${created.id}`, {
      ...changes,
      version: 1,
    });
    expect(saved.json()).toMatchObject({ ...changes, version: 2, versionVigente: 1 });
    const stale = await superadmin('PUT', `${REGULATIONS}/${created.id}`, {
      ...changes,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messagePublic).toBe(texts.staleRecord);

    // Inactive, its only version may go; then it cannot be activated until it has text again.
    const [only] = await versionsOf(created.id);
    expect((await superadmin('DELETE', `${VERSIONS}/${only!.id}`)).statusCode).toBe(200);
    const activated = await superadmin('PUT', `${REGULATIONS}/${created.id}`, {
      ...changes,
      activo: true,
      version: 2,
    });
    expect(activated.statusCode).toBe(400);
    expect(activated.json().errors).toEqual({ activo: [adminTexts.regulationWithoutVersions] });
    expect((await superadmin('GET', `${REGULATIONS}/${created.id}`)).json()).toMatchObject({
      versionVigente: null,
      aceptaciones: 0,
    });
  });

  it('never deletes accepted text: an accepted version, or a regulation with one', async () => {
    const academico = await seeded('Reglamento académico');
    const [current] = await versionsOf(academico.id);
    const refused = await superadmin('DELETE', `${VERSIONS}/${current!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messagePublic).toBe(adminTexts.versionHasAcceptances);
    const whole = await superadmin('DELETE', `${REGULATIONS}/${academico.id}`);
    expect(whole.statusCode).toBe(409);
    expect(whole.json().messagePublic).toBe(adminTexts.regulationHasAcceptances);
  });

  it('keeps the only version of an active regulation, and deletes a newer one nobody accepted', async () => {
    const created = await create();
    const [first] = await versionsOf(created.id);
    const only = await superadmin('DELETE', `${VERSIONS}/${first!.id}`);
    expect(only.statusCode).toBe(409);
    expect(only.json().messagePublic).toBe(adminTexts.onlyVersion);

    const second = (await publish(created.id)).json() as Version;
    expect((await superadmin('DELETE', `${VERSIONS}/${second.id}`)).json()).toMatchObject({
      numero: 2,
    });
    expect(await versionsOf(created.id)).toEqual([
      expect.objectContaining({ numero: 1, vigente: true }),
    ]);
    // Numbered after the newest again: nobody ever accepted the deleted one.
    expect((await publish(created.id)).json()).toMatchObject({ numero: 2 });

    const deleted = await superadmin('DELETE', `${REGULATIONS}/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await superadmin('GET', `${VERSIONS}/${first!.id}`)).statusCode).toBe(404);
    expect(await versionsOf(created.id)).toEqual([]);
  });

  it('refuses a version of a regulation that does not exist', async () => {
    const response = await publish(9999);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ reglamentoId: [adminTexts.regulationNotFound] });
  });

  it.each([
    ['titulo', 'ab', texts.validation.minLength(3)],
    ['titulo', 'a'.repeat(121), texts.validation.maxLength],
    ['descripcion', 'a'.repeat(501), texts.validation.maxLength],
    ['audiencia', 'OTROS', texts.validation.invalidValue],
    ['resumenCambios', 'ab', texts.validation.minLength(3)],
    ['resumenCambios', 'a'.repeat(501), texts.validation.maxLength],
    ['contenido', 'a'.repeat(19), texts.validation.minLength(20)],
    ['contenido', 'a'.repeat(20001), texts.validation.maxLength],
  ])('refuses a regulation whose %s is %#', async (field, value, message) => {
    const response = await superadmin('POST', REGULATIONS, {
      titulo: 'Reglamento nuevo',
      audiencia: 'TODOS',
      resumenCambios: 'Versión inicial.',
      contenido: TEXT,
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('accepts a regulation at every limit', async () => {
    const shortest = await superadmin('POST', REGULATIONS, {
      titulo: 'abc',
      audiencia: 'DOCENTES',
      resumenCambios: 'abc',
      contenido: 'a'.repeat(20),
    });
    expect(shortest.statusCode).toBe(200);
    const longest = await superadmin('POST', REGULATIONS, {
      titulo: 'a'.repeat(120),
      descripcion: 'a'.repeat(500),
      audiencia: 'ESTUDIANTES',
      activo: false,
      resumenCambios: 'a'.repeat(500),
      contenido: 'a'.repeat(20000),
    });
    expect(longest.statusCode).toBe(200);
    const { id, version } = longest.json() as Reglamento;
    const changes = { titulo: 'abc', descripcion: '', audiencia: 'TODOS', activo: false };
    expect(
      (await superadmin('PUT', `${REGULATIONS}/${id}`, { ...changes, version })).statusCode,
    ).toBe(200);
    const tooShort = await superadmin('PUT', `${REGULATIONS}/${id}`, {
      ...changes,
      titulo: 'ab',
      version: version + 1,
    });
    expect(tooShort.json().errors).toEqual({ titulo: [texts.validation.minLength(3)] });
    const tooLong = await superadmin('PUT', `${REGULATIONS}/${id}`, {
      ...changes,
      titulo: 'a'.repeat(121),
      version: version + 1,
    });
    expect(tooLong.json().errors).toEqual({ titulo: [texts.validation.maxLength] });
  });

  it.each([
    ['resumenCambios', 'ab', 400],
    ['resumenCambios', 'abc', 200],
    ['resumenCambios', 'a'.repeat(500), 200],
    ['resumenCambios', 'a'.repeat(501), 400],
    ['contenido', 'a'.repeat(19), 400],
    ['contenido', 'a'.repeat(20), 200],
    ['contenido', 'a'.repeat(20000), 200],
    ['contenido', 'a'.repeat(20001), 400],
  ])('publishes a version whose %s is %# only within the limits', async (field, value, status) => {
    const { id } = await create({ activo: false });
    expect((await publish(id, { [field]: value })).statusCode).toBe(status);
  });

  it('a version cannot be changed once published: there is no update', async () => {
    const response = await superadmin('PUT', `${VERSIONS}/1`, { resumenCambios: 'Otro' });
    expect(response.statusCode).toBe(404);
  });
});

describe('acceptances in the superadmin area', () => {
  it("pages one version's acceptances, newest first, and searches them by user", async () => {
    const academico = await seeded('Reglamento académico');
    const oldest = (await versionsOf(academico.id)).at(-1)!;
    const response = await api.call('superadmin', {
      url: ACCEPTANCES,
      query: listQuery({ filter: { versionId: oldest.id }, range: [0, 4] }),
    });
    const rows = response.json() as Aceptacion[];
    expect(response.headers['content-range']).toBe(
      `reglamentoAceptacion 0-4/${oldest.aceptaciones}`,
    );
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.versionId === oldest.id && row.tipo === 1)).toBe(true);
    expect(rows[0]!.aceptadoEn >= rows[4]!.aceptadoEn).toBe(true);
    // The demo student accepted every older version.
    const search = await list<Aceptacion>(ACCEPTANCES, {
      filter: { versionId: oldest.id, q: 'QUISPE HUAMAN' },
    });
    expect(search.map((row) => row.usuario)).toContain('alumno');
    const ofRegulation = await list<Aceptacion>(ACCEPTANCES, {
      filter: { reglamentoId: academico.id },
      range: [0, 999],
    });
    expect(new Set(ofRegulation.map((row) => row.versionId)).size).toBe(3);
  });
});

describe('regulations as their audience reads and accepts them', () => {
  it('shows each user type the active regulations of its audience, with their current text', async () => {
    // Other tests add regulations to the same database: only the seeded ones are counted here.
    const titles = async (usuario: string) =>
      (await own(usuario, { tamanoPagina: '100' })).reglamentos
        .map((r) => r.titulo)
        .filter((titulo) => SEEDED.includes(titulo));
    expect(await titles('alumno')).toEqual([
      'Política de tratamiento de datos personales',
      'Reglamento académico',
      'Reglamento de conducta',
    ]);
    expect(await titles('docente')).toEqual([
      'Política de tratamiento de datos personales',
      'Reglamento docente',
    ]);
    expect(await titles('colaborador')).toEqual(['Política de tratamiento de datos personales']);
    const all = await own('alumno', { tamanoPagina: '100' });
    expect(
      all.reglamentos.find((r) => r.titulo === 'Política de tratamiento de datos personales'),
    ).toMatchObject({
      numero: 2,
      aceptado: false,
      aceptadoEn: null,
    });
    const page = await own('alumno', { pagina: '2', tamanoPagina: '2' });
    expect(page.total).toBe(all.total);
    expect(page.reglamentos).toEqual(all.reglamentos.slice(2, 4));
  });

  it('records an acceptance once, and leaves it out of the pending ones', async () => {
    const conducta = (await own('alumno')).reglamentos.find(
      (r) => r.titulo === 'Reglamento de conducta',
    )!;
    const accepted = await accept('alumno', conducta.versionId);
    expect(accepted.json()).toMatchObject({
      results: { versionId: conducta.versionId, numero: 2, aceptadoEn: '2026-09-14T15:00:00.000Z' },
      messagePublic: adminTexts.regulationAccepted,
    });
    api.advance(60_000);
    const again = await accept('alumno', conducta.versionId);
    expect(again.json().results.aceptadoEn).toBe('2026-09-14T15:00:00.000Z');
    const pending = await own('alumno', { pendientes: 'true' });
    expect(pending.reglamentos.map((r) => r.titulo)).not.toContain('Reglamento de conducta');
    const mine = (await own('alumno')).reglamentos.find((r) => r.id === conducta.id)!;
    expect(mine).toMatchObject({ aceptado: true, aceptadoEn: '2026-09-14T15:00:00.000Z' });
  });

  it('asks again when a new version is published', async () => {
    const saved = await superadmin('POST', SAVE, {
      titulo: 'Política de uso del correo institucional',
      audiencia: 'TODOS',
      resumenCambios: 'Versión inicial.',
      contenido: TEXT,
    });
    const { reglamento, version } = saved.json().results as {
      reglamento: Reglamento;
      version: Version;
    };
    expect(reglamento).toMatchObject({ versionVigente: 1, activo: true });
    expect((await accept('docente', version.id)).statusCode).toBe(200);
    expect((await seeded(reglamento.titulo)).aceptaciones).toBe(1);

    const next = await superadmin('POST', SAVE, {
      reglamentoId: reglamento.id,
      resumenCambios: 'Se limita el tamaño de los adjuntos.',
      contenido: `${TEXT} Los adjuntos pesan hasta 10 MB.`,
    });
    expect(next.json().results).toMatchObject({
      reglamento: { id: reglamento.id, versionVigente: 2, aceptaciones: 0 },
      version: { numero: 2, vigente: true },
    });
    const pending = await own('docente', { pendientes: 'true' });
    expect(pending.reglamentos.find((r) => r.id === reglamento.id)).toMatchObject({
      numero: 2,
      aceptado: false,
    });
    // The old version is no longer the one to accept.
    const stale = await accept('docente', version.id);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors).toEqual({ versionId: [adminTexts.versionNotAcceptable] });
  });

  it("refuses a version outside the caller's audience, an old one, or an inactive regulation's", async () => {
    const currentOf = async (titulo: string) => (await versionsOf((await seeded(titulo)).id))[0]!;
    const docente = await currentOf('Reglamento docente');
    const academico = await seeded('Reglamento académico');
    const oldAcademic = (await versionsOf(academico.id)).at(-1)!;
    const biblioteca = await currentOf('Reglamento de biblioteca');
    const refusals: Array<[string, number]> = [
      ['alumno', docente.id],
      ['colaborador', docente.id],
      ['docente', (await currentOf('Reglamento académico')).id],
      ['alumno', oldAcademic.id],
      ['alumno', biblioteca.id],
      ['alumno', 99999],
    ];
    for (const [usuario, versionId] of refusals) {
      const response = await accept(usuario, versionId);
      expect(response.statusCode, `${usuario} ${versionId}`).toBe(400);
      expect(response.json().messagePublic).toBe(adminTexts.versionNotAcceptable);
    }
    expect((await accept('docente', docente.id)).statusCode).toBe(200);
  });
});

describe('guardarReglamento (spec §7 admin/reglamento/accion/guardar)', () => {
  it('needs a title and an audience to create, and only text to publish', async () => {
    const missing = await superadmin('POST', SAVE, { resumenCambios: 'Inicial.', contenido: TEXT });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      titulo: [texts.validation.required],
      audiencia: [texts.validation.required],
    });
    const { id } = await create();
    const extra = await superadmin('POST', SAVE, {
      reglamentoId: id,
      titulo: 'Otro título',
      activo: false,
      resumenCambios: 'Cambios.',
      contenido: TEXT,
    });
    expect(extra.json().errors).toEqual({
      titulo: [texts.validation.unknownField],
      activo: [texts.validation.unknownField],
    });
    const unknown = await superadmin('POST', SAVE, {
      reglamentoId: 9999,
      resumenCambios: 'Cambios.',
      contenido: TEXT,
    });
    expect(unknown.json().errors).toEqual({ reglamentoId: [adminTexts.regulationNotFound] });
  });

  it.each([
    ['titulo', 'ab', texts.validation.minLength(3)],
    ['titulo', 'a'.repeat(121), texts.validation.maxLength],
    ['resumenCambios', 'ab', texts.validation.minLength(3)],
    ['contenido', 'a'.repeat(19), texts.validation.minLength(20)],
    ['contenido', 'a'.repeat(20001), texts.validation.maxLength],
  ])('refuses a %s of %#', async (field, value, message) => {
    const response = await superadmin('POST', SAVE, {
      titulo: 'Reglamento nuevo',
      audiencia: 'TODOS',
      resumenCambios: 'Versión inicial.',
      contenido: TEXT,
      [field]: value,
    });
    expect(response.json().errors).toEqual({ [field]: [message] });
  });
});

describe('roles', () => {
  const superadminOnly: InjectOptions[] = [
    { url: REGULATIONS },
    { method: 'POST', url: REGULATIONS, payload: { titulo: 'No', audiencia: 'TODOS' } },
    { url: `${REGULATIONS}/1` },
    { method: 'PUT', url: `${REGULATIONS}/1`, payload: { titulo: 'No permitido' } },
    { method: 'DELETE', url: `${REGULATIONS}/1` },
    { url: VERSIONS },
    { method: 'POST', url: VERSIONS, payload: { reglamentoId: 1 } },
    { url: `${VERSIONS}/1` },
    { method: 'DELETE', url: `${VERSIONS}/1` },
    { url: ACCEPTANCES },
    { method: 'POST', url: SAVE, payload: { reglamentoId: 1 } },
  ];

  it.each(['colaborador', 'alumno', 'docente', 'psicologo'])(
    'refuses %s the superadmin calls',
    async (usuario) => {
      for (const request of superadminOnly) {
        const response = await api.call(usuario, request);
        expect(response.statusCode, `${request.method ?? 'GET'} ${request.url}`).toBe(403);
      }
    },
  );

  it('asks every call for a session', async () => {
    for (const request of [
      { url: OWN },
      { method: 'POST', url: ACCEPT, payload: { versionId: 1 } },
    ]) {
      expect((await api.call(null, request as InjectOptions)).statusCode).toBe(401);
    }
  });
});
