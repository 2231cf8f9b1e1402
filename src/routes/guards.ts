import { safeRedirect } from '@/lib/navigation';
import { isParameterOn, type ParameterMap } from '@/lib/parameters';
import { SESSION_TEXTS, hasRole, isTokenExpired, type Session } from '@/lib/session';
import type { RouteSpec } from './defineRoutes';
import { HOME_PATH, SIGN_IN_PAGES, publicPaths } from './publicPaths';

export type NavigationDecision =
  /** `endSession`: forget a stale or logged-out session on arrival. */
  | { kind: 'allow'; endSession?: boolean }
  /** The route depends on parameters that are still loading. */
  | { kind: 'pending' }
  | { kind: 'redirect'; to: string; message?: string };

export interface NavigationRequest {
  route: RouteSpec;
  session: Session;
  nowMs: number;
  /** Runtime parameters by key; null while unknown. */
  parameters: ParameterMap | null;
  /** The user's permission keys (spec §6); null while unknown. @default null */
  permissions?: readonly string[] | null;
  /** The last page the user was allowed on, if any. */
  previousPath: string | null;
  pathname: string;
  search: string;
}

type Redirect = Extract<NavigationDecision, { kind: 'redirect' }>;

function toLogin(message: string, query: Record<string, string> = {}): Redirect {
  return {
    kind: 'redirect',
    to: publicPaths.login.getHref(undefined, { message, ...query }),
    message,
  };
}

/** The session rules of spec §4 and the role rules of spec §6, for one navigation. */
export function resolveNavigation(request: NavigationRequest): NavigationDecision {
  const { route, session, nowMs, pathname, search } = request;
  const hasToken = session.token !== null;
  const signedIn = hasToken && session.user !== null && !isTokenExpired(session.claims, nowMs);

  if (route.guard === 'public') {
    // Logging out arrives here with the session still on: it passes, and the session ends.
    const query = new URLSearchParams(search);
    if (route.authPage && query.get('action') === 'logout')
      return { kind: 'allow', endSession: hasToken };
    // Just signed in, or came back signed in: continue where the login was asked for.
    if (route.authPage && signedIn) {
      return {
        kind: 'redirect',
        to: safeRedirect(query.get('redirect'), SIGN_IN_PAGES) ?? HOME_PATH,
      };
    }
    return { kind: 'allow', endSession: hasToken && !signedIn };
  }

  if (!hasToken) {
    // The session just ended in this tab: whoever navigates first lands on the same notice.
    if (session.endReason === 'expired') return toLogin(SESSION_TEXTS.expired);
    if (session.endReason === 'logout') {
      return {
        kind: 'redirect',
        to: publicPaths.login.getHref(undefined, { action: 'logout' }),
        message: SESSION_TEXTS.ended,
      };
    }
    return toLogin(SESSION_TEXTS.loginRequired, { redirect: `${pathname}${search}` });
  }
  // The login page clears the stale session on arrival (its rule above); clearing it here would
  // re-run this guard as a visitor and replace the notice.
  if (!signedIn) return toLogin(SESSION_TEXTS.expired);

  const previous = request.previousPath;
  const back = previous && previous.split('?')[0] !== pathname ? previous : HOME_PATH;
  if (!hasRole(session.user, route.guard)) {
    return { kind: 'redirect', to: route.deniedRedirect ?? back };
  }
  const permissions = request.permissions ?? null;
  const waiting =
    (route.requiresParameter && request.parameters === null) ||
    (route.requiresPermission && permissions === null);
  if (waiting) return { kind: 'pending' };
  if (route.requiresParameter && !isParameterOn(request.parameters!, route.requiresParameter))
    return { kind: 'redirect', to: HOME_PATH };
  // spec §6: without the permission, back where the user came from, as without the role.
  if (route.requiresPermission && !permissions!.includes(route.requiresPermission))
    return { kind: 'redirect', to: route.deniedRedirect ?? back };
  if (route.redirectTo) return { kind: 'redirect', to: route.redirectTo };
  return { kind: 'allow' };
}
