import type {
  CreateResult,
  DataProvider,
  DeleteResult,
  GetListResult,
  GetOneResult,
  UpdateResult,
} from 'react-admin';
import {
  eliminarUsuarioGenerico,
  guardarUsuarioGenerico,
  listarUsuariosGenericos,
  obtenerUsuarioGenerico,
} from '@generated/main/endpoints/usuario-generico/usuario-generico';
import type {
  ListarUsuariosGenericosOrden,
  UsuarioGenericoCambios,
  UsuarioGenericoNuevo,
} from '@generated/main/model';
import { unsupportedBy } from './unsupported';

const unsupported = unsupportedBy('Generic accounts');

/**
 * spec §7 admin/usuarioGenerico keeps its own shapes: `listar` (pagina, tamanoPagina, busqueda,
 * orden -> results.usuarios), `guardar` (a new account without id, its changes with one) and
 * `eliminar` (the id in the body). react-admin asks in its terms; this answers in them. A new
 * account's record carries its temporary password, for the page to show once.
 */
export const usuarioGenericoProvider: DataProvider = {
  getList: async (_resource, { pagination, sort, filter, signal }): Promise<GetListResult> => {
    const { page = 1, perPage = 25 } = pagination ?? {};
    const busqueda = typeof filter?.q === 'string' ? filter.q.trim() : '';
    const { results } = await listarUsuariosGenericos(
      {
        pagina: page,
        tamanoPagina: perPage,
        ...(busqueda && { busqueda }),
        ...(typeof filter?.marca === 'string' && { marca: filter.marca }),
        ...(typeof filter?.activo === 'boolean' && { activo: filter.activo }),
        ...(sort && {
          orden: sort.field as ListarUsuariosGenericosOrden,
          direccion: sort.order === 'DESC' ? 'DESC' : 'ASC',
        }),
      },
      { signal },
    );
    return { data: results.usuarios, total: results.total };
  },
  getOne: async (_resource, { id, signal }): Promise<GetOneResult> => {
    const { results } = await obtenerUsuarioGenerico(Number(id), { signal });
    return { data: results };
  },
  create: async (_resource, { data }): Promise<CreateResult> => {
    const { results } = await guardarUsuarioGenerico(data as UsuarioGenericoNuevo);
    return { data: { ...results.usuario, claveTemporal: results.claveTemporal } };
  },
  update: async (_resource, { id, data }): Promise<UpdateResult> => {
    const { results } = await guardarUsuarioGenerico({
      ...(data as UsuarioGenericoCambios),
      id: Number(id),
    });
    return { data: results.usuario };
  },
  delete: async (_resource, { id }): Promise<DeleteResult> => {
    const { results } = await eliminarUsuarioGenerico({ id: Number(id) });
    return { data: results };
  },
  getMany: unsupported('read of many'),
  getManyReference: unsupported('list by reference'),
  updateMany: unsupported('bulk update'),
  deleteMany: unsupported('bulk delete'),
};
