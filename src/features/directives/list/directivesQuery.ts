import { getListarDirectivasAlumnoQueryOptions } from '@generated/main/endpoints/directiva/directiva';

/** The page's list as its generated hook reads it (DirectivesPage), for the route's loader. */
export const directivesQuery = () =>
  getListarDirectivasAlumnoQueryOptions({ query: { meta: { silentError: true } } });
