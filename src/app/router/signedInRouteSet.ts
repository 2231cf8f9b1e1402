import type { PageBindings } from '@/routes';
import { allRoutes } from '@/routes';
import { bindingMap } from './bindingMap';
import type { RouteSet } from './RouteSet';

/**
 * Every signed-in route of spec §2 with the pages the features and admin apps bind to it (their
 * `pages`). Its own chunk, loaded on the first visit to a signed-in path: /login's code does not
 * grow with these screens.
 */
export const signedInRouteSet: RouteSet = {
  routes: allRoutes.filter((route) => route.guard !== 'public'),
  bindings: bindingMap(
    import.meta.glob<PageBindings>(['/src/features/*/routes.ts', '/src/admin/routes.ts'], {
      eager: true,
      import: 'pages',
    }),
  ),
};
