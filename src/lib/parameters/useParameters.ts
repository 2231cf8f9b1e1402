import { useListarParametros } from '@generated/main/endpoints/parametros/parametros';
import { getRuntimeConfig } from '@/lib/config';
import { useSession } from '@/lib/session';
import { toParameterMap } from './parameters';

// Large enough for every parameter of a brand in one page.
const ALL_PARAMETERS = { pagina: 1, tamanoPagina: 500 } as const;
const FIVE_MINUTES = 5 * 60_000;

/** The signed-in user's brand parameters by key; one cached request shared by every caller. */
export function useParameters() {
  const { user } = useSession();
  const marca = user?.marca ?? getRuntimeConfig().brand;
  return useListarParametros(
    { ...ALL_PARAMETERS, marca },
    {
      query: {
        enabled: user !== null,
        staleTime: FIVE_MINUTES,
        select: (response) => toParameterMap(response.results.parametros),
      },
    },
  );
}
