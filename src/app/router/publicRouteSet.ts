import type { PageBindings } from '@/routes';
import { publicPaths } from '@/routes';
import { bindingMap } from './bindingMap';
import type { RouteSet } from './RouteSet';

/**
 * spec §2's public routes with the pages features bind to them (in their `publicRoutes.ts`): in
 * the entry, so the sign-in pages load without a detour.
 */
export const publicRouteSet: RouteSet = {
  routes: Object.values(publicPaths),
  bindings: bindingMap(
    import.meta.glob<PageBindings>('/src/features/*/publicRoutes.ts', {
      eager: true,
      import: 'pages',
    }),
  ),
};
