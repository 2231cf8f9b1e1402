// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, procedureFiling } from '../../test/procedureFiling.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { procedureTexts } from './texts.ts';
import { texts } from '../texts.ts';
import { configurationTexts } from './texts.ts';

const dir = mkdtempSync(join(tmpdir(), 'campus-configuration-'));
let api: TestApi;
// The database read beside the API, to count what the lists must answer.
let db: DatabaseSync;
beforeAll(async () => {
  api = await createTestApi({
    dbFile: join(dir, 'campus.db'),
    seed: { students: 40 },
    outboxFile: join(dir, 'outbox.jsonl'),
  });
  db = new DatabaseSync(join(dir, 'campus.db'), { readOnly: true });
});
afterAll(async () => {
  db.close();
  await api.app.close();
});

const { json, typeByCode, upload, enrolment, fileCertificate } = procedureFiling(
  () => api,
  join(dir, 'outbox.jsonl'),
);
const BASE = '/api/main/tramitesae/configuracion';
const CERTIFICATE = 'certificado-de-estudios-superiores';

interface Configuracion {
  idTipoTramite: number;
  codigo: string;
  slug: string;
  costo: number;
  modalidad: string;
  audiencias: string[];
  responsable: string;
  diasHabiles: number;
  activo: boolean;
  version: number;
  encargados: string[];
  requisitos: number;
  enProceso: number;
}

const call = (
  usuario: string | null,
  method: 'GET' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) => api.call(usuario, { method, url: `${BASE}${url}`, payload });
const configuration = async (slug = CERTIFICATE): Promise<Configuracion> =>
  (await call('superadmin', 'GET', `/obtener/${slug}`)).json().results;
/** The form's values of a type, as the page sends them back. */
const changesOf = (type: Configuracion & Record<string, unknown>) => ({
  nombre: type.nombre,
  descripcion: type.descripcion,
  proposito: type.proposito,
  modalidad: type.modalidad,
  audiencias: type.audiencias,
  costo: type.costo,
  diasHabiles: type.diasHabiles,
  pideSms: type.pideSms,
  responsable: type.responsable,
  version: type.version,
});
const edit = async (slug: string, change: Record<string, unknown>) => {
  const type = (await configuration(slug)) as Configuracion & Record<string, unknown>;
  return call('superadmin', 'PUT', `/editar/${slug}`, { ...changesOf(type), ...change });
};

describe('listarConfiguracionTramites', () => {
  it('pages every type with its configuration; searches code and name; filters by state', async () => {
    const all = (await call('superadmin', 'GET', '/listar?tamanoPagina=100')).json().results;
    const count = db.prepare('SELECT count(*) AS n FROM procedure_types').get() as {
      n: number;
    };
    expect(all.total).toBe(count.n);
    const page = (await call('superadmin', 'GET', '/listar?pagina=2&tamanoPagina=5')).json()
      .results;
    expect(page).toMatchObject({ total: count.n });
    expect(page.tipos).toHaveLength(5);
    expect(page.tipos[0].codigo).toBe(all.tipos[5].codigo);
    const found = (await call('superadmin', 'GET', '/listar?busqueda=CERTESTSU')).json().results;
    expect(found.tipos.map((t: Configuracion) => t.codigo)).toEqual(['CERTESTSU']);
    const certificate = found.tipos[0] as Configuracion;
    expect(certificate.encargados).toContain('Milagros Chávez Lozano');
    expect(certificate.requisitos).toBeGreaterThan(3);
  });

  it('is for superadmins only: other admin-type users, students and teachers get 403', async () => {
    for (const usuario of ['colaborador', 'alumno', 'docente']) {
      expect((await call(usuario, 'GET', '/listar')).statusCode, usuario).toBe(403);
      expect((await call(usuario, 'PUT', `/editar/${CERTIFICATE}`, {})).statusCode).toBe(403);
    }
    expect((await call(null, 'GET', '/listar')).statusCode).toBe(401);
    expect((await call('superadmin', 'GET', '/obtener/no-existe')).statusCode).toBe(404);
  });
});

