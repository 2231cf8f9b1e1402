import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH, normaliseFileName } from './fileName';

describe('normaliseFileName', () => {
  it('keeps a name of the limit as it is, and cuts a longer one before its extension', () => {
    const atLimit = `${'a'.repeat(MAX_FILE_NAME_LENGTH - 4)}.pdf`;
    expect(normaliseFileName(atLimit)).toBe(atLimit);
    expect(normaliseFileName(`${'a'.repeat(5000)}.pdf`)).toBe(atLimit);
    expect(normaliseFileName(`b${atLimit}`)).toBe(`b${'a'.repeat(MAX_FILE_NAME_LENGTH - 5)}.pdf`);
    // A dot far from the end is no extension: the name is simply cut.
    expect(normaliseFileName(`x.${'a'.repeat(200)}`)).toHaveLength(MAX_FILE_NAME_LENGTH);
  });

  it('counts characters, never splitting an emoji', () => {
    const name = normaliseFileName(`${'😀'.repeat(200)}.png`);
    expect([...name]).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('😀.png')).toBe(true);
  });

  it('drops folders, invisible characters and surrounding spaces', () => {
    expect(normaliseFileName('C:\\fakepath\\mi cv.pdf')).toBe('mi cv.pdf');
    expect(normaliseFileName('../../cv.pdf')).toBe('cv.pdf');
    expect(normaliseFileName('cv\u202efdp.exe')).toBe('cvfdp.exe');
    expect(normaliseFileName('a\u0000b\u001f\u007f.pdf')).toBe('ab.pdf');
    expect(normaliseFileName('  acta.pdf  ')).toBe('acta.pdf');
    expect(normaliseFileName('cafe\u0301.pdf')).toBe('café.pdf');
  });
});
