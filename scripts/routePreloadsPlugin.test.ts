// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readRouteTable } from './routePreloadsPlugin.ts';

describe('readRouteTable', () => {
  const routes = readRouteTable();

  it('reads every route of the table with its page module and whether the shell wraps it', () => {
    expect(routes).toContainEqual({
      path: '/login',
      page: 'src/features/auth/routes/LoginPage.tsx',
      inShell: false,
      within: false,
    });
    expect(routes).toContainEqual({
      path: '/documentacion/:component',
      page: 'src/features/documentation/routes/DocumentationComponentPage.tsx',
      inShell: true,
      within: false,
    });
    expect(routes).toContainEqual({
      path: '/',
      page: 'src/features/feed/FeedPage.tsx',
      inShell: true,
      within: false,
    });
    expect(routes).toContainEqual({ path: '/mi-cuenta', page: null, inShell: true, within: false });
    expect(routes).toContainEqual({
      path: '/superadmin/parametro',
      page: null,
      inShell: true,
      within: true,
    });
  });

  it('resolves paths built from constants of the same file', () => {
    expect(routes.map((route) => route.path)).toContain('/estudiantes/cursos/finalizados');
    expect(routes.map((route) => route.path)).toContain(
      '/admin/programacion-docente/asignacion/:id/seccion/:section/candidatos',
    );
  });

  it('leaves forwarding routes out (their guard redirects)', () => {
    expect(routes.map((route) => route.path)).not.toContain('/dashboard');
  });
});