describe('editarConfiguracionTramite', () => {
  it('applies to new requests only: a request filed before keeps its fee and its tray', async () => {
    const before = await fileCertificate('alumno2');
    expect(before.response.body.results).toMatchObject({ costo: 120, modalidad: 'MANUAL' });
    const saved = await edit(CERTIFICATE, { costo: 135.5, modalidad: 'AUTOMATICO' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      messagePublic: configurationTexts.saved,
      results: { costo: 135.5, modalidad: 'AUTOMATICO', version: 2 },
    });

    const after = await fileCertificate('alumno3');
    expect(after.response.body.results).toMatchObject({ costo: 135.5, modalidad: 'AUTOMATICO' });
    expect(after.response.body.results.estado).toBe('APROBADO');
    const kept = await json(
      'alumno2',
      'GET',
      `/tramitesolicitudsae/obtenerdetalle?idSolicitud=${before.response.body.results.idSolicitud}`,
    );
    expect(kept.body.results).toMatchObject({
      costo: 120,
      modalidad: 'MANUAL',
      estado: 'REGISTRADO',
    });
    const tray = await json(
      'colaborador',
      'GET',
      '/tramitesolicitudsae/admin/filtro/listar?bandeja=tickets-manuales&situacion=pendientes&solicitante=alumno2',
    );
    expect(
      tray.body.results.solicitudes.map((s: { idSolicitud: number }) => s.idSolicitud),
    ).toContain(before.response.body.results.idSolicitud);
    await edit(CERTIFICATE, { costo: 120, modalidad: 'MANUAL' });
  });

  it('refuses a stale copy with 409 and changes nothing', async () => {
    const type = (await configuration()) as Configuracion & Record<string, unknown>;
    expect((await edit(CERTIFICATE, { diasHabiles: 8 })).statusCode).toBe(200);
    const stale = await call('superadmin', 'PUT', `/editar/${CERTIFICATE}`, {
      ...changesOf(type),
      diasHabiles: 9,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messagePublic).toBe(texts.staleRecord);
    expect((await configuration()).diasHabiles).toBe(8);
  });

  it('keeps the rules the form cannot: teachers alone, cents, who answers', async () => {
    const refused = async (change: Record<string, unknown>, field: string, message: string) => {
      const response = await edit(CERTIFICATE, change);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors[field], JSON.stringify(response.json())).toEqual([message]);
    };
    await refused(
      { audiencias: ['CARRERA', 'DOCENTE'] },
      'audiencias',
      configurationTexts.teachersAlone,
    );
    await refused({ costo: 10.005 }, 'costo', configurationTexts.cents);
    await refused(
      { responsable: 'DOCENTE_CURSO' },
      'responsable',
      configurationTexts.responderCourse,
    );
    await refused(
      { responsable: 'DOCENTE_CURSO', modalidad: 'AUTOMATICO' },
      'responsable',
      configurationTexts.responderAutomatic,
    );
    const bad = await edit(CERTIFICATE, { diasHabiles: 0 });
    expect(bad.statusCode).toBe(400);
    // Boundaries of what the form allows: both ends are taken.
    expect((await edit(CERTIFICATE, { costo: 0, diasHabiles: 1 })).statusCode).toBe(200);
    expect((await edit(CERTIFICATE, { costo: 5000, diasHabiles: 60 })).statusCode).toBe(200);
    expect((await edit(CERTIFICATE, { costo: 5000.01 })).statusCode).toBe(400);
    expect((await edit(CERTIFICATE, { diasHabiles: 61 })).statusCode).toBe(400);
    expect((await edit(CERTIFICATE, { costo: 120, diasHabiles: 7 })).statusCode).toBe(200);
  });
});

describe('activarTramite', () => {
  it('takes a type out of the catalogue and back; a stale version is refused', async () => {
    const slug = 'constancia-de-notas';
    const type = await configuration(slug);
    const catalogue = async () =>
      (await json('alumno4', 'GET', '/tramitesae/listar?audiencia=CARRERA')).body.results.map(
        (t: { codigo: string }) => t.codigo,
      );
    expect(await catalogue()).toContain(type.codigo);
    const off = await call('superadmin', 'PATCH', `/activar/${slug}`, {
      activo: false,
      version: type.version,
    });
    expect(off.json()).toMatchObject({
      messagePublic: configurationTexts.deactivated,
      results: { activo: false, version: type.version + 1 },
    });
    expect(await catalogue()).not.toContain(type.codigo);
    const read = await json('alumno4', 'GET', `/tramitesae/obtener/${type.idTipoTramite}`);
    expect(read.status).toBe(404);
    const stale = await call('superadmin', 'PATCH', `/activar/${slug}`, {
      activo: true,
      version: type.version,
    });
    expect(stale.statusCode).toBe(409);
    await call('superadmin', 'PATCH', `/activar/${slug}`, {
      activo: true,
      version: type.version + 1,
    });
    expect(await catalogue()).toContain(type.codigo);
  });
});

