import type { QueryClient } from '@tanstack/react-query';
import type { SesionUsuario } from '@generated/main/model';
import { matchPath } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { hasRole as guardAdmits, sessionStore } from '@/lib/session';
import { allRoutes, type AppRoute, type PageBinding } from '@/routes';
import { makeToken } from '@/test/tokens';
import { testUsers } from '@/test/users';
import { hasRole as apiAdmits, type Caller } from '../../../mocks/api/authenticate.ts';
import { menuProfile } from '../../../mocks/api/session/menu.ts';
import { loadSpecs, type Operation } from '../../../mocks/api/spec.ts';
import { demoAccounts, type DemoAccount } from '../../../mocks/seed/demoAccounts.ts';
import { menuSeeds, type MenuSeed } from '../../../mocks/seed/menus.ts';
import { signedInRouteSet } from './signedInRouteSet';

// Issue 54: a page a role cannot use must not open for it. Each signed-in route's guard is walked
// against the contract: every demo account the guard lets in must be allowed, by the API's own
// rule (x-campus-roles and x-campus-permissions), every operation the route's loader starts first.
// A route whose guard is wider than its API shows a 403 with a 'Reintentar' that cannot help.

const specs = loadSpecs();

/** An operation's path as a pattern of the concrete URL a query key carries. */
const pattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
const patterns = specs.flatMap((spec) =>
  spec.operations.map((operation) => ({ operation, regex: pattern(operation.path) })),
);

/**
 * The contract's operation a generated query key reads: its URL's path, after the service's name
 * when the key carries one (['main', '/menu/listar', {...}]).
 */
function operationOf(key: readonly unknown[]): Operation {
  const url = key.find((part) => typeof part === 'string' && part.startsWith('/')) as string;
  const service = specs.find((spec) => key.includes(spec.service))?.service;
  const matches = patterns
    .filter(
      ({ operation, regex }) => regex.test(url) && (!service || operation.service === service),
    )
    .map((m) => m.operation);
  // A read is a GET, or a POST marked as a query; a GET wins when both share the path.
  const found = matches.find((operation) => operation.method === 'GET') ?? matches[0];
  if (!found) throw new Error(`No operation of the contract reads ${JSON.stringify(key)}`);
  return found;
}

// Teachers declare their own week (mocks/seed/teacherScheduling.ts seeds DISPODOC for every tip 2).
const permissionsOf = (account: DemoAccount): readonly string[] =>
  account.tip === 2 ? [...account.permissions, 'DISPODOC'] : account.permissions;

const callerOf = (account: DemoAccount): Caller => ({
  idu: 1,
  ida: 1,
  tip: account.tip,
  username: account.usuario,
  mat: null,
  brandId: 1,
  brandCode: 'HZT',
  isAdmin: account.isAdmin,
  isPsychologist: account.isPsychologist,
  isSuperadmin: account.isSuperadmin,
  sessionId: 'walk',
});

const sessionUserOf = (account: DemoAccount): SesionUsuario => ({
  ...testUsers.student,
  usuario: account.usuario,
  tipo: account.tip,
  matricula: account.tip === 1 ? testUsers.student.matricula : null,
  esAdministrativo: account.isAdmin,
  esPsicologo: account.isPsychologist,
  esSuperadmin: account.isSuperadmin,
});

/** Whether the demo API answers `operation` to `account` rather than 403. */
function apiAllows(account: DemoAccount, operation: Operation): boolean {
  if (!apiAdmits(callerOf(account), operation.roles)) return false;
  const held = permissionsOf(account);
  return operation.permissions.length === 0 || operation.permissions.some((p) => held.includes(p));
}

/** The query keys a route's loader starts, for the signed-in account, without any network. */
async function loadedKeys(binding: PageBinding, route: AppRoute): Promise<unknown[][]> {
  const keys: unknown[][] = [];
  const record = (options: { queryKey?: unknown[] }) => {
    if (options?.queryKey) keys.push(options.queryKey);
    return Promise.resolve(undefined);
  };
  const queryClient = {
    prefetchQuery: record,
    prefetchInfiniteQuery: record,
    ensureQueryData: record,
    ensureInfiniteQueryData: record,
    fetchQuery: record,
    fetchInfiniteQuery: record,
  } as unknown as QueryClient;
  const url = new URL(route.path.replace(/\/:[^/]+/g, '/1').replace('/*', ''), 'http://campus');
  await binding.loader?.({ queryClient, params: {}, url });
  return keys;
}

/** Whether the route's guard lets `account` in: its role, and its permission when it asks one. */
const routeAdmits = (route: AppRoute, account: DemoAccount) =>
  guardAdmits(sessionUserOf(account), route.guard) &&
  (!route.requiresPermission || permissionsOf(account).includes(route.requiresPermission));

/** Each account the route's guard lets in, with the first-load operations the API refuses it. */
async function refusals(route: AppRoute, binding: PageBinding): Promise<string[]> {
  const found: string[] = [];
  for (const account of demoAccounts) {
    const user = sessionUserOf(account);
    if (!routeAdmits(route, account)) continue;
    // Loaders read the session (home starts a student's or a teacher's card).
    sessionStore.signIn(makeToken(), user);
    for (const key of await loadedKeys(binding, route)) {
      const operation = operationOf(key);
      if (!apiAllows(account, operation)) {
        found.push(`${route.path} lets ${account.usuario} in; ${operation.operationId} refuses`);
      }
    }
    sessionStore.signOut();
  }
  return found;
}

