import { useListarParametros } from '@generated/main/endpoints/parametros/parametros';
import type { ParametrosResponse } from '@generated/main/model';
import { useSession } from '@/lib/session';
import { toParameterMap } from './parameters';

// Every parameter of the brand in one page (the API's maximum). The shell asks with the same
// arguments, so both share one cached request.
const PAGE_SIZE = 500;

const selectMap = (response: ParametrosResponse) => toParameterMap(response.results.parametros);

/**
 * The signed-in user's brand parameters by key, loaded once per session.
 * `enabled: false` reads only what is already cached.
 */
export function useParameters({ enabled = true }: { enabled?: boolean } = {}) {
  const { user } = useSession();
  return useListarParametros(
    { marca: user?.marca, tamanoPagina: PAGE_SIZE },
    { query: { enabled: enabled && user !== null, staleTime: Infinity, select: selectMap } },
  );
}
