import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it('keeps a same-site path with its query', () => {
    expect(safeRedirect('/estudiantes/resumen/123?tab=notas')).toBe(
      '/estudiantes/resumen/123?tab=notas',
    );
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '/.//evil.example',
    '/\t/evil.example',
    'https:evil.example',
    'javascript:alert(1)',
    'estudiantes/cursos',
    '',
    null,
  ])('refuses %s', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });

  it('keeps the path of a whole address of this site', () => {
    expect(safeRedirect(`${window.location.origin}/mi-cuenta?x=1`)).toBe('/mi-cuenta?x=1');
  });

  it('refuses the forbidden paths', () => {
    expect(safeRedirect('/login?message=x', ['/login'])).toBeNull();
    expect(safeRedirect('/mi-cuenta', ['/login'])).toBe('/mi-cuenta');
  });
});
