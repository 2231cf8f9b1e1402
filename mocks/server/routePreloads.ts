import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One route of the build's dist/route-preloads.json: its path and the chunks it needs first. */
export interface RoutePreload {
  path: string;
  files: string[];
}

interface CompiledRoute extends RoutePreload {
  pattern: RegExp;
  /** More fixed segments win, as in react-router ('/a/nuevo' before '/a/:id'). */
  rank: number;
}

function compile(route: RoutePreload): CompiledRoute {
  let rank = 0;
  const source = route.path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) {
        rank += 1;
        return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      }
      rank += 10;
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return { ...route, pattern: new RegExp(`^${source || '/'}/?$`, 'i'), rank };
}

/** Finds the chunks the route of a URL path needs; empty for paths outside the table. */
export function routePreloadsFrom(distDir: string): (pathname: string) => string[] {
  const file = join(distDir, 'route-preloads.json');
  const routes = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[]).map(compile)
    : [];
  return (pathname) => {
    let best: CompiledRoute | null = null;
    for (const route of routes) {
      if (route.pattern.test(pathname) && (!best || route.rank > best.rank)) best = route;
    }
    return best?.files ?? [];
  };
}
