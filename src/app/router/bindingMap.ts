import type { Binding, PageBinding, PageBindings } from '@/routes';

/** Route name -> its page binding, in one shape whatever form the feature wrote it in. */
export type BindingMap = ReadonlyMap<string, PageBinding>;

/**
 * Joins the features' bindings (one export of each `routes.ts`, found by `import.meta.glob`, so a
 * new feature touches no list), refusing a route two features bind: with a plain spread the later
 * one would silently win.
 */
export function bindingMap(features: Record<string, PageBindings>): BindingMap {
  const map = new Map<string, PageBinding>();
  for (const [file, bindings] of Object.entries(features)) {
    for (const [name, binding] of Object.entries(bindings) as [string, Binding][]) {
      if (map.has(name)) throw new Error(`${file} binds the route '${name}' a second time`);
      map.set(name, typeof binding === 'function' ? { page: binding } : binding);
    }
  }
  return map;
}
