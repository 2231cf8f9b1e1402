// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readRouteSets } from './routePreloadsPlugin.ts';

describe('readRouteSets', async () => {
  const routes = await readRouteSets();
  const named = (name: string) => routes.find((route) => route.name === name);

  it('reads the module each binding loads, whatever form the feature wrote it in', () => {
    expect(named('login')).toMatchObject({
      path: '/login',
      guard: 'public',
      page: 'src/features/auth/login/LoginPage.tsx',
    });
    // One page serving several routes, and a page bound with its props.
    expect(named('estudiantes_tramites_extension_nuevo')?.page).toBe(
      'src/features/procedures/newRequest/NewProcedurePage.tsx',
    );
    expect(named('docentes_capacitaciones_finalizadas')?.page).toBe(
      'src/features/teaching/trainings/TrainingList.tsx',
    );
    // A page with a loader beside it.
    expect(named('home')?.page).toBe('src/features/feed/home/FeedPage.tsx');
  });

  it('marks admin apps with what they serve, and forwarding routes', () => {
    // Every route of spec §2 is bound since the study certificate (issue 37): none reads null.
    expect(
      routes.filter((route) => route.page === null && !route.serves && !route.redirect),
    ).toEqual([]);
    expect(named('superadmin_app')?.serves).toContain('superadmin_parametro');
    expect(named('dashboard')?.redirect).toBe(true);
  });

  it('reads every route of the table once', () => {
    const names = routes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThan(160);
  });
});
