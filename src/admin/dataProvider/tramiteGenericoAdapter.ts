import type { DataProvider, GetListResult } from 'react-admin';
import { listarTramitesGenericos } from '@generated/main/endpoints/tramite-generico/tramite-generico';
import type { EstadoTramiteGenerico, TramiteGenericoResumen } from '@generated/main/model';
import { unsupportedBy } from './unsupported';

const unsupported = unsupportedBy('Generic procedures');

const genericRecord = (procedure: TramiteGenericoResumen) => ({
  ...procedure,
  id: procedure.idTramite,
});
export type GenericRecord = ReturnType<typeof genericRecord>;

/**
 * spec §7 tramitegenerico/listar, in react-admin's terms for the builder's list. The builder's
 * own pages read and write through the generated hooks: their steps are no record's fields.
 */
export const tramiteGenericoProvider: DataProvider = {
  getList: async (_resource, { pagination, filter, signal }): Promise<GetListResult> => {
    const { page = 1, perPage = 10 } = pagination ?? {};
    const { results } = await listarTramitesGenericos(
      {
        pagina: page,
        tamanoPagina: perPage,
        ...(typeof filter?.q === 'string' && filter.q.trim() && { busqueda: filter.q.trim() }),
        ...(typeof filter?.estado === 'string' && {
          estado: filter.estado as EstadoTramiteGenerico,
        }),
      },
      { signal },
    );
    return { data: results.tramites.map(genericRecord), total: results.total };
  },
  getOne: unsupported('read of one'),
  getMany: unsupported('read of many'),
  getManyReference: unsupported('list by reference'),
  create: unsupported('create'),
  update: unsupported('update'),
  delete: unsupported('delete'),
  updateMany: unsupported('bulk update'),
  deleteMany: unsupported('bulk delete'),
};
