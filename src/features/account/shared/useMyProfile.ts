import { useObtenerDatosPersonales } from '@generated/main/endpoints/perfil/perfil';
import type { PerfilResponse } from '@generated/main/model';
import { useSession } from '@/lib/session';

const selectPerfil = (response: PerfilResponse) => response.results;

/** The signed-in user's profile: the same cache entry the shell reads, so both stay in step. */
export function useMyProfile() {
  const { user } = useSession();
  return useObtenerDatosPersonales(user?.idUsuario ?? 0, {
    query: { enabled: user !== null, select: selectPerfil, meta: { silentError: true } },
  });
}
