import { describe, expect, it } from 'vitest';
import { allRoutes, defineRoutes, areaRoute, paths, type AppRoute } from '@/routes';
import { bindingMap } from './bindingMap';
import { publicRouteSet } from './publicRouteSet';
import { routeStatus } from './routeStatus';
import { signedInRouteSet } from './signedInRouteSet';

const sets = [publicRouteSet, signedInRouteSet];
const routeNamed = (name: string) => allRoutes.find((route) => route.name === name);

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

  it('let one react-admin app serve each of /superadmin/* and /admin/*, below it and with its guard', () => {
    for (const mount of [paths.superadmin_app, paths.admin_app]) {
      const served = signedInRouteSet.bindings.get(mount.name)?.serves ?? [];
      expect(served.length, mount.name).toBeGreaterThan(0);
      for (const name of served) {
        const route = routeNamed(name);
        expect(route?.path.startsWith(mount.path.slice(0, -1)), name).toBe(true);
        expect(route?.guard, name).toBe(mount.guard);
        expect(signedInRouteSet.bindings.has(name), `${name} is the app's page`).toBe(false);
      }
    }
    expect(signedInRouteSet.bindings.get('superadmin_app')?.serves).toContain(
      'superadmin_parametro',
    );
  });

  it('refuse a route that two features bind', () => {
    const page = async () => ({ default: () => null });
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
    served: areaRoute('superadmin')('/app/served', 'Served'),
  });
  const routes: AppRoute[] = Object.values(table);
  const page = async () => ({ default: () => null });

  it('counts bound, served and forwarding routes as built, the rest as under construction', () => {
    const status = routeStatus({
      routes,
      bindings: bindingMap({ f: { bound: page, app: { page, serves: ['served'] } } as never }),
    });
    expect(status.built.map((route) => route.name)).toEqual(['bound', 'forwarding', 'served']);
    expect(status.underConstruction.map((route) => route.name)).toEqual(['unbound']);
  });

  it("reads the app's screens of spec §2: each once, mounts apart", () => {
    const { built, underConstruction } = routeStatus(...sets);
    const mounts = allRoutes.filter((route) => route.path.endsWith('/*'));
    expect(built.length + underConstruction.length).toBe(allRoutes.length - mounts.length);
    expect(built.map((route) => route.name)).toEqual(
      expect.arrayContaining(['login', 'home', 'dashboard', 'superadmin_parametro']),
    );
  });
});
