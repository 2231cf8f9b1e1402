import { getListarBeneficiosQueryOptions } from '@generated/main/endpoints/beneficios/beneficios';

/** The page's list as its generated hook reads it (BenefitsPage), for the route's loader. */
export const benefitsQuery = () =>
  getListarBeneficiosQueryOptions({ query: { meta: { silentError: true } } });
