import type { operations } from '../../../generated/main/paths.ts';
import { queryAll } from '../../db/query.ts';
import type { ServiceHandlers } from '../context.ts';
import { ok } from '../respond.ts';
import { cascadePeriods, cascadeProducts, cascadeProgrammes } from './publicacion.ts';
import { CASCADE_DIVISIONS_SQL } from './publicacion.sql.ts';

// spec §7 filtro/*: the post form's cascade, its lists as comma-separated ids.

/** "1,2,5" -> [1, 2, 5]; empty or missing -> [] (the contract's pattern has checked the rest). */
const ids = (list: string | undefined) => (list ? list.split(',').map(Number) : []);

export const filtroHandlers = {
  listarDivisionesFiltro: ({ body, services }) =>
    ok(
      queryAll<{ id: number; nombre: string }>(services.db, CASCADE_DIVISIONS_SQL, {
        campuses: JSON.stringify(ids(body.idSedes)),
      }),
    ),
  listarProgramasFiltro: ({ body, services }) =>
    ok(cascadeProgrammes(services.db, ids(body.idDivisiones), ids(body.idSedes))),
  listarPeriodosFiltro: ({ body, services }) =>
    ok(cascadePeriods(services.db, ids(body.idProgramas))),
  listarProductosFiltro: ({ body, services }) =>
    ok(cascadeProducts(services.db, ids(body.idProgramas), ids(body.idPeriodos))),
} satisfies Partial<ServiceHandlers<operations>>;
