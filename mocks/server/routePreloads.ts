import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathPattern } from '../../src/lib/navigation/pathPattern.ts';

/** One route of the build's dist/route-preloads.json: its path and the chunks it needs first. */
export interface RoutePreload {
  path: string;
  files: string[];
}

interface CompiledRoute extends RoutePreload {
  /** A regular expression over the URL path, matched case-insensitively. */
  source: string;
  /** More fixed segments win, as in react-router ('/a/nuevo' before '/a/:id'). */
  rank: number;
}

function compile(route: RoutePreload): CompiledRoute {
  return { ...route, ...pathPattern(route.path) };
}

/**
 * The build's routes as patterns, most specific first (the order nginx's map tries them in):
 * `source` is a case-insensitive regular expression over the URL path.
 */
export function routePreloadPatterns(distDir: string): { source: string; files: string[] }[] {
  const file = join(distDir, 'route-preloads.json');
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[])
    .map(compile)
    .sort((a, b) => b.rank - a.rank)
    .map(({ source, files }) => ({ source, files }));
}

/** Finds the chunks the route of a URL path needs; empty for paths outside the table. */
export function routePreloadsFrom(distDir: string): (pathname: string) => string[] {
  const routes = routePreloadPatterns(distDir).map((route) => ({
    ...route,
    pattern: new RegExp(route.source, 'i'),
  }));
  return (pathname) => routes.find((route) => route.pattern.test(pathname))?.files ?? [];
}
