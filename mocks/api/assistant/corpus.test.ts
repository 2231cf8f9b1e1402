import { describe, expect, it } from 'vitest';
import { articleNumber } from './corpus.ts';

describe('articleNumber', () => {
  it('reads the number an article states, whatever its place', () => {
    expect(articleNumber('Artículo 3. La asistencia es obligatoria.')).toBe('3');
    expect(articleNumber('ARTICULO 12. Texto.')).toBe('12');
    expect(articleNumber('Artículo 7-a. Texto.')).toBe('7-A');
    expect(articleNumber('Artículo 7 bis. Texto.')).toBe('7 bis');
  });

  it('gives none to a paragraph that is not a numbered article', () => {
    expect(articleNumber('Título I. De los estudios')).toBeNull();
    expect(articleNumber('Según el artículo 3, la asistencia es obligatoria.')).toBeNull();
  });
});
