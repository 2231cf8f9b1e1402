// @vitest-environment node
// issue 55: uploads were judged by their first bytes only, so PDF+HTML and PNG+HTML polyglots were
// stored for every purpose, and photos kept their camera and GPS metadata. Now a PDF is parsed
// whole and an image is decoded and encoded anew (files/cleanUpload.ts), through archivo/subir.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart.ts';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import { PURPOSES, wrongFormatMessage, type StoredPurpose } from './fileRules.ts';
import { textPdf } from './pdf.ts';

const PDF = textPdf(['Constancia de estudios']);
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>\n');
const pdfHead = PDF.subarray(0, PDF.indexOf('\n') + 1);

const storedPurposes = Object.keys(PURPOSES).filter(
  (purpose): purpose is StoredPurpose => purpose !== 'FOTO_PERFIL',
);
const taking = (extension: string) =>
  storedPurposes.filter((purpose) => PURPOSES[purpose].extensions.includes(extension));

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.app.close());

const upload = (tipo: string, name: string, bytes: Buffer) =>
  api.call('alumno', {
    method: 'POST',
    url: '/api/main/archivo/subir',
    ...multipartBody({ tipo }, { name, bytes }),
  });

/** The bytes served back to the uploader. */
async function stored(tipo: string, name: string, bytes: Buffer): Promise<Buffer> {
  const response = await upload(tipo, name, bytes);
  expect(response.statusCode, response.body).toBe(200);
  const served = await api.call('alumno', {
    url: `/api/main/archivo/${response.json().results.idArchivo}`,
  });
  expect(served.statusCode).toBe(200);
  return served.rawPayload;
}

/** A phone photo: its camera and GPS position in the EXIF, turned a quarter by its orientation. */
const photo = () =>
  sharp({ create: { width: 30, height: 20, channels: 3, background: '#2b5d8a' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Telefono', Model: 'Camara trasera' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '12/1 2/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe('PDF uploads', () => {
  const polyglots: [string, Buffer][] = [
    ['a PDF header over a page of HTML', Buffer.concat([pdfHead, HTML])],
    ['HTML after the end of a PDF', Buffer.concat([PDF, HTML])],
    ['HTML in a comment inside a PDF', Buffer.concat([pdfHead, Buffer.from('%'), HTML, PDF])],
    ['markup before the header', Buffer.concat([HTML, PDF])],
    ['a PDF cut in half', PDF.subarray(0, PDF.length / 2)],
  ];

  it.each(taking('pdf'))('%s: refuses each polyglot and broken PDF', async (tipo) => {
    for (const [kind, bytes] of polyglots) {
      const response = await upload(tipo, 'constancia.pdf', bytes);
      expect(response.statusCode, kind).toBe(400);
      expect(response.json().errors, kind).toEqual({ archivo: [wrongFormatMessage(tipo)] });
    }
  });

  it.each(taking('pdf'))('%s: stores a well-formed PDF as sent', async (tipo) => {
    // Padding after the end-of-file marker, as scanners write, is still a PDF.
    const padded = Buffer.concat([PDF, Buffer.alloc(64, 0x20), Buffer.alloc(64, 0)]);
    expect((await stored(tipo, 'constancia.pdf', padded)).equals(padded)).toBe(true);
  });
});

describe('image uploads', () => {
  it.each(taking('png'))(
    '%s: keeps the pixels of a PNG+HTML polyglot, not the HTML',
    async (tipo) => {
      const png = await sharp({
        create: { width: 3, height: 2, channels: 3, background: '#c0392b' },
      })
        .png()
        .toBuffer();
      const served = await stored(tipo, 'captura.png', Buffer.concat([png, HTML]));
      expect(served.includes('<script')).toBe(false);
      const meta = await sharp(served).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 3, 2]);
    },
  );

  it.each(taking('jpg'))(
    '%s: drops the camera and GPS of a photo, keeping its orientation',
    async (tipo) => {
      const original = await photo();
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const served = await stored(tipo, 'foto.jpg', original);
      const meta = await sharp(served).metadata();
      expect(meta.exif).toBeUndefined();
      expect(served.includes('Telefono')).toBe(false);
      // Orientation 6 is a quarter turn: the stored pixels stand upright without it.
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 20, 30]);
    },
  );

  it('keeps every frame of an animated GIF, without what followed it', async () => {
    const frames = await sharp({
      create: { width: 4, height: 8, channels: 3, background: '#16a085' },
    })
      .gif()
      .toBuffer();
    const animated = await sharp(frames, { animated: true }).gif().toBuffer();
    const served = await stored(
      'IMAGEN_PUBLICACION',
      'animada.gif',
      Buffer.concat([animated, HTML]),
    );
    expect(served.includes('<script')).toBe(false);
    const meta = await sharp(served, { animated: true }).metadata();
    expect([meta.format, meta.width]).toEqual(['gif', 4]);
  });

  it.each(taking('png'))(
    '%s: refuses a PNG signature over bytes that are no image',
    async (tipo) => {
      const fake = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        HTML,
      ]);
      const response = await upload(tipo, 'captura.png', fake);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ archivo: [wrongFormatMessage(tipo)] });
    },
  );
});
