import { act, screen, waitFor } from '@testing-library/react';
import type { DataRouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/http';
import { currentUrl } from '@/test/renderWithProviders';
import { buildRoutes } from './buildRoutes';
import { servedRoutes } from './mounts';
import { publicRouteSet } from './publicRouteSet';
import { ANY_AREA, areaOf, routesByArea } from './routeAreas';
import { signedInRouteSet } from './signedInRouteSet';
import { renderAppRoutes as renderApp } from './test/renderAppRoutes';

/** The ids of the routes the router knows under the shell. */
function shellRouteIds(router: { routes: DataRouteObject[] }): string[] {
  // Route objects' children, not DOM nodes.
  // eslint-disable-next-line testing-library/no-node-access
  const shell = router.routes[0]!.children!.find((route) => route.id === 'shell-layout')!;
  return (shell.children ?? []).map((route) => route.id ?? '');
}

/** A URL a route's pattern answers: optional segments left out, the others filled in. */
function concretePath(pattern: string): string {
  const path = pattern
    .replace(/\/:[^/]+\?/g, '')
    .replace(/:[^/]+/g, 'x1')
    .replace(/\*$/, 'algo');
  return path === '' ? '/' : path;
}

afterEach(() => vi.restoreAllMocks());

describe('route areas', () => {
  it("name a path's area by its first segment", () => {
    expect(areaOf('/')).toBe('');
    expect(areaOf('/estudiantes/cursos/x-1/2')).toBe('estudiantes');
    expect(areaOf('/superadmin/*')).toBe('superadmin');
    expect(areaOf('/mi-cuenta?tab=1')).toBe('mi-cuenta');
    expect(areaOf('/:slug/detalle')).toBe(ANY_AREA);
  });

  it('split the signed-in table into areas far smaller than the table', () => {
    const areas = routesByArea(signedInRouteSet.routes);
    expect([...areas.values()].flat()).toHaveLength(signedInRouteSet.routes.length);
    expect(areas.get('')!.map((route) => route.name)).toEqual(['home']);
    for (const routes of areas.values())
      expect(routes.length).toBeLessThan(signedInRouteSet.routes.length / 2);
  });
});

describe('route discovery by area', () => {
  it("knows only home's routes on home's first load, and an area's once it is first reached", async () => {
    const { router } = renderApp({ url: '/', user: 'student' });
    await waitFor(() => expect(router.state.matches.at(-1)?.route.id).toBe('home'));
    expect(shellRouteIds(router)).toEqual(['home']);

    await act(() => router.navigate('/estudiantes/cursos'));
    await waitFor(() => expect(currentUrl(router)).toBe('/estudiantes/cursos'));
    const ids = shellRouteIds(router);
    expect(ids).toContain('estudiantes_cursos');
    const areas = new Set(
      signedInRouteSet.routes.filter((route) => ids.includes(route.name)).map((r) => areaOf(r.path)),
    );
    expect([...areas].sort()).toEqual(['', 'estudiantes']);
  });

  it('finds every signed-in route of the table on a cold deep link, with its area only', async () => {
    const app = buildRoutes({
      queryClient: createQueryClient(),
      loadShell: async () => ({ default: () => null }),
      publicRoutes: publicRouteSet,
      loadSignedInRoutes: async () => signedInRouteSet,
    });
    const mountOf = new Map(
      [...servedRoutes(signedInRouteSet)].flatMap(([mount, routes]) =>
        routes.map((route) => [route.name, mount] as const),
      ),
    );
    for (const route of signedInRouteSet.routes) {
      const path = concretePath(route.path);
      const patched: string[] = [];
      // A new router each time: the deep link is the first navigation it sees.
      const cold = buildRoutes({
        queryClient: createQueryClient(),
        loadShell: async () => ({ default: () => null }),
        publicRoutes: publicRouteSet,
        loadSignedInRoutes: async () => signedInRouteSet,
      });
      await cold.patchRoutesOnNavigation({
        path,
        matches: [{ route: { id: 'not-found' } }] as never,
        patch: (parent, routes) => {
          expect(parent).toBe('shell-layout');
          patched.push(...routes.map((object) => object.id!));
        },
        signal: new AbortController().signal,
        fetcherKey: undefined,
      });
      expect(patched, path).toContain(mountOf.get(route.name) ?? route.name);
      const foreign = signedInRouteSet.routes.filter(
        (other) => areaOf(other.path) !== areaOf(path) && patched.includes(other.name),
      );
      expect(foreign, path).toEqual([]);
    }
    expect(app.routes).toHaveLength(1);
  });

  it('opens a deep link into an area on a cold load', async () => {
    const { router } = renderApp({ url: '/docentes/cursos', user: 'teacher' });
    await waitFor(() => expect(router.state.matches.at(-1)?.route.id).toBe('docentes_cursos'));
    expect(currentUrl(router)).toBe('/docentes/cursos');
  });

  it('still sends an unknown path of a known area to /error', async () => {
    const { router } = renderApp({ url: '/estudiantes/no-existe', user: 'student' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos la página que buscas' }),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/error');
  });

  it("refuses a foreign area's route before its page's code loads", async () => {
    const binding = signedInRouteSet.bindings.get('superadmin_app')!;
    const page = vi.spyOn(binding, 'page');
    const { router } = renderApp({ url: '/', user: 'student' });
    await waitFor(() => expect(router.state.matches.at(-1)?.route.id).toBe('home'));

    await act(() => router.navigate('/superadmin/parametro'));

    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(currentUrl(router)).toBe('/');
    expect(shellRouteIds(router)).toContain('superadmin_app');
    expect(page).not.toHaveBeenCalled();
  });
});
