import simpleRestProvider from 'ra-data-simple-rest';
import { combineDataProviders, type DataProvider } from 'react-admin';
import { getParametro, listParametros } from './parametroAdapter';
import { simpleRestClient } from './simpleRestClient';

function unsupported(method: string) {
  return (resource: string) =>
    Promise.reject(new Error(`${method} is not available for the resource '${resource}'`));
}

/** spec §7 `admin/parametro/listar` keeps the spec's shape behind its adapter (read only). */
const parametroProvider: DataProvider = {
  getList: (_resource, params) => listParametros(params),
  getOne: (_resource, params) => getParametro(params),
  getMany: unsupported('getMany'),
  getManyReference: unsupported('getManyReference'),
  create: unsupported('create'),
  update: unsupported('update'),
  updateMany: unsupported('updateMany'),
  delete: unsupported('delete'),
  deleteMany: unsupported('deleteMany'),
};

// Resources the spec does not shape speak ra-data-simple-rest's dialect under /admin
// (ARCHITECTURE §3), so react-admin's stock provider drives them.
const simpleRest = simpleRestProvider('/admin', simpleRestClient);

/** The admin areas' data provider: an adapter per spec-shaped resource, simple-rest for the rest. */
export const campusDataProvider = combineDataProviders((resource) =>
  resource === 'parametro' ? parametroProvider : simpleRest,
);
