import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('starts with a byte order mark and ends each line with CRLF', () => {
    const text = toCsv(['Estudiante', 'Avance (%)'], [['Andrea Ñaupari', 66.7]]);
    expect(text).toBe('\uFEFFEstudiante,Avance (%)\r\nAndrea Ñaupari,66.7\r\n');
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+51 999', "'+51 999"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
  ])('makes %j inert in a spreadsheet', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('quotes commas, quotes and line breaks, and leaves numbers and plain text alone', () => {
    expect(csvCell('Lima, Perú')).toBe('"Lima, Perú"');
    expect(csvCell('dijo "sí"')).toBe('"dijo ""sí"""');
    expect(csvCell('dos\nlíneas')).toBe('"dos\nlíneas"');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('Ciclo III')).toBe('Ciclo III');
    expect(csvCell(null)).toBe('');
  });
});
