import { getListarMenuQueryOptions } from '@generated/main/endpoints/menu/menu';
import { getListarPermisosUsuarioQueryOptions } from '@generated/main/endpoints/usuario/usuario';
import type { MenuResponse, PermisosResponse } from '@generated/main/model';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { roleOf, sessionStore } from '@/lib/session';
import { openablePagesOf } from '../router/openablePagesOf';
import { everydayDestinations } from './everydayDestinations';
import { scheduleIdlePrefetch } from './idlePrefetch';
import { loadPageChunks } from './loadPageChunks';
import { chunksOfEach, LAZY_MODULES } from './pageChunksMap';
import { preloadModules } from './preloadModules';

/**
 * Fetches the code of the signed-in user's everyday destinations while the first page is idle
 * (idlePrefetch.ts), without running it: the chunks the build's map names for each page
 * (loadPageChunks.ts), as module preloads (preloadModules.ts). A tap on Mi cuenta, the schedule or
 * the menu's first entries then waits for no download, only for its modules to run. Reads who is
 * signed in, the menu and the permissions (the shell's session-wide reads, cached) when it runs,
 * not when the shell mounts.
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
      const [map, { signedInRouteSet }] = await Promise.all([
        loadPageChunks(),
        // The chunk the router loaded for the first signed-in page: no download.
        import('../router/signedInRouteSet'),
      ]);
      if (!map) return [];
      const pages = openablePagesOf(signedInRouteSet, hrefs, { user, permissions });
      const modules = [
        ...(profileDialog ? [LAZY_MODULES.profileDialog] : []),
        ...pages.flatMap((name) => map.routes[name] ?? []),
      ];
      return chunksOfEach(map, modules).map((files) => () => preloadModules(files));
    });
  }, [queryClient]);
}
