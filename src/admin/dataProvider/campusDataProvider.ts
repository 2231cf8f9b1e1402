import type { DataProvider } from 'react-admin';
import { getParametro, listParametros } from './parametroAdapter';

function unsupported(method: string) {
  return (resource: string) =>
    Promise.reject(new Error(`${method} is not available for the resource '${resource}'`));
}

/**
 * The admin areas' data provider. Resources the spec shapes get an adapter; the others will
 * follow ra-data-simple-rest's dialect through the same HTTP layer (ARCHITECTURE §3).
 */
export const campusDataProvider: DataProvider = {
  getList: (resource, params) =>
    resource === 'parametro' ? listParametros(params) : unsupported('getList')(resource),
  getOne: (resource, params) =>
    resource === 'parametro' ? getParametro(params) : unsupported('getOne')(resource),
  getMany: unsupported('getMany'),
  getManyReference: unsupported('getManyReference'),
  create: unsupported('create'),
  update: unsupported('update'),
  updateMany: unsupported('updateMany'),
  delete: unsupported('delete'),
  deleteMany: unsupported('deleteMany'),
};
