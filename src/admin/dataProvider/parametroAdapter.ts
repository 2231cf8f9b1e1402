import { listarParametros } from '@generated/main/endpoints/parametros/parametros';
import type { Parametro } from '@generated/main/model';
import {
  HttpError,
  type GetListParams,
  type GetListResult,
  type GetOneParams,
  type GetOneResult,
} from 'react-admin';

// The API's largest page: a key search returns every parameter whose key contains it.
const MAX_PAGE = 500;

const toRecord = (parametro: Parametro) => ({ id: parametro.clave, ...parametro });

/**
 * spec §7 `admin/parametro/listar` keeps its own shape (pagina, tamanoPagina, busqueda ->
 * results.parametros): react-admin's list asks, this answers in react-admin's terms. A parameter
 * is identified by its key.
 */
export async function listParametros(params: GetListParams): Promise<GetListResult> {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const search = typeof params.filter?.q === 'string' ? params.filter.q.trim() : '';
  const response = await listarParametros(
    { pagina: page, tamanoPagina: perPage, ...(search && { busqueda: search }) },
    { signal: params.signal },
  );
  const { parametros, total } = response.results;
  return { data: parametros.map(toRecord), total };
}

/** The spec has no call for one parameter: its key is searched and matched exactly. */
export async function getParametro(params: GetOneParams): Promise<GetOneResult> {
  const clave = String(params.id);
  const response = await listarParametros(
    { busqueda: clave, tamanoPagina: MAX_PAGE },
    { signal: params.signal },
  );
  const parametro = response.results.parametros.find((candidate) => candidate.clave === clave);
  if (!parametro) throw new HttpError('ra.notification.item_doesnt_exist', 404);
  return { data: toRecord(parametro) };
}
