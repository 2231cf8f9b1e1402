// @vitest-environment node
// issue 55: the campus server's onSend hook set the site's policy over the one each download
// route sets, so a stored file (an HTML polyglot) could run as a page of the campus. Every route
// that serves bytes someone uploaded is read here through the campus server, hooks and all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, TINY_PDF } from '../test/multipart.ts';
import { fileTicket, ticketUpload } from '../test/supportTickets.ts';
import { createTestApi, type TestApi } from '../test/testApi.ts';

const SANDBOX = "default-src 'none'; sandbox";
const MAIN = '/api/main';
// A real 1 px PNG: the photo is decoded and re-encoded before it is stored.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ campusServer: true });
});
afterAll(() => api.app.close());

async function upload(usuario: string, tipo: string, name: string, bytes = TINY_PDF) {
  const response = await api.call(usuario, {
    method: 'POST',
    url: `${MAIN}/archivo/subir`,
    ...multipartBody({ tipo }, { name, bytes }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results.idArchivo as number;
}

// Each route: who reads it, and how its address is made.
const downloads: [string, () => Promise<{ usuario: string | null; url: string }>][] = [
  [
    'descargarArchivo',
    async () => ({
      usuario: 'alumno',
      url: `${MAIN}/archivo/${await upload('alumno', 'ADJUNTO_TRAMITE', 'dni.pdf')}`,
    }),
  ],
  [
    'descargarAdjuntoTicket',
    async () => {
      const file = await ticketUpload(api, 'alumno');
      const ticket = await fileTicket(api, 'alumno', [file]);
      return { usuario: 'alumno', url: `/api/support-desk/tickets/${ticket}/adjuntos/${file}` };
    },
  ],
  [
    'descargarDocumentoMatricula',
    async () => {
      const idArchivo = await upload('alumno3', 'DOCUMENTO_MATRICULA', 'dni.pdf');
      const submitted = await api.call('alumno3', {
        method: 'POST',
        url: `${MAIN}/documentomatricula/alumno/DNI_ANVERSO/subir`,
        payload: { claveIdempotencia: 'cabeceras-de-descarga-0001', idArchivo },
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      const { id } = submitted.json().results as { id: number };
      return { usuario: 'alumno3', url: `${MAIN}/documentomatricula/${id}/archivo` };
    },
  ],
  [
    'descargarFotoPerfil',
    async () => {
      const changed = await api.call('alumno', {
        method: 'PUT',
        url: `${MAIN}/perfil/cambiarfoto`,
        payload: { imagenCodificada: PNG.toString('base64'), extensionImagen: 'png' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      return { usuario: null, url: `${MAIN}/${changed.json().results.urlFotoPerfil}` };
    },
  ],
  [
    'descargarArchivoPublicacion',
    async () => {
      // The seeded feed's posters: a post's image is served from a keyed address.
      const feed = await api.call('alumno', {
        url: `${MAIN}/publicacion/listar`,
        query: { tamanoPagina: '50' },
      });
      expect(feed.statusCode, feed.body).toBe(200);
      const posts = feed.json().results.publicaciones as { rutaImagen: string | null }[];
      const withImage = posts.find((post) => post.rutaImagen !== null);
      if (!withImage) throw new Error('The seeded feed has no post with an image.');
      return { usuario: null, url: `${MAIN}/${withImage.rutaImagen}` };
    },
  ],
];

describe('download routes through the campus server', () => {
  it.each(downloads)('%s keeps its sandbox policy', async (_operation, address) => {
    const { usuario, url } = await address();
    const response = await api.call(usuario, { url });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-security-policy']).toBe(SANDBOX);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('still gives every other answer the site policy', async () => {
    const response = await api.call('alumno', { url: `${MAIN}/publicacion/listar` });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
