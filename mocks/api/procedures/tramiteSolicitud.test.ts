// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, TINY_PDF } from '../../test/multipart.ts';
import { PNG, procedureFiling } from '../../test/procedureFiling.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { procedureTexts } from './texts.ts';

const dir = mkdtempSync(join(tmpdir(), 'campus-procedures-'));
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: { students: 40 }, outboxFile: join(dir, 'outbox.jsonl') });
});
afterAll(() => api.app.close());

const MAIN = '/api/main';
const { json, lastCode, upload, typeByCode, enrolment, fileCertificate } = procedureFiling(
  () => api,
  join(dir, 'outbox.jsonl'),
);

describe('filing and deciding a procedure', () => {
  it('files with the SMS code, is observed, answered, approved with a signed document; the history and notifications follow', async () => {
    const { response } = await fileCertificate('alumno1');
    expect(response.status).toBe(200);
    const filed = response.body.results;
    expect(filed).toMatchObject({ estado: 'REGISTRADO', version: 1, costo: 120 });
    expect(filed.adjuntos).toHaveLength(1);

    // The managers see it in their tray; the student cannot read the tray.
    const tray = await json(
      'colaborador',
      'GET',
      `/tramitesolicitudsae/admin/filtro/listar?bandeja=tickets-manuales&situacion=pendientes&solicitante=alumno1`,
    );
    expect(
      tray.body.results.solicitudes.map((s: { idSolicitud: number }) => s.idSolicitud),
    ).toContain(filed.idSolicitud);
    // Searched by its number, case ignored, it is the only one found.
    const byNumber = await json(
      'colaborador',
      'GET',
      `/tramitesolicitudsae/admin/filtro/listar?bandeja=tickets-manuales&situacion=pendientes&solicitante=${filed.numero.toLowerCase()}`,
    );
    expect(byNumber.body.results.solicitudes).toEqual([
      expect.objectContaining({ idSolicitud: filed.idSolicitud, numero: filed.numero }),
    ]);

    const observe = { idSolicitud: filed.idSolicitud, version: 1, comentario: 'El DNI no se lee.' };
    const observed = await json('colaborador', 'POST', '/tramitesolicitudsae/observar', observe);
    expect(observed.body.results).toMatchObject({ estado: 'OBSERVADO', version: 2 });

    const answer = await json('alumno1', 'POST', '/tramitesolicitudsae/subsanar', {
      idSolicitud: filed.idSolicitud,
      version: 2,
      comentario: 'Adjunto el DNI nuevamente.',
      adjuntos: [],
    });
    expect(answer.body.results).toMatchObject({ estado: 'EN_REVISION', version: 3 });

    const approved = await json('colaborador', 'POST', '/tramitesolicitudsae/aprobar/revision', {
      idSolicitud: filed.idSolicitud,
      version: 3,
    });
    expect(approved.body.results.estado).toBe('APROBADO');
    expect(approved.body.results.documento.firmantes.length).toBeGreaterThan(0);

    const events = await json('alumno1', 'GET', `/tramitesae/eventos/${filed.idSolicitud}`);
    expect(events.body.results.map((e: { tipo: string }) => e.tipo)).toEqual([
      'REGISTRO',
      'OBSERVACION',
      'SUBSANACION',
      'APROBACION_REVISION',
      'DOCUMENTO_EMITIDO',
    ]);
    const notifications = await api.call('alumno1', {
      url: '/api/notifications/notification/list',
      query: { page: '1', pageSize: '10' },
    });
    const titles = notifications
      .json()
      .results.notifications.map((n: { idTramite: number }) => n.idTramite);
    expect(titles.filter((id: number) => id === filed.idSolicitud).length).toBeGreaterThanOrEqual(
      4,
    );

    const pdf = await api.call('alumno1', {
      url: `${MAIN}/documentos/${approved.body.results.documento.idDocumento}`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await api.call('alumno2', {
      url: `${MAIN}/documentos/${approved.body.results.documento.idDocumento}`,
    });
    expect(other.statusCode).toBe(403);

    // Final: every further decision is refused, and says why.
    const late = await json('colaborador', 'POST', '/tramitesolicitudsae/rechazar', {
      idSolicitud: filed.idSolicitud,
      version: 5,
      comentario: 'Ya no procede.',
    });
    expect(late.status).toBe(409);
    expect(late.body.messagePublic).toBe(procedureTexts.closed);
  });

  it('files once for one idempotency key, sequential or concurrent', async () => {
    const key = crypto.randomUUID();
    const first = await fileCertificate('alumno3', key);
    expect(first.response.status).toBe(200);
    const again = await json('alumno3', 'POST', '/tramitesolicitudsae/registrar', first.payload);
    expect(again.body.results.idSolicitud).toBe(first.response.body.results.idSolicitud);

    const type = await typeByCode('alumno4', 'CARRERA', 'RETIROUD');
    const course = (
      await json(
        'alumno4',
        'GET',
        `/tramitesae/listar/modulos/curricula?idMatricula=${await enrolment('alumno4')}`,
      )
    ).body.results[0].cursos[0].idCurso;
    const payload = {
      claveIdempotencia: crypto.randomUUID(),
      idTipoTramite: type.idTipoTramite,
      idMatricula: await enrolment('alumno4'),
      campos: type.requisitos
        .filter((r) => r.tipo === 'CAMPO')
        .map((r) => ({
          idRequisito: r.idRequisito,
          valor: r.tipoCampo === 'CURSO' ? String(course) : 'Trabajo.',
        })),
      adjuntos: [],
    };
    const both = await Promise.all([
      json('alumno4', 'POST', '/tramitesolicitudsae/registrar', payload),
      json('alumno4', 'POST', '/tramitesolicitudsae/registrar', payload),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0].body.results.idSolicitud).toBe(both[1].body.results.idSolicitud);
  });

  it('refuses a wrong SMS code, then counts the attempts', async () => {
    const { payload } = await fileCertificate('alumno5');
    const type = payload.idTipoTramite;
    api.advance(60_000);
    await json('alumno5', 'POST', '/tramitesae/enviarsms', { idTipoTramite: type });
    const wrong = (code: string) =>
      json('alumno5', 'POST', '/tramitesolicitudsae/registrar', {
        ...payload,
        claveIdempotencia: crypto.randomUUID(),
        adjuntos: [],
        codigoSms: code,
      });
    // The first filing is open, so the eligibility rule refuses before the code is read.
    const refused = await wrong('000000');
    expect(refused.status).toBe(400);
    expect(refused.body.errors.requisitos).toEqual([procedureTexts.rules.SIN_TRAMITE_ABIERTO]);
    const soon = await json('alumno5', 'POST', '/tramitesae/enviarsms', { idTipoTramite: type });
    expect(soon.status).toBe(429);
  });

  it('takes three wrong SMS codes, then asks for a new one; a code lasts five minutes', async () => {
    const type = await typeByCode('alumno2', 'CARRERA', 'RETIROPL');
    const reason = type.requisitos.find((r) => r.tipoCampo === 'TEXTO')!;
    const idMatricula = await enrolment('alumno2');
    const file = (codigoSms: string) =>
      json('alumno2', 'POST', '/tramitesolicitudsae/registrar', {
        claveIdempotencia: crypto.randomUUID(),
        idTipoTramite: type.idTipoTramite,
        idMatricula,
        campos: [{ idRequisito: reason.idRequisito, valor: 'Viaje por trabajo.' }],
        adjuntos: [],
        codigoSms,
      });
    await json('alumno2', 'POST', '/tramitesae/enviarsms', { idTipoTramite: type.idTipoTramite });
    const right = lastCode('alumno2');
    const wrong = right === '000000' ? '111111' : '000000';
    expect((await file(wrong)).body.errors.codigoSms).toEqual([procedureTexts.smsWrong]);
    expect((await file(wrong)).body.errors.codigoSms).toEqual([procedureTexts.smsWrong]);
    expect((await file(wrong)).body.errors.codigoSms).toEqual([procedureTexts.smsAttempts]);
    // Spent: even the right code is refused until a new one is asked for.
    expect((await file(right)).body.errors.codigoSms).toEqual([procedureTexts.smsAttempts]);

    api.advance(60_000);
    await json('alumno2', 'POST', '/tramitesae/enviarsms', { idTipoTramite: type.idTipoTramite });
    api.advance(5 * 60_000 + 1000);
    expect((await file(lastCode('alumno2'))).body.errors.codigoSms).toEqual([
      procedureTexts.smsExpired,
    ]);

    await json('alumno2', 'POST', '/tramitesae/enviarsms', { idTipoTramite: type.idTipoTramite });
    const filed = await file(lastCode('alumno2'));
    expect(filed.status).toBe(200);
    expect(filed.body.results.estado).toBe('REGISTRADO');
  });

  it('checks attachments by type and size on the server', async () => {
    const type = await typeByCode('alumno6', 'CARRERA', 'CERTESTSU');
    const dni = type.requisitos.find((r) => r.tipo === 'DOCUMENTO')!;
    const disguised = await api.call('alumno6', {
      method: 'POST',
      url: `${MAIN}/archivo/subir`,
      ...multipartBody({ tipo: 'ADJUNTO_TRAMITE' }, { name: 'dni.pdf', bytes: PNG }),
    });
    expect(disguised.statusCode).toBe(400);
    const word = await upload('alumno6', 'dni.pdf', TINY_PDF);
    const big = await upload(
      'alumno6',
      'dni-grande.pdf',
      Buffer.concat([TINY_PDF, Buffer.alloc(3 * 1024 * 1024)]),
    );
    const attempt = await json('alumno6', 'POST', '/tramitesolicitudsae/registrar', {
      claveIdempotencia: crypto.randomUUID(),
      idTipoTramite: type.idTipoTramite,
      idMatricula: await enrolment('alumno6'),
      campos: [],
      adjuntos: [{ idRequisito: dni.idRequisito, idArchivos: [word, big] }],
    });
    expect(attempt.status).toBe(400);
    expect(attempt.body.errors[`adjuntos.${dni.idRequisito}`]).toEqual([procedureTexts.fileSize]);
    const other = await upload('alumno7', 'ajeno.pdf', TINY_PDF);
    const stolen = await json('alumno6', 'POST', '/tramitesolicitudsae/registrar', {
      claveIdempotencia: crypto.randomUUID(),
      idTipoTramite: type.idTipoTramite,
      idMatricula: await enrolment('alumno6'),
      campos: [],
      adjuntos: [{ idRequisito: dni.idRequisito, idArchivos: [other] }],
    });
    expect(stolen.body.errors[`adjuntos.${dni.idRequisito}`]).toEqual([
      procedureTexts.fileNotYours,
    ]);
  });
});

describe('who may read and decide', () => {
  const firstOpen = async () => {
    const { body } = await json(
      'colaborador',
      'GET',
      '/tramitesolicitudsae/admin/filtro/listar?bandeja=tickets-manuales&situacion=pendientes&estado=REGISTRADO',
    );
    return body.results.solicitudes[0] as {
      idSolicitud: number;
      solicitante: { idUsuario: number };
    };
  };

  it("refuses another student's request, its history and its files", async () => {
    const { idSolicitud } = await firstOpen();
    expect(
      (
        await json(
          'alumno8',
          'GET',
          `/tramitesolicitudsae/obtenerdetalle?idSolicitud=${idSolicitud}`,
        )
      ).status,
    ).toBe(403);
    expect((await json('alumno8', 'GET', `/tramitesae/eventos/${idSolicitud}`)).status).toBe(403);
    expect(
      (await json('alumno8', 'GET', '/tramitesolicitudsae/obtenerdetalle?idSolicitud=999999'))
        .status,
    ).toBe(404);
  });

  it('lets only managers of the area decide, and refuses a stale version', async () => {
    const { idSolicitud } = await firstOpen();
    const body = { idSolicitud, version: 1, comentario: 'Documentos conformes.' };
    expect((await json('psicologo', 'POST', '/tramitesolicitudsae/aprobar', body)).status).toBe(
      403,
    );
    expect((await json('alumno', 'POST', '/tramitesolicitudsae/aprobar', body)).status).toBe(403);
    expect(
      (
        await json(
          'psicologo',
          'GET',
          '/tramitesolicitudsae/admin/filtro/listar?bandeja=tickets-manuales&situacion=pendientes',
        )
      ).status,
    ).toBe(403);
    const detail = await json(
      'colaborador',
      'GET',
      `/tramitesolicitudsae/obtenerdetalle?idSolicitud=${idSolicitud}`,
    );
    const version = detail.body.results.version;
    const stale = await json('superadmin', 'POST', '/tramitesolicitudsae/rechazar', {
      idSolicitud,
      version: version + 1,
      comentario: 'No procede.',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.messagePublic).toBe(procedureTexts.stale);
    const short = await json('colaborador', 'POST', '/tramitesolicitudsae/rechazar', {
      idSolicitud,
      version,
      comentario: 'No',
    });
    expect(short.body.errors.comentario).toEqual([procedureTexts.minLength(5)]);
    const rap = await json('colaborador', 'POST', '/tramitesolicitudsae/aprobar/revision', {
      idSolicitud,
      version,
    });
    expect(rap.status).toBe(400);
    const unchanged = await json(
      'colaborador',
      'GET',
      `/tramitesolicitudsae/obtenerdetalle?idSolicitud=${idSolicitud}`,
    );
    expect(unchanged.body.results).toMatchObject({ estado: 'REGISTRADO', version });
  });

  it('reassigns only to a manager of the area', async () => {
    const { idSolicitud } = await firstOpen();
    const { body } = await json(
      'colaborador',
      'GET',
      `/tramitesolicitudsae/obtenerdetalle?idSolicitud=${idSolicitud}`,
    );
    const managers = (await json('colaborador', 'GET', '/tramitesae/encargados/listar?area=SM-TK'))
      .body.results;
    const other = managers.find((m: { usuario: string }) => m.usuario === 'encargado2');
    const done = await json('colaborador', 'POST', '/tramitesolicitudsae/reasignar', {
      idSolicitud,
      version: body.results.version,
      idEncargado: other.idUsuario,
    });
    expect(done.body.results.encargado.idUsuario).toBe(other.idUsuario);
    const vd = (await json('colaborador', 'GET', '/tramitesae/encargados/listar?area=SM-VD')).body
      .results;
    const outsider = vd.find((m: { usuario: string }) => m.usuario === 'encargado3');
    const refused = await json('colaborador', 'POST', '/tramitesolicitudsae/reasignar', {
      idSolicitud,
      version: done.body.results.version,
      idEncargado: outsider.idUsuario,
    });
    expect(refused.body.errors.idEncargado).toEqual([procedureTexts.notManager]);
  });
});

describe('catalogue, eligibility and lookups', () => {
  it('gives students their audience and teachers theirs; a student cannot ask for the teachers', async () => {
    const student = (await json('alumno', 'GET', '/tramitesae/listar?audiencia=CARRERA')).body
      .results;
    expect(student.map((t: { codigo: string }) => t.codigo)).toContain('CERTESTSU');
    expect(student.map((t: { codigo: string }) => t.codigo)).not.toContain('RECTINOTA');
    const teacher = (await json('docente', 'GET', '/tramitesae/listar')).body.results;
    expect(teacher.every((t: { audiencias: string[] }) => t.audiencias.includes('DOCENTE'))).toBe(
      true,
    );
    expect((await json('alumno', 'GET', '/tramitesae/listar?audiencia=DOCENTE')).status).toBe(403);
  });

  it('validates a RUC by its check digit', async () => {
    const valid = await json('alumno', 'POST', '/tramitesolicitudsae/validar/ruc', {
      ruc: '20100070970',
    });
    expect(valid.body.results.valido).toBe(true);
    const wrong = await json('alumno', 'POST', '/tramitesolicitudsae/validar/ruc', {
      ruc: '20100070971',
    });
    expect(wrong.body.results).toMatchObject({ valido: false, mensaje: procedureTexts.rucInvalid });
  });

  it('lists departments, provinces and districts', async () => {
    const departments = (await json('alumno', 'GET', '/ubigeo/departamentos/listar')).body.results;
    expect(departments).toHaveLength(25);
    const lima = (await json('alumno', 'GET', '/ubigeo/provincias/listar?codigoPadre=15')).body
      .results;
    expect(lima.map((p: { codigo: string }) => p.codigo)).toContain('1501');
    const districts = (await json('alumno', 'GET', '/ubigeo/distritos/listar?codigoPadre=1501'))
      .body.results;
    // INEI's list: 44 in the province of Lima, Santa María de Huachipa (150144) the newest.
    expect(districts).toHaveLength(44);
    expect((await json('alumno', 'GET', '/ubigeo/distritos/listar')).status).toBe(400);
  });

  it("answers the teacher's requests to respond", async () => {
    const { body } = await json('docente', 'GET', '/tramitesolicitudsae/por-responder/listar');
    expect(body.results.total).toBeGreaterThan(0);
    const [request] = body.results.solicitudes;
    const detail = await json(
      'docente',
      'GET',
      `/tramitesolicitudsae/obtenerdetalle?idSolicitud=${request.idSolicitud}`,
    );
    expect(detail.body.results.acciones.puedeResponder).toBe(true);
    const answered = await json(
      'docente',
      'POST',
      '/tramitesolicitudsae/encargado/registrar/respuesta',
      {
        idSolicitud: request.idSolicitud,
        version: detail.body.results.version,
        comentario: 'Revisé la evaluación; corresponde subir la nota.',
      },
    );
    expect(answered.body.results.estado).toBe('EN_REVISION');
    // Answered, it leaves the list, and a second answer is refused.
    const after = await json('docente', 'GET', '/tramitesolicitudsae/por-responder/listar');
    expect(after.body.results.total).toBe(body.results.total - 1);
    const again = await json(
      'docente',
      'POST',
      '/tramitesolicitudsae/encargado/registrar/respuesta',
      {
        idSolicitud: request.idSolicitud,
        version: answered.body.results.version,
        comentario: 'Otra respuesta.',
      },
    );
    expect(again.status).toBe(400);
    expect(JSON.stringify(again.body)).toContain('Este trámite ya no espera tu respuesta.');
    expect((await json('alumno', 'GET', '/tramitesolicitudsae/por-responder/listar')).status).toBe(
      403,
    );
  });
});
