import type { AppRoute } from '@/routes';
import type { BindingMap } from './bindingMap';

/** Table routes and the pages bound to them: what the router builds its tree from. */
export interface RouteSet {
  routes: readonly AppRoute[];
  bindings: BindingMap;
}
