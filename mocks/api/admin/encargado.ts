import type { components, operations } from '../../../generated/main/paths.ts';
import { queryAll, queryOneOrThrow } from '../../db/query.ts';
import type { ServiceHandlers } from '../context.ts';
import { ok } from '../respond.ts';
import { encargadoSql } from './encargado.sql.ts';

type EncargadoArea = components['schemas']['EncargadoArea'];

export const encargadoHandlers = {
  // The router has checked the role and every parameter's range and enum against the contract.
  listarEncargados: ({ query, services }) => {
    const pagina = query.pagina ?? 1;
    const tamanoPagina = query.tamanoPagina ?? 25;
    const filter = { q: query.busqueda?.trim() || null, area: query.area ?? null };
    const encargados = queryAll<EncargadoArea>(
      services.db,
      encargadoSql.page(query.orden ?? 'nombre', query.direccion ?? 'ASC'),
      {
        ...filter,
        now: services.clock(),
        limit: tamanoPagina,
        offset: (pagina - 1) * tamanoPagina,
      },
    );
    const { total } = queryOneOrThrow<{ total: number }>(services.db, encargadoSql.count, filter);
    return ok({ encargados, total });
  },
} satisfies Partial<ServiceHandlers<operations>>;
