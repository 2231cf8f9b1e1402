import { getListarParametrosQueryOptions } from '@generated/main/endpoints/parametros/parametros';
import type { SesionUsuario } from '@generated/main/model';
import type { QueryClient } from '@tanstack/react-query';
import { toParameterMap, type ParameterMap } from './parameters';

// Every parameter of the brand in one page (the API's maximum). The guard and the shell ask with
// the same arguments, so both share one cached request.
const PAGE_SIZE = 500;

/** The query of the signed-in user's brand parameters, loaded once per session. */
export function parametersQueryOptions(user: SesionUsuario | null) {
  return {
    ...getListarParametrosQueryOptions({ marca: user?.marca, tamanoPagina: PAGE_SIZE }),
    staleTime: Infinity,
  };
}

/**
 * For the route guard (spec §2 /notificaciones): the parameters, from the cache or the API.
 * A failed request counts as every switch off.
 */
export async function fetchParameters(
  queryClient: QueryClient,
  user: SesionUsuario,
): Promise<ParameterMap> {
  try {
    const response = await queryClient.fetchQuery(parametersQueryOptions(user));
    return toParameterMap(response.results.parametros);
  } catch {
    return {};
  }
}
