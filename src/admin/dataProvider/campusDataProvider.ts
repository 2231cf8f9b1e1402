import simpleRestProvider from 'ra-data-simple-rest';
import { combineDataProviders, type DataProvider } from 'react-admin';
import { listParametros } from './parametroAdapter';
import { listReporte, reportResources, type ReportResource } from './reporteAdapter';
import { restClientFor, simpleRestClient } from './simpleRestClient';
import {
  tramiteConfiguracionProvider,
  tramiteRequisitoProvider,
} from './tramiteConfiguracionAdapter';
import { tramiteGenericoProvider } from './tramiteGenericoAdapter';
import { usuarioGenericoProvider } from './usuarioGenericoAdapter';

// Resources the spec does not shape speak ra-data-simple-rest's dialect under /admin
// (ARCHITECTURE §3), so react-admin's stock provider drives them.
const simpleRest = simpleRestProvider('/admin', simpleRestClient);
/** The support desk's staff queue (`/admin/tickets`) is the support-desk service's. */
const supportDesk = simpleRestProvider('/admin', restClientFor('supportDesk'));

/**
 * Parameters are listed by the spec's own call (`admin/parametro/listar`, behind its adapter);
 * reading one and writing go through `/admin/parametro/{id}` like any simple-rest resource.
 */
const parametroProvider: DataProvider = {
  ...simpleRest,
  getList: (_resource, params) => listParametros(params),
};

/** A segment's users live under it (`/admin/segmento/{id}/usuarios`), named by the list's filter. */
const segmentoUsuariosProvider: DataProvider = {
  ...simpleRest,
  getList: (_resource, { filter: { segmentoId, ...filter }, ...params }) =>
    simpleRest.getList(`segmento/${segmentoId}/usuarios`, { ...params, filter }),
};

/**
 * A resource whose pages sit under another's path (spec §2 /superadmin/tareas/tour) while its API
 * is a resource of its own (`/admin/tour`).
 */
const servedAt = (apiResource: string): DataProvider =>
  Object.fromEntries(
    Object.entries(simpleRest).map(([method, call]) => [
      method,
      (_resource: string, params: unknown) => call(apiResource, params),
    ]),
  ) as DataProvider;
/** A report is read, never written: spec §7 `reporte/listar`, behind its adapter. */
const reportProvider: DataProvider = {
  ...simpleRest,
  getList: (resource, params) => listReporte(resource as ReportResource, params),
};

const adapters: Record<string, DataProvider> = {
  parametro: parametroProvider,
  segmentoUsuarios: segmentoUsuariosProvider,
  usuario: usuarioGenericoProvider,
  'tareas/tour': servedAt('tour'),
  tramiteConfiguracion: tramiteConfiguracionProvider,
  tramiteRequisito: tramiteRequisitoProvider,
  tramiteGenerico: tramiteGenericoProvider,
  tickets: supportDesk,
  ...Object.fromEntries(Object.keys(reportResources).map((name) => [name, reportProvider])),
};

/** The admin areas' data provider: an adapter per spec-shaped resource, simple-rest for the rest. */
export const campusDataProvider = combineDataProviders(
  (resource) => adapters[resource] ?? simpleRest,
);
