import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { RouteName } from './paths';

/** A page's code: its default export is the screen. */
export interface PageModule<P = object> {
  default: ComponentType<P>;
}

export interface RouteLoaderArgs {
  /** The app's one QueryClient: start the page's main query with the generated query options. */
  queryClient: QueryClient;
  params: Params;
  url: URL;
}

/**
 * Runs after the guard allowed the navigation, while the page's code downloads: start (or await,
 * with `ensureQueryData`) the page's main query so the screen renders with its data.
 */
export type RouteLoader = (args: RouteLoaderArgs) => Promise<unknown> | void;

/** A route's page with what it needs beside its code. */
export interface PageBinding<P extends object = object> {
  page: () => Promise<PageModule<P>>;
  /** What the page is told about the route it serves (one screen serving several routes). */
  props?: P;
  loader?: RouteLoader;
}

/** `() => import('./list/CoursesPage')`, or the page with its props or loader. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page has its own props
export type Binding = (() => Promise<PageModule>) | PageBinding<any>;

/**
 * A feature's `routes.ts`: its route names bound to their lazy pages. A route nobody binds shows
 * the under-construction page: "not built" by construction. A splat route ('/superadmin/*', an
 * admin app) answers every route under its path that nobody binds, from its own router.
 */
export type PageBindings = { readonly [N in RouteName]?: Binding };

/** A page that takes props, bound with them (typed against the page's own props). */
export function pageWith<P extends object>(
  page: () => Promise<PageModule<P>>,
  props: P,
): PageBinding<P> {
  return { page, props };
}
