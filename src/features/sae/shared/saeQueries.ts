import { getListarCasosSaeQueryOptions } from '@generated/main/endpoints/sae/sae';

/** The caller's cases as the three pages read them; a failure shows in the page, with a retry. */
export const casesQuery = () =>
  getListarCasosSaeQueryOptions({ query: { meta: { silentError: true } } });
