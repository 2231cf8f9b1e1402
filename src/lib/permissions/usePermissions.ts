import { useListarPermisosUsuario } from '@generated/main/endpoints/usuario/usuario';
import type { PermisosResponse } from '@generated/main/model';
import { roleOf, useSession } from '@/lib/session';

const NO_PERMISSIONS: readonly string[] = [];
const selectPermisos = (response: PermisosResponse) => response.results.permisos;

/**
 * The signed-in user's permission keys (spec §6): fetched once per session, never for teachers,
 * and checked by key. The shell and every page share the one request.
 */
export function usePermissions(): readonly string[] {
  const { user } = useSession();
  const query = useListarPermisosUsuario({
    query: {
      staleTime: Infinity,
      gcTime: Infinity,
      enabled: user !== null && roleOf(user) !== 'teacher',
      select: selectPermisos,
    },
  });
  return query.data ?? NO_PERMISSIONS;
}
