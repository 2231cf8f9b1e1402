import { getListarMenuQueryOptions } from '@generated/main/endpoints/menu/menu';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import * as idle from './idlePrefetch';
import type { Prefetch } from './idlePrefetch';
import * as pageChunks from './loadPageChunks';
import { LAZY_MODULES, type PageChunks } from './pageChunksMap';
import * as preload from './preloadModules';
import { menuItem } from './test/fixtures';
import { useEverydayPrefetch } from './useEverydayPrefetch';

// What the hook asks for, not when the browser would run it: the idle scheduling, the build's
// map and the loading have their own tests. Spies, not module mocks: the file shares its worker's
// modules (src/test/unitProjects.ts); the setup restores them after each test.
let scheduled: (() => Promise<unknown>) | null;
let chunks: PageChunks | null;
let preloadModules: MockInstance<typeof preload.preloadModules>;
beforeEach(() => {
  scheduled = null;
  chunks = null;
  vi.spyOn(idle, 'scheduleIdlePrefetch').mockImplementation((destinations) => {
    scheduled = destinations;
  });
  vi.spyOn(pageChunks, 'loadPageChunks').mockImplementation(() => Promise.resolve(chunks));
  preloadModules = vi.spyOn(preload, 'preloadModules').mockResolvedValue(undefined);
});

const MAP: PageChunks = {
  entry: 'assets/index-e1.js',
  routes: {
    profile: 'src/Profile.tsx',
    estudiantes_horario: 'src/Schedule.tsx',
    estudiantes_avance_curricular: 'src/Progress.tsx',
    docentes_programacion_docente: 'src/Programming.tsx',
  },
  modules: {
    'src/Profile.tsx': ['assets/form-f1.js', 'assets/Profile-p1.js'],
    'src/Schedule.tsx': ['assets/dates-d1.js', 'assets/Schedule-h1.js'],
    'src/Progress.tsx': ['assets/dates-d1.js', 'assets/Progress-a1.js'],
    'src/Programming.tsx': ['assets/Programming-m1.js'],
    [LAZY_MODULES.profileDialog]: ['assets/form-f1.js', 'assets/ProfileDialog-g1.js'],
  },
};

function Shell() {
  useEverydayPrefetch();
  return null;
}

/** The shell mounted for `user` with the server's menu cached; what its prefetch would fetch. */
async function fetchedAhead(user: 'student' | 'teacher', referencias: string[] = []) {
  const { queryClient } = renderWithProviders(<Shell />, { user });
  const menu = referencias.map((referencia, id) =>
    menuItem({ id, titulo: referencia, referencia }),
  );
  queryClient.setQueryData(getListarMenuQueryOptions().queryKey, { results: menu });
  const prefetches = (await scheduled!()) as Prefetch[];
  for (const prefetch of prefetches) await prefetch();
  return preloadModules.mock.calls.map(([files]) => files);
}

describe('useEverydayPrefetch', () => {
  it("preloads a student's Mi cuenta, schedule and first menu page, each chunk once", async () => {
    chunks = MAP;
    expect(await fetchedAhead('student', ['/estudiantes/cursos/avance-curricular'])).toEqual([
      ['assets/form-f1.js', 'assets/Profile-p1.js'],
      ['assets/dates-d1.js', 'assets/Schedule-h1.js'],
      ['assets/Progress-a1.js'],
    ]);
  });

  it("preloads the profile dialog first for those without /mi-cuenta, and the role's schedule", async () => {
    chunks = MAP;
    expect(await fetchedAhead('teacher')).toEqual([
      ['assets/form-f1.js', 'assets/ProfileDialog-g1.js'],
      ['assets/Programming-m1.js'],
    ]);
  });

  it("fetches nothing without the build's map (the dev server, another build)", async () => {
    expect(await fetchedAhead('student')).toEqual([]);
  });
});
