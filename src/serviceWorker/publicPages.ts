import { publicRoutes } from '../routes/table/publicRoutes';

/** A route's path as a pattern of the addresses it answers ('/a/:b' answers '/a/x' and '/a/x/'). */
export function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** spec §2's public routes (sign-in, debt lookup, certificate check…), as address patterns. */
export const PUBLIC_PAGES: RegExp[] = Object.values(publicRoutes).map((route) =>
  pathPattern(route.path),
);
