import { describe, expect, it } from 'vitest';
import { formatFigure } from './formatFigure';

describe('formatFigure', () => {
  it('shows a day as dd/mm/yyyy', () => {
    const column = { clave: 'fechaRegistro', titulo: 'Fecha de registro', tipo: 'fecha' } as const;
    expect(formatFigure(column, '2026-11-05')).toBe('05/11/2026');
  });

  it('shows counts, percentages and days by their column', () => {
    expect(formatFigure({ clave: 'n', titulo: 'N', tipo: 'entero' }, 1200)).toBe('1,200');
    expect(formatFigure({ clave: 'd', titulo: 'D', tipo: 'decimal' }, 2.5)).toBe('2.5');
  });

  it('writes the names of students, campuses and programmes through the capitaliser (issue 54)', () => {
    const capitalize = (name: string) => `«${name}»`;
    const sede = { clave: 'sede', titulo: 'Sede', tipo: 'texto' } as const;
    expect(formatFigure(sede, 'SEDE LIMA SUR', capitalize)).toBe('«SEDE LIMA SUR»');
    const estado = { clave: 'estado', titulo: 'Estado', tipo: 'texto' } as const;
    expect(formatFigure(estado, 'Completado', capitalize)).toBe('Completado');
  });
});
