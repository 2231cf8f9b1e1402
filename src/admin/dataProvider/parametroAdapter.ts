import { listarParametros } from '@generated/main/endpoints/parametros/parametros';
import type { GetListParams, GetListResult } from 'react-admin';

/**
 * spec §7 `admin/parametro/listar` keeps its own shape (pagina, tamanoPagina, busqueda ->
 * results.parametros): react-admin's list asks, this answers in react-admin's terms.
 */
export async function listParametros(params: GetListParams): Promise<GetListResult> {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const search = typeof params.filter?.q === 'string' ? params.filter.q.trim() : '';
  const response = await listarParametros(
    { pagina: page, tamanoPagina: perPage, ...(search && { busqueda: search }) },
    { signal: params.signal },
  );
  const { parametros, total } = response.results;
  return { data: parametros, total };
}
