// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedureFiling } from '../../test/procedureFiling.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { procedureTexts } from './texts.ts';

// A type whose configuration holds the SIN_TRAMITE_ABIERTO rule ("Sin otra solicitud en proceso")
// takes one open request per requester at a time; the rest take as many as are filed.
const dir = mkdtempSync(join(tmpdir(), 'campus-one-open-'));
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ outboxFile: join(dir, 'outbox.jsonl') });
});
afterAll(() => api.app.close());

const { json, typeByCode, enrolment } = procedureFiling(() => api, join(dir, 'outbox.jsonl'));

/** A CAMBIOTURNO (rule SIN_TRAMITE_ABIERTO, no SMS) for `usuario`, under a new key each time. */
async function shiftChange(usuario: string) {
  const type = await typeByCode(usuario, 'CARRERA', 'CAMBIOTURNO');
  const shift = type.requisitos.find((r) => r.tipoCampo === 'SELECCION')!;
  const idMatricula = await enrolment(usuario);
  return () =>
    json(usuario, 'POST', '/tramitesolicitudsae/registrar', {
      claveIdempotencia: crypto.randomUUID(),
      idTipoTramite: type.idTipoTramite,
      idMatricula,
      campos: [{ idRequisito: shift.idRequisito, valor: 'Noche' }],
      adjuntos: [],
    });
}

describe('one open request at a time, where the type asks it', () => {
  it('files one of ten concurrent requests with different keys, and refuses the rest', async () => {
    const file = await shiftChange('alumno6');
    const answers = await Promise.all(Array.from({ length: 10 }, file));
    const filed = answers.filter((answer) => answer.status === 200);
    expect(filed).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.errors.requisitos).toEqual([procedureTexts.rules.SIN_TRAMITE_ABIERTO]);
      expect(refused.body.messagePublic).toBe(procedureTexts.rules.SIN_TRAMITE_ABIERTO);
    }
    const open = await json('alumno6', 'GET', '/tramitesolicitudsae/en-proceso/listar');
    const shifts = open.body.results.solicitudes.filter(
      (s: { tipo: { codigo: string } }) => s.tipo.codigo === 'CAMBIOTURNO',
    );
    expect(shifts).toHaveLength(1);

    // Once it is decided, a new one may be filed.
    const { idSolicitud } = filed[0]!.body.results;
    const rejected = await json('colaborador', 'POST', '/tramitesolicitudsae/rechazar', {
      idSolicitud,
      version: 1,
      comentario: 'No hay vacantes en el turno noche.',
    });
    expect(rejected.status).toBe(200);
    expect((await file()).status).toBe(200);
  });

  it('takes a second request of a type without the rule while the first is open', async () => {
    const type = await typeByCode('alumno7', 'CARRERA', 'RETIROUD');
    const idMatricula = await enrolment('alumno7');
    const modules = await json(
      'alumno7',
      'GET',
      `/tramitesae/listar/modulos/curricula?idMatricula=${idMatricula}`,
    );
    const course = modules.body.results[0].cursos[0].idCurso;
    const file = () =>
      json('alumno7', 'POST', '/tramitesolicitudsae/registrar', {
        claveIdempotencia: crypto.randomUUID(),
        idTipoTramite: type.idTipoTramite,
        idMatricula,
        campos: type.requisitos
          .filter((r) => r.tipo === 'CAMPO')
          .map((r) => ({
            idRequisito: r.idRequisito,
            valor: r.tipoCampo === 'CURSO' ? String(course) : 'Cambio de trabajo.',
          })),
        adjuntos: [],
      });
    const answers = await Promise.all([file(), file()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]!.body.results.estado).toBe('REGISTRADO');
    expect(answers[1]!.body.results.idSolicitud).not.toBe(answers[0]!.body.results.idSolicitud);
  });
});