interface RequisitoConfig {
  idRequisito: number;
  tipo: string;
  tipoCampo?: string;
  regla?: string;
  nombre: string;
  descripcion: string;
  obligatorio: boolean;
  formatos?: string[];
  pesoMaximo?: number;
  cantidadMaxima?: number;
  version: number;
  tramite: { codigo: string };
  fechaActualizacion: string | null;
}

const requirementsOf = async (slug = CERTIFICATE): Promise<RequisitoConfig[]> =>
  (await call('superadmin', 'GET', `/requisito/listar/${slug}`)).json().results.requisitos;
const editRequirement = (id: number, body: Record<string, unknown>) =>
  call('superadmin', 'PUT', `/requisito/editar/${id}`, body);
const dniOf = async () => (await requirementsOf()).find((r) => r.tipo === 'DOCUMENTO')!;

describe('editarRequisitoTramite', () => {
  it("answers the requirement's next version; new forms show it, a request in progress keeps the former", async () => {
    const filed = await fileCertificate('alumno5');
    const request = filed.response.body.results;
    api.advance(60_000);
    const dni = await dniOf();
    const response = await editRequirement(dni.idRequisito, {
      nombre: dni.nombre,
      descripcion: 'Ambas caras en un solo archivo PDF.',
      obligatorio: true,
      formatos: ['pdf'],
      pesoMaximoMb: 3,
      cantidadMaxima: 1,
      version: dni.version,
    });
    expect(response.statusCode).toBe(200);
    const next = response.json().results as RequisitoConfig;
    expect(next).toMatchObject({
      version: dni.version + 1,
      descripcion: 'Ambas caras en un solo archivo PDF.',
      formatos: ['pdf'],
      pesoMaximo: 3 * 1024 * 1024,
      cantidadMaxima: 1,
    });
    expect(next.idRequisito).not.toBe(dni.idRequisito);
    expect(next.fechaActualizacion).not.toBeNull();

    // The student's form asks for the new version at once.
    const form = await typeByCode('alumno6', 'CARRERA', 'CERTESTSU');
    const asked = form.requisitos.find((r) => r.tipo === 'DOCUMENTO')!;
    expect(asked).toMatchObject({ idRequisito: next.idRequisito, descripcion: next.descripcion });
    // A form opened before the change is refused, and told why.
    const stale = await json('alumno6', 'POST', '/tramitesolicitudsae/registrar', {
      ...filed.payload,
      idMatricula: await enrolment('alumno6'),
      adjuntos: [
        { idRequisito: dni.idRequisito, idArchivos: [await upload('alumno6', 'dni.png', PNG)] },
      ],
      claveIdempotencia: crypto.randomUUID(),
    });
    expect(stale.status, JSON.stringify(stale.body)).toBe(400);
    expect(stale.body.messagePublic).toBe(procedureTexts.requirementsChanged);

    // The request filed before answers an observation with a PNG, as its requirement allowed.
    await json('colaborador', 'POST', '/tramitesolicitudsae/observar', {
      idSolicitud: request.idSolicitud,
      version: request.version,
      comentario: 'El DNI no se lee.',
    });
    const file = await upload('alumno5', 'dni.png', PNG);
    const answered = await json('alumno5', 'POST', '/tramitesolicitudsae/subsanar', {
      idSolicitud: request.idSolicitud,
      version: request.version + 1,
      comentario: 'Adjunto el DNI nuevamente.',
      adjuntos: [{ idRequisito: dni.idRequisito, idArchivos: [file] }],
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.results.estado).toBe('EN_REVISION');
  });

  it('refuses a retired or stale requirement with 409, an unknown one with 404', async () => {
    const dni = await dniOf();
    const body = {
      nombre: dni.nombre,
      descripcion: dni.descripcion,
      obligatorio: true,
      formatos: dni.formatos,
      pesoMaximoMb: 2,
      cantidadMaxima: 2,
      version: dni.version,
    };
    expect(
      (await editRequirement(dni.idRequisito, { ...body, version: dni.version - 1 })).statusCode,
    ).toBe(409);
    expect((await editRequirement(dni.idRequisito, body)).statusCode).toBe(200);
    expect((await editRequirement(dni.idRequisito, body)).statusCode).toBe(409);
    expect((await editRequirement(999_999, body)).statusCode).toBe(404);
  });

  it("takes only what the requirement's kind has, and what it needs", async () => {
    const all = await requirementsOf();
    const dni = all.find((r) => r.tipo === 'DOCUMENTO')!;
    const reason = all.find((r) => r.tipoCampo === 'TEXTO')!;
    const rule = all.find((r) => r.tipo === 'REGLA')!;
    const common = (r: RequisitoConfig) => ({
      nombre: r.nombre,
      descripcion: r.descripcion,
      obligatorio: r.obligatorio,
      version: r.version,
    });
    const refused = async (
      id: number,
      body: Record<string, unknown>,
      field: string,
      message: string,
    ) => {
      const response = await editRequirement(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[field]).toEqual([message]);
    };
    await refused(
      reason.idRequisito,
      { ...common(reason), formatos: ['pdf'] },
      'formatos',
      configurationTexts.notOfKind,
    );
    await refused(
      dni.idRequisito,
      { ...common(dni), pesoMaximoMb: 2, cantidadMaxima: 1 },
      'formatos',
      configurationTexts.required,
    );
    await refused(
      rule.idRequisito,
      { ...common(rule), obligatorio: false },
      'obligatorio',
      configurationTexts.ruleRequired,
    );
    await refused(
      rule.idRequisito,
      { ...common(rule), valorRegla: 'CIII' },
      'valorRegla',
      configurationTexts.notOfKind,
    );
    // The form's limits, both sides: one to ten MB, one or two files, up to 500 characters.
    const document = { ...common(dni), formatos: ['pdf'] };
    expect(
      (await editRequirement(dni.idRequisito, { ...document, pesoMaximoMb: 11, cantidadMaxima: 1 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await editRequirement(dni.idRequisito, { ...document, pesoMaximoMb: 10, cantidadMaxima: 3 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await editRequirement(reason.idRequisito, { ...common(reason), longitudMaxima: 501 }))
        .statusCode,
    ).toBe(400);
    const text = await editRequirement(reason.idRequisito, {
      ...common(reason),
      longitudMaxima: 500,
    });
    expect(text.json().results.longitudMaxima).toBe(500);
  });

  it('checks a minimum cycle against the cycles that exist', async () => {
    const withCycle = db
      .prepare(
        `SELECT t.slug, q.id, q.version FROM procedure_requirements q JOIN procedure_types t ON t.id = q.type_id
          WHERE q.rule = 'CICLO_MINIMO' AND q.retired_at IS NULL LIMIT 1`,
      )
      .get() as { slug: string; id: number; version: number };
    const rule = (await requirementsOf(withCycle.slug)).find(
      (r) => r.idRequisito === withCycle.id,
    )!;
    const body = {
      nombre: rule.nombre,
      descripcion: rule.descripcion,
      obligatorio: true,
      version: rule.version,
    };
    const unknown = await editRequirement(rule.idRequisito, { ...body, valorRegla: 'CXX' });
    expect(unknown.json().errors.valorRegla).toEqual([configurationTexts.unknownCycle]);
    const saved = await editRequirement(rule.idRequisito, { ...body, valorRegla: 'CIII' });
    expect(saved.json().results.valorRegla).toBe('CIII');
  });
});

describe('listarRequisitos', () => {
  it('pages the requirements in force with their types, by kind and text', async () => {
    const url = '/api/main/tramitesae/requisito/listar';
    const all = (await api.call('superadmin', { url, query: { tamanoPagina: '100' } })).json()
      .results;
    const inForce = db
      .prepare('SELECT count(*) AS n FROM procedure_requirements WHERE retired_at IS NULL')
      .get() as { n: number };
    expect(all.total).toBe(inForce.n);
    const documents = (
      await api.call('superadmin', { url, query: { tipo: 'DOCUMENTO', busqueda: 'dni' } })
    ).json().results;
    expect(documents.total).toBeGreaterThan(0);
    expect(documents.requisitos.every((r: RequisitoConfig) => r.tipo === 'DOCUMENTO')).toBe(true);
    expect((await api.call('colaborador', { url })).statusCode).toBe(403);
  });
});
