// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine } from './ical.ts';

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('Aula 2, piso 3; ala\\norte\nTeams')).toBe(
      'Aula 2\\, piso 3\\; ala\\\\norte\\nTeams',
    );
  });
});

describe('foldLine', () => {
  const octets = (line: string) => new TextEncoder().encode(line).length;

  it('leaves a line of 75 octets whole and folds the 76th onto a continuation line', () => {
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
  });

  it('never splits a multi-byte character and keeps every line within 75 octets', () => {
    const folded = foldLine(`SUMMARY:${'Programación Básica '.repeat(12)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.map((line, index) => (index ? line.slice(1) : line)).join('')).toBe(
      `SUMMARY:${'Programación Básica '.repeat(12)}`,
    );
  });
});
