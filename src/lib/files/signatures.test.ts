import { describe, expect, it } from 'vitest';
import { bytesMatchExtension, signatureOf } from './signatures';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

describe('file signatures', () => {
  it.each([
    ['pdf', bytes('%PDF-1.7')],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['jpg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe1])],
    ['gif', bytes('GIF89a')],
    ['doc', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ['docx', bytes([0x50, 0x4b, 0x03, 0x04], '...word/document.xml...')],
  ])('knows a real .%s', (extension, content) => {
    expect(bytesMatchExtension(content, extension)).toBe(true);
  });

  it.each([
    ['a PDF named .png', bytes('%PDF-1.7'), 'png'],
    ['a zip without a Word part', bytes([0x50, 0x4b, 0x03, 0x04], '...word/other.xml'), 'docx'],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg'],
    ['nothing at all', bytes(), 'pdf'],
    ['a cut PNG signature', bytes([0x89, 0x50, 0x4e]), 'png'],
  ])('refuses %s', (_name, content, extension) => {
    expect(bytesMatchExtension(content, extension)).toBe(false);
  });

  it('names the content type of what it knows', () => {
    expect(signatureOf(bytes('%PDF-1.4'))?.type).toBe('application/pdf');
    expect(signatureOf(bytes('hola'))).toBeUndefined();
  });
});
