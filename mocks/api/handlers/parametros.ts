import type { operations } from '../../../generated/main/paths.ts';
import { queryAll, queryOneOrThrow } from '../../db/query.ts';
import type { ServiceHandlers } from '../context.ts';
import { ok, type ResultsOf } from '../respond.ts';

type Parametro = ResultsOf<'listarParametros'>['parametros'][number];

// With a brand: its own rows plus the global ones it does not override. Without: every row.
const VISIBLE_SQL = `SELECT p.clave, p.valor, p.valor2, p.descripcion, p.brand_id,
    (SELECT code FROM brands WHERE id = p.brand_id) AS marca FROM parameters p
  WHERE (:brand IS NULL
     OR p.brand_id = (SELECT id FROM brands WHERE code = :brand)
     OR (p.brand_id IS NULL AND NOT EXISTS (
           SELECT 1 FROM parameters own JOIN brands b ON b.id = own.brand_id
           WHERE b.code = :brand AND own.clave = p.clave)))
    AND (:search IS NULL OR instr(fold(p.clave || ' ' || p.descripcion), fold(:search)) > 0)`;

const PAGE_SQL = `SELECT clave, valor, valor2, descripcion, marca FROM (${VISIBLE_SQL})
  ORDER BY clave COLLATE NOCASE, brand_id LIMIT :limit OFFSET :offset`;
const COUNT_SQL = `SELECT count(*) AS total FROM (${VISIBLE_SQL})`;

export const parametrosHandlers = {
  listarParametros: ({ query, services }) => {
    const pagina = query.pagina ?? 1;
    const tamanoPagina = query.tamanoPagina ?? 100;
    const filter = { brand: query.marca ?? null, search: query.busqueda?.trim() || null };
    const parametros = queryAll<Parametro>(services.db, PAGE_SQL, {
      ...filter,
      limit: tamanoPagina,
      offset: (pagina - 1) * tamanoPagina,
    });
    const { total } = queryOneOrThrow<{ total: number }>(services.db, COUNT_SQL, filter);
    return ok({ parametros, total, pagina, tamanoPagina });
  },
} satisfies Partial<ServiceHandlers<operations>>;
