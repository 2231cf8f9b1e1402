import { getListarPagosAlumnoQueryOptions } from '@generated/main/endpoints/pagos/pagos';

/** The schedule as the payment pages read it, for the routes' loaders. */
export const paymentsQuery = () =>
  getListarPagosAlumnoQueryOptions({ query: { meta: { silentError: true } } });
