import { describe, expect, it } from 'vitest';
import { publicPaths } from './index';
import { pageTitle, routePageTitle } from './pageTitle';

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

describe('routePageTitle', () => {
  it('leaves a personal parameter out of the tab title: the debt answer names no DNI', () => {
    expect(routePageTitle('Campus', publicPaths.debt_pending, { documento: '70186020' })).toBe(
      'Campus | Deuda pendiente',
    );
  });

  it('keeps any other route parameter, as spec §2 asks', () => {
    const route = { title: 'Resumen' };
    expect(routePageTitle('Campus', route, { _id: '123' })).toBe('Campus | Resumen - 123');
  });
});
