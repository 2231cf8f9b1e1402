import type { QueryClient } from '@tanstack/react-query';
import { getListarPermisosUsuarioQueryOptions } from '@generated/main/endpoints/usuario/usuario';

/** The signed-in user's permissions query, read once per session (usePermissions shares it). */
export const permissionsQueryOptions = () => ({
  ...getListarPermisosUsuarioQueryOptions(),
  staleTime: Infinity,
  gcTime: Infinity,
});

/**
 * For the route guard (spec §6, a page behind a permission key): the user's keys, from the cache
 * or the API. A failed request holds none, so the page stays shut.
 */
export async function fetchPermissions(queryClient: QueryClient): Promise<readonly string[]> {
  try {
    return (await queryClient.fetchQuery(permissionsQueryOptions())).results.permisos;
  } catch {
    return [];
  }
}