const loaded = allRoutes.flatMap((route) => {
  const binding = signedInRouteSet.bindings.get(route.name);
  return route.guard !== 'public' && binding?.loader ? [{ route, binding }] : [];
});

afterEach(() => sessionStore.signOut());

describe('route guards against the API contract (issue 54)', () => {
  it('walks the routes that start their data first', () => {
    // The walk covers something: the psychology, documents and onboarding routes have loaders.
    expect(loaded.map(({ route }) => route.name)).toEqual(
      expect.arrayContaining([
        'psicologos_orientacion_psicologica',
        'subir_documentos',
        'beneficios',
        'home',
      ]),
    );
  });

  it('lets no account into a route whose first data the API refuses it', async () => {
    // One route at a time: each signs its accounts in, and loaders read the session.
    const found: string[] = [];
    for (const { route, binding } of loaded) found.push(...(await refusals(route, binding)));
    expect(found).toEqual([]);
  });

  it("would catch the guards issue 54 found: any admin on the psychologist's page, anyone on the documents' page", async () => {
    const at = (name: string) => loaded.find(({ route }) => route.name === name)!;
    const psychology = at('psicologos_orientacion_psicologica');
    expect(await refusals({ ...psychology.route, guard: 'adminType' }, psychology.binding)).toEqual(
      expect.arrayContaining([expect.stringMatching(/lets colaborador in; listarCitasPsicologo/)]),
    );
    const documents = at('subir_documentos');
    expect(
      await refusals({ ...documents.route, guard: 'authenticated' }, documents.binding),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/lets docente in/)]));
  });
});

/**
 * Pages whose data is read after the first screen (a choice made on the page), by the operation
 * that is the page's point: the walk of loaders above does not reach it.
 */
const PAGE_READS: Readonly<Record<string, string>> = {
  admin_orientacion_psicologica: 'listarDisponibilidadPsicologoAdmin',
};
const operationNamed = (operationId: string) =>
  specs.flatMap((spec) => spec.operations).find((op) => op.operationId === operationId)!;

/** Each account `route` lets in whom the API refuses `operationId`. */
const refusedReaders = (route: AppRoute, operationId: string) =>
  demoAccounts
    .filter((account) => routeAdmits(route, account))
    .filter((account) => !apiAllows(account, operationNamed(operationId)))
    .map((account) => `${route.path} lets ${account.usuario} in; ${operationId} refuses`);

describe('pages read after their first screen, against the API contract (issue 54)', () => {
  it.each(Object.entries(PAGE_READS))('%s lets in only who may call %s', (name, operationId) => {
    const route = allRoutes.find((candidate) => candidate.name === name)!;
    expect(refusedReaders(route, operationId)).toEqual([]);
    // Someone is let in: the page is not shut to everyone.
    expect(demoAccounts.some((account) => routeAdmits(route, account))).toBe(true);
  });

  it('would catch the coordinators’ calendar open to a psychologist without ADMDISPO', () => {
    const route = allRoutes.find(
      (candidate) => candidate.name === 'admin_orientacion_psicologica',
    )!;
    expect(
      refusedReaders({ ...route, requiresPermission: undefined }, PAGE_READS[route.name]!),
    ).toEqual([expect.stringMatching(/lets psicologo in/)]);
  });
});

/** The menu entries with a page, the folders' children flattened. */
const entries = (items: readonly MenuSeed[]): string[] =>
  items.flatMap((item) => [
    ...(item.referencia ? [item.referencia] : []),
    ...entries(item.hijos ?? []),
  ]);

/** The most specific route of the table a menu link opens (a splat route only when no other). */
function routeOf(href: string): AppRoute | undefined {
  const pathname = href.split('?')[0];
  const matching = allRoutes.filter((route) => matchPath(route.path, pathname));
  return matching.find((route) => !route.path.endsWith('*')) ?? matching[0];
}

describe("the server's menu against the route guards (issue 54)", () => {
  it.each(demoAccounts.map((account) => [account.usuario, account] as const))(
    'offers %s only pages its guard lets in',
    (_, account) => {
      const offered = entries(menuSeeds[menuProfile(callerOf(account))]);
      expect(offered.length).toBeGreaterThan(1);
      const closed = offered.filter((href) => {
        const route = routeOf(href);
        return !route || !routeAdmits(route, account);
      });
      expect(closed).toEqual([]);
    },
  );

  it("would catch a collaborator's menu offering the psychologist's page", () => {
    const collaborator = demoAccounts.find((account) => account.usuario === 'colaborador')!;
    const route = routeOf('/psicologos/orientacion-psicologica?vista=disponibilidad');
    expect(route?.name).toBe('psicologos_orientacion_psicologica');
    expect(guardAdmits(sessionUserOf(collaborator), route!.guard)).toBe(false);
  });
});

// Fixed for teachers too: `testUsers.teacher` is refused the documents page by its guard.
it('sends a teacher away from /subir-documentos and a collaborator from the psychologist page', () => {
  const documents = allRoutes.find((route) => route.name === 'subir_documentos')!;
  const psychology = allRoutes.find(
    (route) => route.name === 'psicologos_orientacion_psicologica',
  )!;
  expect(guardAdmits(testUsers.teacher, documents.guard)).toBe(false);
  expect(guardAdmits(testUsers.student, documents.guard)).toBe(true);
  expect(guardAdmits(testUsers.collaborator, psychology.guard)).toBe(false);
  expect(guardAdmits(testUsers.psychologist, psychology.guard)).toBe(true);
});
