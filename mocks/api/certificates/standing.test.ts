// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedureFiling } from '../../test/procedureFiling.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { certificateTexts as t } from './texts.ts';

// How a certificate is obtained follows the CERTESTSU procedure (certificates/issue.ts): asked
// for while none is open, in process while one is, issued at once once one is approved.

const dir = mkdtempSync(join(tmpdir(), 'campus-certificates-'));
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: { students: 40 }, outboxFile: join(dir, 'outbox.jsonl') });
});
afterAll(() => api.app.close());

const { json, fileCertificate } = procedureFiling(() => api, join(dir, 'outbox.jsonl'));
const career = async (usuario: string) =>
  (await json(usuario, 'GET', '/certificado/alumno')).body.results.programas[0] as {
    idMatricula: number;
    emision: string;
    certificado: { codigo: string } | null;
  };
const issue = (usuario: string, idMatricula: number) =>
  json(usuario, 'POST', '/certificado/alumno/emitir', {
    claveIdempotencia: crypto.randomUUID(),
    idMatricula,
  });

describe('the certificate through the CERTESTSU procedure', () => {
  it('is asked for, in process while filed, and issued once the request is approved', async () => {
    const before = await career('alumno2');
    expect(before.emision).toBe('TRAMITE');
    expect((await issue('alumno2', before.idMatricula)).body.errors).toEqual({
      idMatricula: [t.mustRequest],
    });

    const { response } = await fileCertificate('alumno2');
    const filed = response.body.results as { idSolicitud: number; version: number };
    expect((await career('alumno2')).emision).toBe('EN_TRAMITE');
    expect((await issue('alumno2', before.idMatricula)).body.errors).toEqual({
      idMatricula: [t.requestOpen],
    });

    const approved = await json('colaborador', 'POST', '/tramitesolicitudsae/aprobar', {
      idSolicitud: filed.idSolicitud,
      version: filed.version,
      comentario: 'Documentos conformes.',
    });
    expect(approved.body.results.estado).toBe('APROBADO');
    expect((await career('alumno2')).emision).toBe('INMEDIATA');
    const issued = await issue('alumno2', before.idMatricula);
    expect(issued.status).toBe(200);
    // The approved request paid for one certificate: the next is asked for again.
    const after = await career('alumno2');
    expect(after.certificado?.codigo).toBe(issued.body.results.codigo);
    expect(after.emision).toBe('TRAMITE');
  });
});
