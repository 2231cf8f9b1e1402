import type { AppRoute } from '@/routes';

/** Routes whose first segment is a parameter or a splat: they may answer a path of any area. */
export const ANY_AREA = ':';

/**
 * The area a path belongs to, its first segment: '/estudiantes/cursos' -> 'estudiantes',
 * '/' -> ''. The router learns the routes of an area when a navigation first reaches it.
 */
export function areaOf(path: string): string {
  const first = path.split(/[?#]/)[0]!.split('/')[1] ?? '';
  return first.startsWith(':') || first.startsWith('*') ? ANY_AREA : first;
}

/** The routes of each area (spec §2's table splits by its first segment: /estudiantes, /admin…). */
export function routesByArea(routes: readonly AppRoute[]): Map<string, AppRoute[]> {
  const areas = new Map<string, AppRoute[]>();
  for (const route of routes) {
    const area = areaOf(route.path);
    areas.set(area, [...(areas.get(area) ?? []), route]);
  }
  return areas;
}
