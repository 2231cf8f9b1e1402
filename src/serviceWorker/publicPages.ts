import { pathPattern } from '../lib/navigation/pathPattern';
import { publicRoutes } from '../routes/table/publicRoutes';

/** spec §2's public routes (sign-in, debt lookup, certificate check…), as address patterns. */
export const PUBLIC_PAGES: RegExp[] = Object.values(publicRoutes).map(
  (route) => new RegExp(pathPattern(route.path).source, 'i'),
);
