import { publicRoutes } from './table/publicRoutes';

/**
 * What the app's entry may know of the table: the public routes, and the two signed-in addresses
 * the guard and the sign-in pages send people to. Code in the entry (the router, the guard, the
 * sign-in pages, the error page) imports this instead of `paths`, so /login's JavaScript does not
 * grow with the signed-in screens.
 */
export const publicPaths = publicRoutes;

/** spec §2: home, where a signed-in user lands. */
export const HOME_PATH = '/';

/** spec §2: where unknown paths land. */
export const ERROR_PATH = '/error';

/** The sign-in pages: a signed-in user skips them, and no login redirects back to one. */
export const SIGN_IN_PAGES: readonly string[] = Object.values(publicRoutes)
  .filter((route) => route.authPage)
  .map((route) => route.path);
