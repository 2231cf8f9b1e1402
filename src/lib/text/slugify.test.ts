import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it('writes a name as addresses carry it, without accents or signs', () => {
    expect(slugify('Certificado de estudios superiores')).toBe(
      'certificado-de-estudios-superiores',
    );
    expect(slugify('¿Préstamo de laptop? Ñandú')).toBe('prestamo-de-laptop-nandu');
    expect(slugify('  Taller 2026  ')).toBe('taller-2026');
  });
});
