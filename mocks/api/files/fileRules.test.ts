// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkFile, extensionOf, safeContentType } from './fileRules.ts';

const PDF = Buffer.from('%PDF-1.4\n');
const DOC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

describe('checkFile', () => {
  it('types a file by its bytes, whatever case its extension has', () => {
    expect(checkFile('CV', 'CV.PDF', PDF)).toEqual({
      ok: true,
      contentType: 'application/pdf',
      extension: 'pdf',
    });
    expect(checkFile('CV', 'cv.doc', DOC)).toMatchObject({ contentType: 'application/msword' });
    expect(checkFile('IMAGEN_PUBLICACION', 'foto.jpeg', JPEG)).toMatchObject({
      contentType: 'image/jpeg',
    });
  });

  it('refuses bytes of another type than the extension names, and names it does not take', () => {
    const format = { ok: false, message: 'El archivo es de un formato no permitido.' };
    expect(checkFile('DOCUMENTO_PUBLICACION', 'acta.jpg', PDF)).toEqual(format);
    expect(checkFile('CV', 'cv.doc', PDF)).toEqual(format);
    expect(checkFile('DOCUMENTO_PUBLICACION', 'foto.gif', Buffer.from('GIF89a'))).toEqual(format);
  });
});

describe('safeContentType', () => {
  it('serves only the types the signatures produce', () => {
    expect(safeContentType('image/png')).toBe('image/png');
    expect(safeContentType('text/html')).toBe('application/octet-stream');
    expect(safeContentType('image/svg+xml')).toBe('application/octet-stream');
  });
});

describe('extensionOf', () => {
  it('reads the last extension, lower-cased, and nothing from a folder name', () => {
    expect(extensionOf('informe.final.PDF')).toBe('pdf');
    expect(extensionOf('carpeta.pdf/archivo')).toBe('');
    expect(extensionOf('.pdf')).toBe('pdf');
  });
});
