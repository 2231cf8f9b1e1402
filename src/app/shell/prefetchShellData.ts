import { prefetchObtenerDatosCompaniaQuery } from '@generated/main/endpoints/compania/compania';
import { prefetchListarMenuQuery } from '@generated/main/endpoints/menu/menu';
import { prefetchConsultarNomenclaturasQuery } from '@generated/main/endpoints/nomenclatura/nomenclatura';
import { prefetchObtenerDatosPersonalesQuery } from '@generated/main/endpoints/perfil/perfil';
import { prefetchListarPermisosUsuarioQuery } from '@generated/main/endpoints/usuario/usuario';
import type { QueryClient } from '@tanstack/react-query';
import { setShellNetwork } from '@/lib/http';
import { offlineObserver } from '@/lib/offline';
import { parametersQueryOptions } from '@/lib/parameters';
import { roleOf, sessionStore } from '@/lib/session';
import { takeBootAnswer } from './bootAnswers';

/**
 * The shell route's loader: the session-wide data the shell shows (spec §2 menu, header,
 * profile items) starts downloading beside the shell's code instead of after it renders. The
 * hooks in useShellData and SidebarMenu then find these requests in flight.
 */
export function prefetchShellData(queryClient: QueryClient): void {
  // Every signed-in call, from these first ones, tells the offline state what it got; the first
  // screen's calls take what the boot script already asked for.
  setShellNetwork({ early: takeBootAnswer, ...offlineObserver });
  const { user } = sessionStore.getState();
  if (!user) return;
  // The sidebar shows its own error state with a retry button, so no toast.
  void prefetchListarMenuQuery(queryClient, { query: { meta: { silentError: true } } });
  void queryClient.prefetchQuery(parametersQueryOptions(user));
  void prefetchObtenerDatosCompaniaQuery(queryClient);
  void prefetchConsultarNomenclaturasQuery(queryClient);
  void prefetchObtenerDatosPersonalesQuery(queryClient, user.idUsuario);
  if (roleOf(user) !== 'teacher') void prefetchListarPermisosUsuarioQuery(queryClient);
}
