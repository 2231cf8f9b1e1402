import type { QueryClient } from '@tanstack/react-query';
import { redirect, type MiddlewareFunction } from 'react-router';
import type { ParameterMap } from '@/lib/parameters';
import { sessionStore } from '@/lib/session';
import { resolveNavigation, type AppRoute } from '@/routes';

/** What the guard remembers between navigations of one router. */
export interface GuardMemory {
  /** The last URL the user was allowed on: where a wrong-role visit goes back to (spec §6). */
  previousPath: string | null;
}

/**
 * Runs the session and role rules of spec §4 and §6 (the pure `resolveNavigation`) before the
 * route's loader and code: a refused navigation never renders, and an allowed one starts its
 * data while its page downloads.
 */
export function guardMiddleware(
  route: AppRoute,
  memory: GuardMemory,
  queryClient: QueryClient,
): MiddlewareFunction {
  return async ({ request }) => {
    // A session that just ended (logout, a 401, a stale token) deletes its offline copies first:
    // no page, the login page included, opens before they are gone from this device.
    await sessionStore.signedOut();
    const { pathname, search } = new URL(request.url);
    const session = sessionStore.getState();
    const decide = (
      parameters: ParameterMap | null,
      permissions: readonly string[] | null = null,
    ) =>
      resolveNavigation({
        route,
        session,
        nowMs: Date.now(),
        parameters,
        permissions,
        previousPath: memory.previousPath,
        pathname,
        search,
      });

    let decision = decide(null);
    if (decision.kind === 'pending' && session.user) {
      // Only routes behind a parameter or a permission wait for it: the code of their queries
      // stays off the sign-in pages.
      const user = session.user;
      const [parameters, permissions] = await Promise.all([
        route.requiresParameter
          ? import('@/lib/parameters/parametersQuery').then(({ fetchParameters }) =>
              fetchParameters(queryClient, user),
            )
          : null,
        route.requiresPermission
          ? import('@/lib/permissions/permissionsQuery').then(({ fetchPermissions }) =>
              fetchPermissions(queryClient),
            )
          : null,
      ]);
      decision = decide(parameters, permissions);
    }
    if (decision.kind === 'redirect') throw redirect(decision.to);

    if (decision.kind === 'allow' && decision.endSession) await sessionStore.signOut();
    // The login page was reached: later visits without a session are plain visits again.
    if (route.guard === 'public') sessionStore.acknowledgeSignOut();
    memory.previousPath = `${pathname}${search}`;
  };
}
