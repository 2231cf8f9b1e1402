import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  dataUrlSize,
  exceedsSize,
  fileExtension,
  fitsDimensions,
  formatFileSize,
  hasAllowedExtension,
  hasDimensionLimits,
  isDuplicate,
  isImageFile,
  KB,
  MB,
  parseExtensions,
  type AttachedFile,
  type DimensionLimits,
} from './fileRules';
import { readAsDataUrl } from './readFile';

const attached = (name: string, file: string): AttachedFile => ({
  name,
  file,
  ext: 'pdf',
  size: 3,
});

describe('file rules', () => {
  it('reads the extension in lower case, without the dot', () => {
    expect(fileExtension('Informe.Final.PDF')).toBe('pdf');
    expect(fileExtension('sin-extension')).toBe('');
    expect(fileExtension('.oculto')).toBe('');
  });

  it('parses a comma list of extensions, case-insensitively and with or without dots', () => {
    expect(parseExtensions('pdf, PNG,.jpg,')).toEqual(['pdf', 'png', 'jpg']);
    expect(acceptAttribute(['pdf', 'png'])).toBe('.pdf,.png');
    expect(acceptAttribute([])).toBeUndefined();
  });

  it('allows only the listed extensions, whatever their case', () => {
    expect(hasAllowedExtension('FOTO.PNG', ['pdf', 'png'])).toBe(true);
    expect(hasAllowedExtension('notas.docx', ['pdf', 'png'])).toBe(false);
    expect(hasAllowedExtension('notas.docx', [])).toBe(true);
  });

  it('flags files over the maximum size only when there is one', () => {
    expect(exceedsSize(5 * MB + 1, 5 * MB)).toBe(true);
    expect(exceedsSize(5 * MB, 5 * MB)).toBe(false);
    expect(exceedsSize(50 * MB, undefined)).toBe(false);
  });

  it('treats png, jpg, jpeg and svg as images', () => {
    expect(['a.png', 'b.JPG', 'c.jpeg', 'd.svg'].every(isImageFile)).toBe(true);
    expect(isImageFile('e.gif')).toBe(false);
  });

  it('checks measures against each bound that is given', () => {
    const limits = { minWidth: 100, maxWidth: 800, maxHeight: 600 };
    expect(fitsDimensions({ width: 100, height: 600 }, limits)).toBe(true);
    expect(fitsDimensions({ width: 99, height: 300 }, limits)).toBe(false);
    expect(fitsDimensions({ width: 801, height: 300 }, limits)).toBe(false);
    expect(fitsDimensions({ width: 400, height: 601 }, limits)).toBe(false);
    expect(fitsDimensions({ width: 1, height: 1 }, {})).toBe(true);
  });

  it('knows whether any measure bound is set, ignoring other rules', () => {
    expect(hasDimensionLimits({ maxHeight: 600 })).toBe(true);
    expect(hasDimensionLimits({ extensions: ['png'], maxSize: MB } as DimensionLimits)).toBe(false);
  });

  it('calls a file a duplicate only when both name and content match', () => {
    const files = [attached('acta.pdf', 'data:application/pdf;base64,QUJD')];
    expect(isDuplicate(files, attached('acta.pdf', 'data:application/pdf;base64,QUJD'))).toBe(true);
    expect(isDuplicate(files, attached('acta.pdf', 'data:application/pdf;base64,WFla'))).toBe(
      false,
    );
    expect(isDuplicate(files, attached('otra.pdf', 'data:application/pdf;base64,QUJD'))).toBe(
      false,
    );
  });

  it('writes sizes in MB from one MB and in KB below', () => {
    expect(formatFileSize(5 * MB)).toBe('5 MB');
    expect(formatFileSize(2.25 * MB)).toBe('2.3 MB');
    expect(formatFileSize(500 * KB)).toBe('500 KB');
    expect(formatFileSize(500 * KB, true)).toBe('500KB');
    expect(formatFileSize(5 * MB, true)).toBe('5MB');
    expect(formatFileSize(20)).toBe('0.1 KB');
    expect(formatFileSize(0)).toBe('0 KB');
  });

  it('counts the bytes of a base64 data URL', () => {
    expect(dataUrlSize('data:text/plain;base64,QUJD')).toBe(3);
    expect(dataUrlSize('data:text/plain;base64,QUI=')).toBe(2);
    expect(dataUrlSize('data:text/plain;base64,QQ==')).toBe(1);
  });

  it('reads a file as a data URL', async () => {
    const file = new File(['ABC'], 'acta.pdf', { type: 'application/pdf' });
    await expect(readAsDataUrl(file)).resolves.toBe('data:application/pdf;base64,QUJD');
  });
});
