// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LAZY_MODULES } from '../src/app/shell/pageChunksMap.ts';
import { pageChunks, type NamedChunk } from './pageChunks.ts';
import type { BoundRoute } from './routePreloadsPlugin.ts';

const root = '/app/';
const chunk = (fileName: string, modules: string[], imports: string[] = []): NamedChunk => ({
  name: fileName.replace(/^assets\/|-\w+\.js$/g, ''),
  fileName,
  isEntry: false,
  facadeModuleId: modules.length === 1 ? `${root}${modules[0]}` : null,
  moduleIds: modules.map((module) => `${root}${module}`),
  imports,
});

// A build as rolldown writes it: the app's entry and the boot script, the shell and the route set
// (every signed-in page has them), pages with chunks of their own and shared ones.
const chunks: NamedChunk[] = [
  { ...chunk('assets/index-e1.js', ['index.html'], ['assets/react-r1.js']), isEntry: true },
  { ...chunk('assets/boot-b1.js', ['src/boot/boot.ts']), isEntry: true },
  chunk('assets/react-r1.js', ['node_modules/react/index.js']),
  chunk(
    'assets/shell-s1.js',
    ['src/app/shell/AppShell.tsx', 'src/ui/Icon.tsx'],
    ['assets/react-r1.js'],
  ),
  chunk(
    'assets/signedInRouteSet-t1.js',
    ['src/app/router/signedInRouteSet.ts'],
    ['assets/shell-s1.js'],
  ),
  chunk(
    'assets/ProfilePage-p1.js',
    ['src/features/account/ProfilePage.tsx'],
    ['assets/form-f1.js', 'assets/shell-s1.js', 'assets/react-r1.js'],
  ),
  chunk(
    'assets/form-f1.js',
    ['src/ui/Form/index.ts', 'src/ui/Form/Field.tsx'],
    ['assets/dates-d1.js'],
  ),
  chunk('assets/dates-d1.js', ['node_modules/dayjs/index.js']),
  chunk(
    'assets/SchedulePage-h1.js',
    ['src/features/schedule/SchedulePage.tsx'],
    ['assets/dates-d1.js'],
  ),
  chunk('assets/ProfileDialog-g1.js', [LAZY_MODULES.profileDialog], ['assets/form-f1.js']),
  chunk('assets/SuperadminApp-a1.js', ['src/admin/SuperadminApp.tsx'], ['assets/ra-x1.js']),
  chunk('assets/ra-x1.js', ['node_modules/react-admin/index.js']),
  chunk('assets/LoginPage-l1.js', ['src/features/auth/login/LoginPage.tsx']),
];

const route = (name: string, page: string | null, more: Partial<BoundRoute> = {}): BoundRoute => ({
  name,
  path: `/${name}`,
  guard: 'authenticated',
  page,
  serves: [],
  redirect: false,
  ...more,
});

const routes: BoundRoute[] = [
  route('profile', 'src/features/account/ProfilePage.tsx'),
  route('estudiantes_horario', 'src/features/schedule/SchedulePage.tsx'),
  // One page serving a second route.
  route('docentes_horario', 'src/features/schedule/SchedulePage.tsx'),
  route('login', 'src/features/auth/login/LoginPage.tsx', { guard: 'public' }),
  route('superadmin_app', 'src/admin/SuperadminApp.tsx', {
    path: '/superadmin/*',
    serves: ['superadmin_parametro'],
  }),
  route('superadmin_parametro', null),
  route('dashboard', null, { redirect: true }),
];

const map = () =>
  pageChunks(routes, chunks, {
    root,
    loadedModules: ['src/app/router/signedInRouteSet.ts', 'src/app/shell/AppShell.tsx'],
  });

describe('pageChunks', () => {
  it("names the app's entry, not the boot script's", () => {
    expect(map().entry).toBe('assets/index-e1.js');
  });

  it("maps each signed-in page's route to its module, one module for the routes it serves", () => {
    expect(map().routes).toEqual({
      profile: 'src/features/account/ProfilePage.tsx',
      estudiantes_horario: 'src/features/schedule/SchedulePage.tsx',
      docentes_horario: 'src/features/schedule/SchedulePage.tsx',
    });
  });

  it("lists a page's chunks leaves first, without what every signed-in page has loaded", () => {
    const { modules } = map();
    // Not the entry's imports (react), the shell nor the route set.
    expect(modules['src/features/account/ProfilePage.tsx']).toEqual([
      'assets/dates-d1.js',
      'assets/form-f1.js',
      'assets/ProfilePage-p1.js',
    ]);
    expect(modules['src/features/schedule/SchedulePage.tsx']).toEqual([
      'assets/dates-d1.js',
      'assets/SchedulePage-h1.js',
    ]);
  });

  it("finds a module a code-splitting group captured in the group's chunk", () => {
    const grouped = pageChunks([route('form', 'src/ui/Form/Field.tsx')], chunks, {
      root,
      loadedModules: [],
    });
    expect(grouped.modules['src/ui/Form/Field.tsx']).toEqual([
      'assets/dates-d1.js',
      'assets/form-f1.js',
    ]);
  });

  it('maps the lazy modules outside the route table', () => {
    expect(map().modules[LAZY_MODULES.profileDialog]).toEqual([
      'assets/dates-d1.js',
      'assets/form-f1.js',
      'assets/ProfileDialog-g1.js',
    ]);
  });

  it('leaves out public pages, react-admin apps and forwarding routes', () => {
    expect(Object.keys(map().modules).sort()).toEqual(
      [
        'src/features/account/ProfilePage.tsx',
        'src/features/schedule/SchedulePage.tsx',
        LAZY_MODULES.profileDialog,
      ].sort(),
    );
  });

  it('fails the build when a page or lazy module is in no chunk', () => {
    const withoutDialog = chunks.filter((c) => !c.fileName.startsWith('assets/ProfileDialog'));
    expect(() => pageChunks(routes, withoutDialog, { root, loadedModules: [] })).toThrow(
      LAZY_MODULES.profileDialog,
    );
  });
});
