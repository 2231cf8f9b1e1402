// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH, uploadTexts } from '../../../src/lib/files/fileName.ts';
import { textPdf } from './pdf.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';

const MB = 1024 * 1024;
// Whole files of their kind: uploads are parsed (PDF) or decoded (images), not only sniffed.
const PDF = textPdf(['Currículum']);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('....word/document.xml....'),
]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....otro.txt....')]);

/** `bytes` padded to exactly `size` bytes, signature first. */
const sized = (bytes: Buffer, size: number) =>
  Buffer.concat([bytes, Buffer.alloc(size - bytes.length, 0x20)]);

let dir: string;
let api: TestApi;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'campus-files-'));
  api = await createTestApi({ filesDir: dir });
});
afterAll(async () => {
  await api.app.close();
  rmSync(dir, { recursive: true, force: true });
});

const upload = (usuario: string | null, tipo: string, file?: { name: string; bytes: Buffer }) =>
  api.call(usuario, {
    method: 'POST',
    url: '/api/main/archivo/subir',
    ...multipartBody({ tipo }, file),
  });
const download = (usuario: string | null, id: number) =>
  api.call(usuario, { method: 'GET', url: `/api/main/archivo/${id}` });

describe('POST archivo/subir', () => {
  it.each([
    ['CV', 'cv.pdf', PDF, 'application/pdf', 5 * MB],
    [
      'CV',
      'cv.docx',
      DOCX,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      5 * MB,
    ],
    ['IMAGEN_PUBLICACION', 'foto.png', PNG, 'image/png', 5 * MB],
    ['IMAGEN_PUBLICACION', 'animada.gif', GIF, 'image/gif', 5 * MB],
    ['DOCUMENTO_PUBLICACION', 'directiva.pdf', PDF, 'application/pdf', 10 * MB],
  ])(
    'stores a %s %s of exactly its limit, typed by its bytes',
    async (tipo, name, bytes, type, limit) => {
      const response = await upload('alumno', tipo, { name, bytes: sized(bytes, limit) });
      expect(response.statusCode).toBe(200);
      expect(response.json().results).toMatchObject({ nombre: name, tipoContenido: type, tipo });
      // An image is stored re-encoded, its pixels only: the padding after its end is gone.
      const { tamano } = response.json().results;
      if (type.startsWith('image/')) expect(tamano).toBeLessThan(1024);
      else expect(tamano).toBe(limit);
    },
  );

  it.each([
    ['CV', 5 * MB + 1, 'El archivo no puede ser mayor a 5MB'],
    ['IMAGEN_PUBLICACION', 5 * MB + 1, 'El archivo excede el tamaño permitido.'],
  ])('refuses a %s one byte over its limit with the spec message', async (tipo, size, message) => {
    const file =
      tipo === 'CV'
        ? { name: 'cv.pdf', bytes: sized(PDF, size) }
        : { name: 'foto.png', bytes: sized(PNG, size) };
    const response = await upload('alumno', tipo, file);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      messagePublic: message,
      errors: { archivo: [message] },
    });
  });

  it('answers 413 past the largest upload any purpose takes', async () => {
    const response = await upload('alumno', 'DOCUMENTO_PUBLICACION', {
      name: 'x.pdf',
      bytes: sized(PDF, 10 * MB + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().messagePublic).toBe('El contenido enviado excede el tamaño permitido.');
  });

  it.each([
    ['a text file named .pdf', 'CV', 'cv.pdf', Buffer.from('no soy un pdf')],
    ['a zip that is not a Word file', 'CV', 'cv.docx', ZIP],
    ['a PNG named .pdf', 'CV', 'cv.pdf', PNG],
    ['an extension the purpose does not take', 'IMAGEN_PUBLICACION', 'foto.pdf', PDF],
    ['a name without extension', 'CV', 'cv', PDF],
  ])('refuses %s', async (_case, tipo, name, bytes) => {
    const response = await upload('alumno', tipo, { name, bytes });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      archivo: ['El archivo es de un formato no permitido.'],
    });
  });

  it('asks for the file and a known purpose', async () => {
    const missing = await upload('alumno', 'CV');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toContain('archivo');
    const unknown = await upload('alumno', 'OTRO', { name: 'cv.pdf', bytes: PDF });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toContain('tipo');
  });

  it('says an empty file is empty, not of a wrong format', async () => {
    const response = await upload('alumno', 'CV', { name: 'cv.pdf', bytes: Buffer.alloc(0) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      messagePublic: uploadTexts.empty,
      errors: { archivo: [uploadTexts.empty] },
    });
    // One byte is a file: refused for its format, as before.
    const oneByte = await upload('alumno', 'CV', { name: 'cv.pdf', bytes: Buffer.from('%') });
    expect(oneByte.json().errors.archivo).toEqual(['El archivo es de un formato no permitido.']);
  });

  it('says a second file is one too many, not too large', async () => {
    const file = { name: 'cv.pdf', bytes: PDF };
    const response = await api.call('alumno', {
      method: 'POST',
      url: '/api/main/archivo/subir',
      ...multipartBody({ tipo: 'CV' }, [file, file]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      messagePublic: uploadTexts.oneAtATime,
      errors: { archivo: [uploadTexts.oneAtATime] },
    });
  });

  it('stores a bounded name without folders or invisible characters, keeping the extension', async () => {
    const long = `${'a'.repeat(5000)}.pdf`;
    const stored = await upload('alumno', 'CV', { name: long, bytes: PDF });
    expect(stored.statusCode).toBe(200);
    const { nombre, idArchivo } = stored.json().results;
    expect(nombre).toBe(`${'a'.repeat(MAX_FILE_NAME_LENGTH - 4)}.pdf`);
    const served = await download('alumno', idArchivo);
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="${nombre}"; filename*=UTF-8''${nombre}`,
    );

    for (const [sent, kept] of [
      ['C:\\fakepath\\mi cv.pdf', 'mi cv.pdf'],
      ['../../etc/cv.pdf', 'cv.pdf'],
      ['cv\u202efdp.pdf', 'cvfdp.pdf'],
      ['  currículum.pdf ', 'currículum.pdf'],
    ]) {
      const response = await upload('alumno', 'CV', { name: sent!, bytes: PDF });
      expect(response.json().results.nombre, sent).toBe(kept);
    }
  });

  it('needs a session', async () => {
    expect((await upload(null, 'CV', { name: 'cv.pdf', bytes: PDF })).statusCode).toBe(401);
  });
});

describe('GET archivo/{idArchivo}', () => {
  it('gives the uploader the same bytes with a safe type, the name, and nosniff', async () => {
    // Latin-1 letters ('versión'), not valid UTF-8: any text re-encoding on the way would show.
    const bytes = sized(textPdf(['Currículum, versión 2']), 2048);
    const stored = await upload('alumno', 'CV', { name: 'Mi CV (versión 2).pdf', bytes });
    const id: number = stored.json().results.idArchivo;

    const response = await download('alumno', id);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Mi CV (versi_n 2).pdf"; filename*=UTF-8''Mi%20CV%20%28versi%C3%B3n%202%29.pdf`,
    );
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses another student and lets an admin-type user in', async () => {
    const stored = await upload('alumno', 'IMAGEN_PUBLICACION', { name: 'foto.png', bytes: PNG });
    const id: number = stored.json().results.idArchivo;
    expect((await download('alumno1', id)).statusCode).toBe(403);
    expect((await download('docente', id)).statusCode).toBe(403);
    expect((await download('colaborador', id)).statusCode).toBe(200);
    expect((await download(null, id)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown file and 400 for a malformed id', async () => {
    expect((await download('alumno', 999_999)).statusCode).toBe(404);
    expect((await download('alumno', 0)).statusCode).toBe(400);
  });
});
