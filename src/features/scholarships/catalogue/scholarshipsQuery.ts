import { getObtenerBecasAlumnoQueryOptions } from '@generated/main/endpoints/becas/becas';

/** The catalogue and the caller's applications; a failure shows in the page, with a retry. */
export const scholarshipsQuery = () =>
  getObtenerBecasAlumnoQueryOptions({ query: { meta: { silentError: true } } });
