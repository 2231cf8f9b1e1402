import { describe, expect, it } from 'vitest';
import { menuItem } from './test/fixtures';
import { containsPath, homeMenuItem, isCurrentPath, opensInNewTab, withHome } from './menuTree';

describe('withHome', () => {
  it('prepends Inicio when the server list lacks it', () => {
    const cursos = menuItem({ id: 2, titulo: 'Mis cursos' });
    expect(withHome([cursos])).toEqual([homeMenuItem, cursos]);
    expect(withHome([])).toEqual([homeMenuItem]);
  });

  it("moves the server's own Inicio to the front without duplicating it", () => {
    const cursos = menuItem({ id: 2, titulo: 'Mis cursos' });
    const inicio = menuItem({ id: 1, titulo: 'Inicio', icono: 'inicio', referencia: '/' });
    expect(withHome([cursos, inicio])).toEqual([inicio, cursos]);
  });
});

describe('opensInNewTab', () => {
  it.each([
    [{ target: '_blank' as const, referencia: '/estudiantes/biblioteca' }, true],
    [{ target: '_self' as const, referencia: 'https://biblioteca.horizonte.edu.pe' }, true],
    [{ target: '_self' as const, referencia: 'HTTP://aula.horizonte.edu.pe' }, true],
    [{ target: '_self' as const, referencia: '/estudiantes/cursos' }, false],
    [{ target: '_self' as const, referencia: null }, false],
  ])('%o -> %s', (overrides, expected) => {
    expect(opensInNewTab(menuItem({ id: 9, titulo: 'X', ...overrides }))).toBe(expected);
  });
});

describe('current route', () => {
  it('matches exact app paths, ignoring a trailing slash', () => {
    expect(isCurrentPath('/estudiantes/cursos', '/estudiantes/cursos/')).toBe(true);
    expect(isCurrentPath('/estudiantes/cursos', '/estudiantes/cursos/finalizados')).toBe(false);
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath(null, '/')).toBe(false);
    expect(isCurrentPath('https://x.pe/', '/')).toBe(false);
    // A page's view is an entry of its own; other query values do not matter.
    const sessions = '/psicologos/orientacion-psicologica';
    const availability = `${sessions}?vista=disponibilidad`;
    expect(isCurrentPath(availability, sessions, '?vista=disponibilidad')).toBe(true);
    expect(isCurrentPath(sessions, sessions, '?vista=disponibilidad')).toBe(false);
    expect(isCurrentPath(availability, sessions, '')).toBe(false);
    expect(isCurrentPath('/estudiantes/pagos', '/estudiantes/pagos', '?cuota=3')).toBe(true);
  });

  it('finds the current page inside nested folders', () => {
    const curso = menuItem({
      id: 211,
      titulo: 'Programación Web I',
      referencia: '/estudiantes/cursos/web-3101/11',
    });
    const programa = menuItem({ id: 21, titulo: 'Desarrollo de Software', hijos: [curso] });
    const folder = menuItem({ id: 2, titulo: 'Mis cursos', hijos: [programa] });
    expect(containsPath(folder, '/estudiantes/cursos/web-3101/11')).toBe(true);
    expect(containsPath(folder, '/estudiantes/horario/semana')).toBe(false);
  });
});
