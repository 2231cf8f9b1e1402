import type { DataProvider, GetListResult, GetOneResult, UpdateResult } from 'react-admin';
import {
  activarTramite,
  editarConfiguracionTramite,
  editarRequisitoTramite,
  listarConfiguracionTramites,
  listarRequisitos,
  listarRequisitosConfiguracion,
  obtenerConfiguracionTramite,
} from '@generated/main/endpoints/tramite-configuracion/tramite-configuracion';
import type {
  ConfiguracionTramite,
  ConfiguracionTramiteCambios,
  ListarRequisitosTipo,
  RequisitoCambios,
  RequisitoConfiguracion,
} from '@generated/main/model';
import { unsupportedBy } from './unsupported';

const MB = 1024 * 1024;

const unsupported = unsupportedBy('Procedure configuration');

const searchOf = (filter: Record<string, unknown> | undefined) =>
  typeof filter?.q === 'string' && filter.q.trim() ? filter.q.trim() : undefined;

/** A type is named by its slug, as its pages' addresses are. */
const typeRecord = (type: ConfiguracionTramite) => ({ ...type, id: type.slug });
export type TypeRecord = ReturnType<typeof typeRecord>;

/**
 * spec §7 tramitesae configuracion listar / obtener / editar / activar keep their own shapes:
 * react-admin asks in its terms (a record's id is the type's slug), this answers in them.
 * Activating is an update whose `meta.activar` says so.
 */
export const tramiteConfiguracionProvider: DataProvider = {
  getList: async (_resource, { pagination, filter, signal }): Promise<GetListResult> => {
    const { page = 1, perPage = 25 } = pagination ?? {};
    const { results } = await listarConfiguracionTramites(
      {
        pagina: page,
        tamanoPagina: perPage,
        busqueda: searchOf(filter),
        ...(typeof filter?.area === 'string' && {
          area: filter.area as ConfiguracionTramite['area']['codigo'],
        }),
        ...(typeof filter?.activo === 'boolean' && { activo: filter.activo }),
      },
      { signal },
    );
    return { data: results.tipos.map(typeRecord), total: results.total };
  },
  getOne: async (_resource, { id, signal }): Promise<GetOneResult> => {
    const { results } = await obtenerConfiguracionTramite(String(id), { signal });
    return { data: typeRecord(results) };
  },
  update: async (_resource, { id, data, meta }): Promise<UpdateResult> => {
    const { results } =
      meta?.activar === true
        ? await activarTramite(String(id), data as { activo: boolean; version: number })
        : await editarConfiguracionTramite(String(id), data as ConfiguracionTramiteCambios);
    return { data: typeRecord(results) };
  },
  getMany: unsupported('read of many'),
  getManyReference: unsupported('list by reference'),
  create: unsupported('create'),
  delete: unsupported('delete'),
  updateMany: unsupported('bulk update'),
  deleteMany: unsupported('bulk delete'),
};

/**
 * A requirement as its form edits it: sizes in MB and a choice's options as their values, only
 * what its kind has (the form sends back what it was given).
 */
export function requirementRecord(requirement: RequisitoConfiguracion) {
  const { pesoMaximo, opciones, ...rest } = requirement;
  return {
    ...rest,
    id: requirement.idRequisito,
    ...(pesoMaximo !== undefined && { pesoMaximoMb: Math.ceil(pesoMaximo / MB) }),
    ...(opciones !== undefined && { opciones: opciones.map((option) => option.valor) }),
  };
}
export type RequirementRecord = ReturnType<typeof requirementRecord>;

/**
 * spec §7 tramitesae requisito/listar (every requirement in force, paged) and configuracion/
 * requisito listar (one type's, named by the list's `slug` filter) and editar. A saved
 * requirement answers its next version, under a new id.
 */
export const tramiteRequisitoProvider: DataProvider = {
  getList: async (_resource, { pagination, filter, signal }): Promise<GetListResult> => {
    if (typeof filter?.slug === 'string') {
      const { results } = await listarRequisitosConfiguracion(filter.slug, { signal });
      return { data: results.requisitos.map(requirementRecord), total: results.requisitos.length };
    }
    const { page = 1, perPage = 25 } = pagination ?? {};
    const { results } = await listarRequisitos(
      {
        pagina: page,
        tamanoPagina: perPage,
        busqueda: searchOf(filter),
        ...(typeof filter?.tipo === 'string' && { tipo: filter.tipo as ListarRequisitosTipo }),
      },
      { signal },
    );
    return { data: results.requisitos.map(requirementRecord), total: results.total };
  },
  update: async (_resource, { id, data }): Promise<UpdateResult> => {
    const { results } = await editarRequisitoTramite(Number(id), data as RequisitoCambios);
    return { data: requirementRecord(results) };
  },
  getOne: unsupported('read of one'),
  getMany: unsupported('read of many'),
  getManyReference: unsupported('list by reference'),
  create: unsupported('create'),
  delete: unsupported('delete'),
  updateMany: unsupported('bulk update'),
  deleteMany: unsupported('bulk delete'),
};
