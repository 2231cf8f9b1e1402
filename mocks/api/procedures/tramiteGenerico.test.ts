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
import { genericTexts } from './texts.ts';

const dir = mkdtempSync(join(tmpdir(), 'campus-generic-'));
let api: TestApi;
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

const { upload, enrolment } = procedureFiling(() => api, join(dir, 'outbox.jsonl'));
const BASE = '/api/main/tramitegenerico';
const DESARROLLO = 1; // the demo student's programme in the first institute

const call = async (
  usuario: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => {
  const response = await api.call(usuario, { method, url: `${BASE}${url}`, payload });
  return { status: response.statusCode, body: response.json() };
};

const information = (nombre: string) => ({
  nombre,
  descripcion: 'Inscripción al concurso de proyectos del semestre.',
  proposito: 'Sirve para reservar un stand en la muestra final.',
  audiencias: ['CARRERA'],
});
const question = {
  pregunta: '¿En qué categoría participas?',
  respuestas: ['Software', 'Hardware'],
  obligatorio: true,
};
const document = {
  tipo: 'DOCUMENTO',
  nombre: 'Ficha del proyecto',
  descripcion: 'En PDF o imagen.',
  obligatorio: true,
  formatos: ['pdf', 'png'],
  pesoMaximoMb: 2,
  cantidadMaxima: 1,
};
const final = { area: 'SM-TK', costo: 12.5, diasHabiles: 4, publicar: false };

async function draft(nombre: string) {
  const created = await call('colaborador', 'POST', '/crear', information(nombre));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.results.idTramite as number;
}

/** A draft with every step saved, for programme students of `programas`. */
async function readyDraft(nombre: string, programas = [DESARROLLO]) {
  const id = await draft(nombre);
  const filters = { programas, sedes: [], ciclos: [] };
  expect(
    (await call('colaborador', 'PUT', `/actualizar/filtro?idTramite=${id}`, filters)).status,
  ).toBe(200);
  expect(
    (await call('colaborador', 'POST', `/agregar/respuestas?idTramite=${id}`, question)).status,
  ).toBe(200);
  expect(
    (await call('colaborador', 'POST', `/agregar/requisitos?idTramite=${id}`, document)).status,
  ).toBe(200);
  return id;
}

const publish = (id: number) =>
  call('colaborador', 'PUT', `/configuracion/final?idTramite=${id}`, { ...final, publicar: true });

const catalogue = async (usuario: string) => {
  const response = await api.call(usuario, {
    url: '/api/main/tramitesae/listar?audiencia=CARRERA',
  });
  return (response.json().results as { idTipoTramite: number }[]).map((t) => t.idTipoTramite);
};

/** A seeded student (not a demo account) of another programme than the demo student's. */
const otherStudent = () =>
  (
    db
      .prepare(
        `SELECT u.username FROM users u JOIN enrolments e ON e.student_id = u.id
          WHERE u.tip = 1 AND u.brand_id = 1 AND u.username LIKE 'alumno%' AND e.programme_id <> ?
            AND NOT EXISTS (SELECT 1 FROM enrolments o WHERE o.student_id = u.id AND o.programme_id = ?)
          LIMIT 1`,
      )
      .get(DESARROLLO, DESARROLLO) as { username: string }
  ).username;

describe('the builder, start to end', () => {
  it('builds a draft nobody sees, publishes it, and a student of its programme files it for the area to approve', async () => {
    const id = await draft('Concurso de proyectos');
    const info = await call('colaborador', 'GET', `/obtener/informacion?idTramite=${id}`);
    expect(info.body.results).toMatchObject({
      codigo: 'GEN013',
      slug: 'concurso-de-proyectos',
      estado: 'BORRADOR',
    });
    // Every step is pending, and the draft is in no catalogue and no form.
    let datos = await call('colaborador', 'GET', `/obtener/datos/tramite?idTramite=${id}`);
    expect(datos.body.results.pendientes).toEqual([
      genericTexts.pending.filters,
      genericTexts.pending.parts,
      genericTexts.pending.configuration,
    ]);
    expect(await catalogue('alumno')).not.toContain(id);
    expect(
      (await api.call('alumno', { url: `/api/main/tramitesae/obtener/${id}` })).statusCode,
    ).toBe(404);

    await call('colaborador', 'PUT', `/actualizar/filtro?idTramite=${id}`, {
      programas: [DESARROLLO],
      sedes: [],
      ciclos: [],
    });
    const asked = await call(
      'colaborador',
      'POST',
      `/agregar/respuestas?idTramite=${id}`,
      question,
    );
    expect(asked.body.results).toMatchObject({ respuestas: ['Software', 'Hardware'], orden: 1 });
    const required = await call(
      'colaborador',
      'POST',
      `/agregar/requisitos?idTramite=${id}`,
      document,
    );
    expect(required.body.results).toMatchObject({ tipo: 'DOCUMENTO', pesoMaximoMb: 2, orden: 2 });
    const parts = await call('colaborador', 'GET', `/listar/requisitos/${id}`);
    expect(parts.body.results.preguntas).toHaveLength(1);
    expect(parts.body.results.requisitos).toHaveLength(1);
    const saved = await call('colaborador', 'PUT', `/configuracion/final?idTramite=${id}`, final);
    expect(saved.body.results).toMatchObject({ estado: 'BORRADOR', pendientes: [] });
    expect(await catalogue('alumno')).not.toContain(id);

    const published = await publish(id);
    expect(published.status).toBe(200);
    expect(published.body.messagePublic).toBe(genericTexts.published);
    expect(published.body.results).toMatchObject({ estado: 'PUBLICADO', pendientes: [] });

    // The student of the programme finds it, with its question and document, and files it.
    expect(await catalogue('alumno')).toContain(id);
    const type = (await api.call('alumno', { url: `/api/main/tramitesae/obtener/${id}` })).json()
      .results;
    expect(type).toMatchObject({
      codigo: 'GEN013',
      costo: 12.5,
      diasHabiles: 4,
      modalidad: 'MANUAL',
    });
    const [choice, file] = type.requisitos as { idRequisito: number; tipo: string }[];
    const idArchivo = await upload('alumno', 'ficha.png', PNG);
    const filed = await api.call('alumno', {
      method: 'POST',
      url: '/api/main/tramitesolicitudsae/registrar',
      payload: {
        claveIdempotencia: crypto.randomUUID(),
        idTipoTramite: id,
        idMatricula: await enrolment('alumno'),
        campos: [{ idRequisito: choice!.idRequisito, valor: 'Hardware' }],
        adjuntos: [{ idRequisito: file!.idRequisito, idArchivos: [idArchivo] }],
        codigoSms: null,
      },
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const request = filed.json().results;
    expect(request.estado).toBe('REGISTRADO');

    // A manager of its area approves it from the manual tickets tray.
    const tray = await api.call('colaborador', {
      url: '/api/main/tramitesolicitudsae/admin/filtro/listar',
      query: { bandeja: 'tickets-manuales', situacion: 'pendientes', busqueda: 'GEN013' },
    });
    expect(
      tray.json().results.solicitudes.map((s: { idSolicitud: number }) => s.idSolicitud),
    ).toContain(request.idSolicitud);
    const approved = await api.call('colaborador', {
      method: 'POST',
      url: '/api/main/tramitesolicitudsae/aprobar',
      payload: { idSolicitud: request.idSolicitud, version: request.version },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().results.estado).toBe('APROBADO');

    datos = await call('colaborador', 'GET', `/obtener/datos/tramite?idTramite=${id}`);
    expect(datos.body.results.solicitudes).toBe(1);
  });

  it('keeps a published procedure from students its filters leave out', async () => {
    const id = await readyDraft('Concurso de robótica');
    expect((await publish(id)).status).toBe(200);
    const outsider = otherStudent();
    expect(await catalogue(outsider)).not.toContain(id);
    expect(
      (await api.call(outsider, { url: `/api/main/tramitesae/obtener/${id}` })).statusCode,
    ).toBe(404);
    // The demo student's extension enrolment is not of its audience, whatever it sends.
    const extension = (
      await api.call('alumno', {
        url: '/api/main/tramitesae/matricula/obtener?audiencia=EXTENSION',
      })
    ).json().results[0].idMatricula;
    const filed = await api.call('alumno', {
      method: 'POST',
      url: '/api/main/tramitesolicitudsae/registrar',
      payload: {
        claveIdempotencia: crypto.randomUUID(),
        idTipoTramite: id,
        idMatricula: extension,
        campos: [],
        adjuntos: [],
        codigoSms: null,
      },
    });
    expect(filed.statusCode).toBe(400);
    expect(filed.json().errors.idMatricula).toEqual([procedureTexts.invalidValue]);
  });

  it('refuses an enrolment of another programme at filing when the student passes with one', async () => {
    // For extension students of Ofimática only: the demo student's programme enrolment is not.
    const ofimatica = Number(
      (
        db.prepare("SELECT id FROM programmes WHERE brand_id = 1 AND kind = 'EXTENSION'").get() as {
          id: number;
        }
      ).id,
    );
    const id = await draft('Curso libre de Excel');
    await call('colaborador', 'PUT', `/editar?idTramite=${id}`, {
      ...information('Curso libre de Excel'),
      audiencias: ['CARRERA', 'EXTENSION'],
    });
    await call('colaborador', 'PUT', `/actualizar/filtro?idTramite=${id}`, {
      programas: [ofimatica],
      sedes: [],
      ciclos: [],
    });
    await call('colaborador', 'POST', `/agregar/respuestas?idTramite=${id}`, question);
    expect((await publish(id)).status).toBe(200);
    const filed = await api.call('alumno', {
      method: 'POST',
      url: '/api/main/tramitesolicitudsae/registrar',
      payload: {
        claveIdempotencia: crypto.randomUUID(),
        idTipoTramite: id,
        idMatricula: await enrolment('alumno'),
        campos: [],
        adjuntos: [],
        codigoSms: null,
      },
    });
    expect(filed.statusCode).toBe(400);
    expect(filed.json().errors.idMatricula).toEqual([procedureTexts.notForEnrolment]);
  });
});

describe('invalid builder steps', () => {
  it('refuses to publish what lacks a step, and saves nothing of that call', async () => {
    const id = await draft('Taller de fotografía');
    const refused = await publish(id);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.publicar).toEqual([
      genericTexts.pending.filters,
      genericTexts.pending.parts,
    ]);
    const datos = await call('colaborador', 'GET', `/obtener/datos/tramite?idTramite=${id}`);
    expect(datos.body.results.configuracion.guardada).toBe(false);
    expect(datos.body.results.estado).toBe('BORRADOR');
  });

  it('refuses programmes none of whose students file it', async () => {
    const ofimatica = (
      db.prepare("SELECT id FROM programmes WHERE brand_id = 1 AND kind = 'EXTENSION'").get() as {
        id: number;
      }
    ).id;
    const id = await readyDraft('Feria de ofimática', [ofimatica]);
    const refused = await publish(id);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.publicar).toEqual([genericTexts.pending.programmes]);
  });

  it('takes only filters the institute offers', async () => {
    const id = await draft('Taller de cerámica');
    const other = (
      db.prepare('SELECT id FROM programmes WHERE brand_id <> 1 LIMIT 1').get() as { id: number }
    ).id;
    const refused = await call('colaborador', 'PUT', `/actualizar/filtro?idTramite=${id}`, {
      programas: [other],
      sedes: [999],
      ciclos: ['CXX'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      programas: [genericTexts.notOffered],
      sedes: [genericTexts.notOffered],
      ciclos: [genericTexts.notOffered],
    });
    const options = await call('colaborador', 'GET', '/listarfiltros');
    expect(options.body.results.programas.map((p: { id: number }) => p.id)).not.toContain(other);
    expect(options.body.results.ciclos).toHaveLength(13);
  });

  it('checks questions: two to ten answers, none repeated or blank', async () => {
    const id = await draft('Taller de teatro');
    const add = (respuestas: string[]) =>
      call('colaborador', 'POST', `/agregar/respuestas?idTramite=${id}`, {
        ...question,
        respuestas,
      });
    expect((await add(['Sí'])).status).toBe(400);
    expect((await add(['Sí', 'No'])).status).toBe(200);
    const ten = Array.from({ length: 10 }, (_, n) => `Opción ${n + 1}`);
    expect((await add(ten)).status).toBe(200);
    expect((await add([...ten, 'Opción 11'])).status).toBe(400);
    const repeated = await add(['Sí', 'sí']);
    expect(repeated.status).toBe(400);
    expect(repeated.body.errors.respuestas).toEqual([genericTexts.repeatedAnswers]);
    // A blank answer is trimmed to nothing at the edge and refused there, by its place.
    const blank = await add(['Sí', '  ']);
    expect(blank.body.errors).toEqual({ 'respuestas.1': [genericTexts.required] });
  });

  it('takes a requirement with only what its kind has', async () => {
    const id = await draft('Taller de dibujo');
    const add = (body: object) =>
      call('colaborador', 'POST', `/agregar/requisitos?idTramite=${id}`, body);
    const { formatos: _formats, ...noFormats } = document;
    const missing = await add(noFormats);
    expect(missing.body.errors).toEqual({ formatos: [genericTexts.required] });
    const mixed = await add({ ...document, longitudMaxima: 100 });
    expect(mixed.body.errors).toEqual({ longitudMaxima: [genericTexts.notOfKind] });
    const text = { tipo: 'TEXTO', nombre: 'Motivo', descripcion: 'Cuéntanos.', obligatorio: true };
    expect((await add(text)).body.errors).toEqual({ longitudMaxima: [genericTexts.required] });
    expect((await add({ ...text, longitudMaxima: 500 })).status).toBe(200);
    expect((await add({ ...text, longitudMaxima: 501 })).status).toBe(400);
    expect((await add({ ...document, pesoMaximoMb: 10 })).status).toBe(200);
    expect((await add({ ...document, pesoMaximoMb: 11 })).status).toBe(400);
    expect((await add({ ...document, cantidadMaxima: 3 })).status).toBe(400);
    const saved = await add(document);
    // Its kind stays; a question is not edited as a requirement, nor the other way round.
    const idRequisito = saved.body.results.idRequisito;
    const changed = await call(
      'colaborador',
      'PUT',
      `/editar/requisitos?idRequisito=${idRequisito}`,
      {
        ...text,
        longitudMaxima: 100,
      },
    );
    expect(changed.body.errors).toEqual({ tipo: [genericTexts.kindFixed] });
    expect(
      (await call('colaborador', 'PUT', `/editar/respuestas?idPregunta=${idRequisito}`, question))
        .status,
    ).toBe(404);
    const edited = await call(
      'colaborador',
      'PUT',
      `/editar/requisitos?idRequisito=${idRequisito}`,
      {
        ...document,
        nombre: 'Boceto',
      },
    );
    expect(edited.body.results).toMatchObject({
      nombre: 'Boceto',
      orden: saved.body.results.orden,
    });
  });

  it('takes fees of up to two decimals, 0 to 5000, and 1 to 60 business days', async () => {
    const id = await draft('Taller de música');
    const configure = (change: object) =>
      call('colaborador', 'PUT', `/configuracion/final?idTramite=${id}`, { ...final, ...change });
    expect((await configure({ costo: 0 })).status).toBe(200);
    expect((await configure({ costo: 5000 })).status).toBe(200);
    expect((await configure({ costo: 5000.01 })).status).toBe(400);
    expect((await configure({ costo: -1 })).status).toBe(400);
    const cents = await configure({ costo: 10.555 });
    expect(cents.body.errors).toEqual({ costo: [genericTexts.cents] });
    expect((await configure({ diasHabiles: 1 })).status).toBe(200);
    expect((await configure({ diasHabiles: 60 })).status).toBe(200);
    expect((await configure({ diasHabiles: 0 })).status).toBe(400);
    expect((await configure({ diasHabiles: 61 })).status).toBe(400);
  });

  it('changes nothing of a published procedure (409), and the superadmin cannot activate a draft', async () => {
    const id = await readyDraft('Concurso de fotografía');
    expect((await publish(id)).status).toBe(200);
    const parts = (await call('colaborador', 'GET', `/listar/requisitos/${id}`)).body.results;
    const refusals = [
      await call('colaborador', 'PUT', `/editar?idTramite=${id}`, information('Otro nombre')),
      await call('colaborador', 'PUT', `/actualizar/filtro?idTramite=${id}`, {
        programas: [],
        sedes: [],
        ciclos: [],
      }),
      await call('colaborador', 'POST', `/agregar/respuestas?idTramite=${id}`, question),
      await call(
        'colaborador',
        'PUT',
        `/editar/respuestas?idPregunta=${parts.preguntas[0].idPregunta}`,
        question,
      ),
      await call('colaborador', 'POST', `/agregar/requisitos?idTramite=${id}`, document),
      await call(
        'colaborador',
        'PUT',
        `/editar/requisitos?idRequisito=${parts.requisitos[0].idRequisito}`,
        document,
      ),
      await publish(id),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(409);
      expect(refused.body.messagePublic).toBe(genericTexts.alreadyPublished);
    }

    const other = await draft('Concurso de poesía');
    const slug = (await call('colaborador', 'GET', `/obtener/informacion?idTramite=${other}`)).body
      .results.slug;
    const configuration = (
      await api.call('superadmin', { url: `/api/main/tramitesae/configuracion/obtener/${slug}` })
    ).json().results;
    const activated = await api.call('superadmin', {
      method: 'PATCH',
      url: `/api/main/tramitesae/configuracion/activar/${slug}`,
      payload: { activo: true, version: configuration.version },
    });
    expect(activated.statusCode).toBe(400);
    expect(activated.json().errors.activo).toEqual([configurationTexts.genericDraft]);
  });

  it('answers 404 for a procedure that is not generic or does not exist', async () => {
    expect((await call('colaborador', 'GET', '/obtener/informacion?idTramite=1')).status).toBe(404);
    expect((await call('colaborador', 'GET', '/listar/requisitos/9999')).status).toBe(404);
    expect(
      (await call('colaborador', 'PUT', '/editar?idTramite=1', information('Certificado'))).status,
    ).toBe(404);
  });
});

describe('validarCasoTramiteGenerico', () => {
  it("says which of a student's enrolments pass and why the others do not", async () => {
    const id = await readyDraft('Concurso de software');
    const result = await call('colaborador', 'POST', '/validar/caso', {
      idTramite: id,
      codigo: 'A2026-00001',
    });
    expect(result.body.results.puedeSolicitar).toBe(true);
    expect(result.body.results.matriculas).toEqual([
      expect.objectContaining({ codigo: 'A2026-00001', cumple: true, motivos: [] }),
      expect.objectContaining({
        cumple: false,
        motivos: [genericTexts.reasons.audience('EXTENSION'), genericTexts.reasons.programme],
      }),
    ]);
    const outsider = await call('colaborador', 'POST', '/validar/caso', {
      idTramite: id,
      codigo: otherStudent(),
    });
    expect(outsider.body.results.puedeSolicitar).toBe(false);
    const unknown = await call('colaborador', 'POST', '/validar/caso', {
      idTramite: id,
      codigo: 'Z9999-99999',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.codigo).toEqual([genericTexts.noStudent]);
    // A student of another institute is not the admin's to look up.
    const foreign = db
      .prepare('SELECT username FROM users WHERE tip = 1 AND brand_id <> 1 LIMIT 1')
      .get() as { username: string };
    const elsewhere = await call('colaborador', 'POST', '/validar/caso', {
      idTramite: id,
      codigo: foreign.username,
    });
    expect(elsewhere.body.errors.codigo).toEqual([genericTexts.noStudent]);
  });
});

describe('listarTramitesGenericos', () => {
  it('pages the seeded procedures by state and text, the latest changed first', async () => {
    const page = await call(
      'colaborador',
      'GET',
      '/listar?pagina=1&tamanoPagina=5&estado=PUBLICADO',
    );
    expect(page.body.results.total).toBeGreaterThanOrEqual(2);
    const drafts = await call('colaborador', 'GET', '/listar?estado=BORRADOR&busqueda=LAPTOP');
    expect(drafts.body.results.tramites.map((t: { nombre: string }) => t.nombre)).toEqual([
      'Préstamo de laptop',
    ]);
    const all = await call('colaborador', 'GET', '/listar?tamanoPagina=100');
    const dates = all.body.results.tramites.map(
      (t: { fechaActualizacion: string }) => t.fechaActualizacion,
    );
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('roles', () => {
  it('refuses students, teachers and staff without the admin-type flag', async () => {
    for (const usuario of ['alumno', 'docente', 'asistente']) {
      const refused = await call(usuario, 'GET', '/listar');
      expect(refused.status).toBe(403);
      expect(refused.body.messagePublic).toBe(texts.forbidden);
    }
  });
});
