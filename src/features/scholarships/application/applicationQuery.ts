import { getObtenerBecaSocioeconomicaQueryOptions } from '@generated/main/endpoints/beca-socioeconomica/beca-socioeconomica';

/** The caller's socioeconomic form as saved; a failure shows in the page, with a retry. */
export const applicationQuery = () =>
  getObtenerBecaSocioeconomicaQueryOptions({ query: { meta: { silentError: true } } });
