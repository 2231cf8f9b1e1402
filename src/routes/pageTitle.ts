import type { RouteSpec } from './defineRoutes';

/**
 * spec §2: product prefix plus route title, with the route parameter appended when there is
 * exactly one, e.g. 'Campus | Resumen - 123'.
 */
export function pageTitle(
  productName: string,
  title: string,
  params: Readonly<Record<string, string | undefined>> = {},
): string {
  const values = Object.values(params).filter((value): value is string => !!value);
  const base = `${productName} | ${title}`;
  return values.length === 1 ? `${base} - ${values[0]}` : base;
}

/** The tab's title on `route`: its parameter left out when it is personal data (issue 54). */
export function routePageTitle(
  productName: string,
  route: Pick<RouteSpec, 'title' | 'personalParams'>,
  params: Readonly<Record<string, string | undefined>> = {},
): string {
  return pageTitle(productName, route.title, route.personalParams ? {} : params);
}
