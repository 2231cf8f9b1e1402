import { describe, expect, it } from 'vitest';
import { pathPattern } from '../lib/navigation/pathPattern';
import { PUBLIC_PAGES } from './publicPages';

const isPublic = (pathname: string) => PUBLIC_PAGES.some((pattern) => pattern.test(pathname));

describe("the worker's public pages", () => {
  it('matches a path with its parameters, with or without a trailing slash, and nothing longer', () => {
    const pattern = new RegExp(pathPattern('/consultar-deuda/pendiente/:documento').source);
    expect(pattern.test('/consultar-deuda/pendiente/12345678')).toBe(true);
    expect(pattern.test('/consultar-deuda/pendiente/12345678/')).toBe(true);
    expect(pattern.test('/consultar-deuda/pendiente')).toBe(false);
    expect(pattern.test('/consultar-deuda/pendiente/1/2')).toBe(false);
    expect(new RegExp(pathPattern('/a.b').source).test('/axb')).toBe(false);
  });

  it("tells spec §2's public routes from the signed-in ones", () => {
    for (const path of ['/login', '/restablecer-clave', '/consultar-deuda', '/redirecciones/m/c'])
      expect(isPublic(path)).toBe(true);
    for (const path of ['/', '/estudiantes/horario/semana', '/login/otra', '/mi-cuenta'])
      expect(isPublic(path)).toBe(false);
  });
});
