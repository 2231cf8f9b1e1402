// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownRequest } from '../../test/security/procedureRequests.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { texts } from '../texts.ts';

let api: TestApi;
let idDocumento: number;
// Every seeded type that issues documents is of the academic services area (SM-TK).
const SLUG = 'certificado-de-estudios-superiores';

beforeAll(async () => {
  api = await createTestApi();
  const { idSolicitud } = await ownRequest(api, 'alumno', 'finalizados', 'APROBADO');
  const detail = await api.call('alumno', {
    url: '/api/main/tramitesolicitudsae/obtenerdetalle',
    query: { idSolicitud: String(idSolicitud) },
  });
  idDocumento = detail.json().results.documento.idDocumento;
});
afterAll(() => api.app.close());

const origins = (usuario: string) =>
  api.call(usuario, { url: '/api/main/documentos/origen/listar' });
const documents = (usuario: string) =>
  api.call(usuario, { url: `/api/main/documentos/origen/${SLUG}/listar` });
const download = (usuario: string) =>
  api.call(usuario, { url: `/api/main/documentos/${idDocumento}` });
const expectRefused = (response: Awaited<ReturnType<typeof download>>) => {
  expect(response.statusCode).toBe(403);
  expect(response.json().messagePublic).toBe(texts.forbidden);
};

describe('issued documents, for their requester and the managers of the area that issued them', () => {
  it('lets a manager of the issuing area list and download them', async () => {
    for (const usuario of ['encargado1', 'colaborador', 'superadmin']) {
      const listed = await origins(usuario);
      expect(listed.json().results.map((o: { slug: string }) => o.slug)).toContain(SLUG);
      const page = await documents(usuario);
      expect(page.statusCode).toBe(200);
      expect(page.json().results.total).toBeGreaterThan(0);
      expect((await download(usuario)).statusCode).toBe(200);
    }
  });

  it("shows another area's manager none of them", async () => {
    const listed = await origins('encargado3');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().results).toEqual([]);
    expectRefused(await documents('encargado3'));
    expectRefused(await download('encargado3'));
  });

  it('refuses admin-type staff who manage no area (the psychologist)', async () => {
    expectRefused(await origins('psicologo'));
    expectRefused(await documents('psicologo'));
    expectRefused(await download('psicologo'));
    // Before any lookup: an id that does not exist answers the same.
    expectRefused(await api.call('psicologo', { url: '/api/main/documentos/999999' }));
  });

  it('lets the requester download their own, and no other student', async () => {
    const own = await download('alumno');
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expectRefused(await download('alumno2'));
  });
});
