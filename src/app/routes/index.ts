export type { AppRoute, RouteParams, RouteQuery, RouteSpec } from './defineRoutes';
export { resolveNavigation } from './guards';
export type { NavigationDecision, NavigationRequest } from './guards';
export { pageTitle } from './pageTitle';
export { allRoutes, paths, studentCourseHref, teacherCourseHref } from './paths';
export type { RouteName } from './paths';
export { builtRoutes, underConstructionRoutes } from './routeStatus';
export { useCurrentRoute } from './useCurrentRoute';
export type { RouteHandle } from './useCurrentRoute';
