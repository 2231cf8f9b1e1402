import { useListarParametros } from '@generated/main/endpoints/parametros/parametros';
import type { ParametrosResponse } from '@generated/main/model';
import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { rememberParameters } from './loadedParameters';
import { toParameterMap, type ParameterMap } from './parameters';

// Every parameter of the brand in one page (the API's maximum). The shell asks with the same
// arguments, so both share one cached request.
const PAGE_SIZE = 500;

const NONE_ON: ParameterMap = {};

const selectMap = (response: ParametrosResponse) => toParameterMap(response.results.parametros);

/** The signed-in user's brand parameters by key, loaded once per session. */
export function useParameters() {
  const { user } = useSession();
  const query = useListarParametros(
    { marca: user?.marca, tamanoPagina: PAGE_SIZE },
    { query: { enabled: user !== null, staleTime: Infinity, select: selectMap } },
  );
  // A failed parameter request counts as every switch off.
  const known = query.isError ? NONE_ON : query.data;
  useEffect(() => {
    if (known) rememberParameters(known);
  }, [known]);
  return query;
}
