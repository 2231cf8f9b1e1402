import type { AppRoute } from './defineRoutes';

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (
  arg: infer I,
) => void
  ? I
  : never;

/** '/a/:id/:tab?' and '/a/:slug/:x?' answer the same URLs: compare patterns without names. */
function pathShape(path: string): string {
  return path.replace(/:[^/]+?(\?)?(?=\/|$)/g, (_match, optional: string | undefined) =>
    optional ? ':?' : ':',
  );
}

/**
 * Joins the area tables into one, refusing a name or a path that two routes share: with a plain
 * object spread the later route would silently win.
 */
export function mergeRouteTables<const T extends readonly Record<string, AppRoute>[]>(
  ...tables: T
): UnionToIntersection<T[number]> {
  const byName: Record<string, AppRoute> = {};
  const byShape = new Map<string, string>();
  for (const table of tables) {
    for (const [name, route] of Object.entries(table)) {
      if (name in byName) throw new Error(`Two routes are named '${name}'`);
      const shape = pathShape(route.path);
      const other = byShape.get(shape);
      if (other) throw new Error(`Routes '${other}' and '${name}' share the path ${route.path}`);
      byName[name] = route;
      byShape.set(shape, name);
    }
  }
  return byName as UnionToIntersection<T[number]>;
}
