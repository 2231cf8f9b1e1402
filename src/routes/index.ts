export { areaRoute, defineRoutes } from './defineRoutes';
export type {
  AppRoute,
  PageModule,
  RouteLoader,
  RouteLoaderArgs,
  RouteParams,
  RouteQuery,
  RouteSpec,
} from './defineRoutes';
export { resolveNavigation } from './guards';
export type { NavigationDecision, NavigationRequest } from './guards';
export { pageTitle } from './pageTitle';
export { allRoutes, paths, studentCourseHref, teacherCourseHref } from './paths';
export type { RouteName } from './paths';
export { builtRoutes, underConstructionRoutes } from './routeStatus';
