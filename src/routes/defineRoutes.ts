import { generatePath } from 'react-router';
import type { RouteGuard } from '@/lib/session';

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? Head | Segments<Rest>
  : P;
type RequiredName<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalName<S> = S extends `:${infer Name}?` ? Name : never;
type ParamValue = string | number;

/** The parameters a path pattern takes, e.g. '/a/:id/:tab?' -> { id; tab? }. */
export type RouteParams<P extends string> = {
  [K in RequiredName<Segments<P>>]: ParamValue;
} & { [K in OptionalName<Segments<P>>]?: ParamValue | null };

export type RouteQuery = Record<string, string | number | null | undefined>;

/** What the table says about one route of spec §2. */
export interface RouteSpec<P extends string = string> {
  path: P;
  /** Spanish title: the header and the page title (spec §2). */
  title: string;
  guard: RouteGuard;
  /** A signed-in user without the role goes here instead of back (spec §2: /mi-cuenta -> home). */
  deniedRedirect?: string;
  /** The route exists only while this parameter is '1' (spec §2: /notificaciones). */
  requiresParameter?: string;
  /**
   * Only users holding this permission key of spec §6 may open it, as the API lets only them call
   * what the page reads (issue 54: its x-campus-permissions).
   */
  requiresPermission?: string;
  /** The route only forwards elsewhere (spec §2: /dashboard -> /). */
  redirectTo?: string;
  /** Sign-in pages a signed-in user skips (spec §4). */
  authPage?: boolean;
  /**
   * The parameter is someone's personal data (a document number): the tab title, which lands in
   * the browser's history, leaves it out (issue 54).
   */
  personalParams?: boolean;
}

export interface AppRoute<
  P extends string = string,
  N extends string = string,
> extends RouteSpec<P> {
  name: N;
  getHref: (params?: RouteParams<P>, query?: RouteQuery) => string;
}

function toHref(
  path: string,
  params: Record<string, ParamValue | null | undefined> = {},
  query: RouteQuery = {},
) {
  const strings = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      value === null || value === undefined ? null : String(value),
    ]),
  );
  const pathname = generatePath(path, strings);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** Names each route by its key and gives it a typed `getHref`. */
export function defineRoutes<const T extends Record<string, RouteSpec>>(
  specs: T,
): { [K in keyof T & string]: AppRoute<T[K]['path'], K> } {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [
      name,
      {
        ...spec,
        name,
        getHref: (params?: Record<string, ParamValue | null | undefined>, query?: RouteQuery) =>
          toHref(spec.path, params, query),
      },
    ]),
  ) as { [K in keyof T & string]: AppRoute<T[K]['path'], K> };
}

/** Shorthand for a table entry: path, title and the area's guard. */
export function areaRoute(guard: RouteGuard) {
  return <const P extends string>(
    path: P,
    title: string,
    extra: Partial<Omit<RouteSpec, 'path' | 'title'>> = {},
  ): RouteSpec<P> => ({
    path,
    title,
    guard,
    ...extra,
  });
}
