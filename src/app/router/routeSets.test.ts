import { describe, expect, it } from 'vitest';
import { answeredRoutes, type AdminFolder } from '@/admin/adminFolder';
import { allRoutes, areaRoute, defineRoutes, paths, type AppRoute } from '@/routes';
import { bindingMap } from './bindingMap';
import { servedRoutes } from './mounts';
import { publicRouteSet } from './publicRouteSet';
import { routeStatus } from './routeStatus';
import { signedInRouteSet } from './signedInRouteSet';

const sets = [publicRouteSet, signedInRouteSet];
const page = async () => ({ default: () => null });

describe('the route sets', () => {
  it('hold every route of the table once: the public ones in the entry, the rest lazily', () => {
    const names = sets.flatMap((set) => set.routes.map((route) => route.name));
    expect(names.sort()).toEqual(allRoutes.map((route) => route.name).sort());
    expect(publicRouteSet.routes.every((route) => route.guard === 'public')).toBe(true);
    expect(publicRouteSet.bindings.get('login')).toBeDefined();
  });

  it('bind only routes of the table, each in the set of its guard', () => {
    for (const set of sets) {
      const inSet = new Set(set.routes.map((route) => route.name));
      for (const name of set.bindings.keys()) expect(inSet.has(name), name).toBe(true);
    }
  });

  it('let each react-admin app serve the unbound routes under its path', () => {
    const served = servedRoutes(signedInRouteSet);
    expect([...served.keys()].sort()).toEqual(['admin_app', 'superadmin_app']);
    const superadmin = served.get('superadmin_app')!.map((route) => route.name);
    expect(superadmin).toContain('superadmin_parametro');
    // A screen a feature binds under the same path is its own route.
    expect(superadmin).not.toContain('superadmin_tramites_rectificacion');
    expect(served.get('admin_app')!.map((route) => route.name)).not.toContain(
      'admin_tickets_manuales_pendientes',
    );
    for (const [mount, routes] of served) {
      for (const route of routes)
        expect(route.guard, route.name).toBe(paths[mount as 'admin_app'].guard);
    }
  });

  it('refuse a route that two features bind', () => {
    expect(() =>
      bindingMap({ './a/routes.ts': { home: page }, './b/routes.ts': { home: page } }),
    ).toThrow("./b/routes.ts binds the route 'home' a second time");
  });
});

describe('route status', () => {
  const table = defineRoutes({
    bound: areaRoute('student')('/bound', 'Bound'),
    unbound: areaRoute('student')('/unbound', 'Unbound'),
    forwarding: areaRoute('student')('/forwarding', 'Forwarding', { redirectTo: '/bound' }),
    app: areaRoute('superadmin')('/app/*', 'App'),
    answered: areaRoute('superadmin')('/app/answered', 'Answered'),
    unanswered: areaRoute('superadmin')('/app/unanswered', 'Unanswered'),
  });

  it('counts bound, forwarding and app-answered routes as built, the rest as under construction', () => {
    const set = {
      routes: Object.values(table) as AppRoute[],
      bindings: bindingMap({ f: { bound: page, app: page } as never }),
    };
    const status = routeStatus([set], new Set(['answered']));
    expect(status.built.map((route) => route.name)).toEqual(['bound', 'forwarding', 'answered']);
    expect(status.underConstruction.map((route) => route.name)).toEqual(['unbound', 'unanswered']);
  });

  it("reads the app's screens of spec §2 from the bindings and the admin folders, each once", () => {
    const folders = Object.values(
      import.meta.glob<AdminFolder>('/src/admin/resources/*/*/index.ts', {
        eager: true,
        import: 'default',
      }),
    );
    const { built, underConstruction } = routeStatus(sets, new Set(answeredRoutes(folders)));
    const mounts = allRoutes.filter((route) => route.path.endsWith('/*'));
    expect(built.length + underConstruction.length).toBe(allRoutes.length - mounts.length);
    expect(built.map((route) => route.name)).toEqual(
      expect.arrayContaining([
        'login',
        'home',
        'dashboard',
        'superadmin_parametro',
        'admin_firmas',
      ]),
    );
  });
});
