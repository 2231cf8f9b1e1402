import { getListarMenuQueryOptions } from '@generated/main/endpoints/menu/menu';
import { getListarPermisosUsuarioQueryOptions } from '@generated/main/endpoints/usuario/usuario';
import type { MenuResponse, PermisosResponse } from '@generated/main/model';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadProfileDialog } from '@/features/account';
import { roleOf, sessionStore } from '@/lib/session';
import { pageLoadersOf } from '../router/pageLoadersOf';
import { everydayDestinations } from './everydayDestinations';
import { scheduleIdlePrefetch, type Prefetch } from './idlePrefetch';

/**
 * Fetches the code of the signed-in user's everyday destinations while the first page is idle
 * (idlePrefetch.ts), through the route table's lazy page loaders: a tap on Mi cuenta, the
 * schedule or the menu's first entries then waits for no chunk. Reads who is signed in, the
 * menu and the permissions (the shell's session-wide reads, cached) when it runs, not when the
 * shell mounts.
 */
export function useEverydayPrefetch(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    scheduleIdlePrefetch(async () => {
      const { user } = sessionStore.getState();
      if (!user) return [];
      const cached = <T>(queryKey: readonly unknown[]) => queryClient.getQueryData<T>(queryKey);
      const menu = cached<MenuResponse>(getListarMenuQueryOptions().queryKey)?.results;
      const permissions =
        cached<PermisosResponse>(getListarPermisosUsuarioQueryOptions().queryKey)?.results
          .permisos ?? [];
      const { hrefs, profileDialog } = everydayDestinations(roleOf(user), menu);
      // The chunk the router loaded for the first signed-in page: no download.
      const { signedInRouteSet } = await import('../router/signedInRouteSet');
      const pages: Prefetch[] = pageLoadersOf(signedInRouteSet, hrefs, { user, permissions });
      return profileDialog ? [loadProfileDialog, ...pages] : pages;
    });
  }, [queryClient]);
}
