export { areaRoute, defineRoutes } from './defineRoutes';
export type { AppRoute, RouteParams, RouteQuery, RouteSpec } from './defineRoutes';
export { pageWith } from './bindings';
export type {
  Binding,
  PageBinding,
  PageBindings,
  PageModule,
  RouteLoader,
  RouteLoaderArgs,
} from './bindings';
export { resolveNavigation } from './guards';
export type { NavigationDecision, NavigationRequest } from './guards';
export { pageTitle, routePageTitle } from './pageTitle';
export { allRoutes, paths, studentCourseHref, teacherCourseHref } from './paths';
export type { RouteName } from './paths';
export { ERROR_PATH, HOME_PATH, SIGN_IN_PAGES, publicPaths } from './publicPaths';
