import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it('prefixes the product name', () => {
    expect(pageTitle('Campus', 'Mis cursos')).toBe('Campus | Mis cursos');
  });

  it('appends the only route parameter', () => {
    expect(pageTitle('Campus', 'Resumen', { _id: '123' })).toBe('Campus | Resumen - 123');
  });

  it('counts only the optional parameters present', () => {
    expect(
      pageTitle('Campus', 'Curso', { slug: 'programacion-web-i-3101', slug2: undefined }),
    ).toBe('Campus | Curso - programacion-web-i-3101');
  });

  it('appends nothing with two or more parameters', () => {
    expect(pageTitle('Campus', 'Detalle del trámite', { slug: 'CERTESTSU', id: '9' })).toBe(
      'Campus | Detalle del trámite',
    );
  });
});
