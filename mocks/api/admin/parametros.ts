import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { checkParameter } from '../../../src/lib/parameters/parameterRules.ts';
import { queryFlag, queryOneOrThrow, queryPage } from '../../db/query.ts';
import { createCrudHandlers, withFlags } from './crud.ts';
import type { ServiceHandlers } from '../context.ts';
import type { FieldErrors } from '../errors.ts';
import { ok } from '../respond.ts';
import { adminTexts } from './texts.ts';
import {
  BRAND_EXISTS_SQL,
  COUNT_SQL,
  KEY_OF_SQL,
  KEY_TAKEN_SQL,
  PAGE_SQL,
  parametroSql,
} from './parametros.sql.ts';

type Schemas = components['schemas'];
type Parametro = Schemas['Parametro'];
// A create body carries the key and brand that an update body may not change.
type Body = Schemas['ParametroNuevo'] | Schemas['ParametroCambios'];

const fromRow = withFlags<Parametro>('sistema');
const keyOf = (db: DatabaseSync, id: number) =>
  queryOneOrThrow<{ clave: string }>(db, KEY_OF_SQL, { id }).clave;
const blankToNull = (text: string | undefined) => text?.trim() || null;

const parametros = createCrudHandlers<Body, Parametro>({
  resource: 'parametro',
  sortable: ['clave'],
  where: () => ({}),
  sql: parametroSql,
  fromRow,
  values: (body) => ({
    ...('clave' in body && { clave: body.clave.trim(), marca: blankToNull(body.marca) }),
    valor: body.valor.trim(),
    valor2: blankToNull(body.valor2),
    descripcion: body.descripcion.trim(),
  }),
  check: (db, values, id): FieldErrors | null => {
    // A known key's value must be one its readers understand (src/lib/parameters/parameterRules).
    const clave = id === null ? String(values.clave) : keyOf(db, id);
    const invalid = checkParameter(clave, String(values.valor), values.valor2 as string | null);
    if (invalid) return invalid;
    if (id !== null) return null;
    const marca = values.marca ?? null;
    if (marca !== null && !queryFlag(db, BRAND_EXISTS_SQL, { marca })) {
      return { marca: [adminTexts.brandNotFound] };
    }
    const taken = queryFlag(db, KEY_TAKEN_SQL, { clave: values.clave!, marca });
    return taken ? { clave: [adminTexts.parameterKeyTaken] } : null;
  },
  inUse: (_db, parametro) => (parametro.sistema ? adminTexts.systemParameter : null),
});

export const parametrosHandlers = {
  listarParametros: ({ query, services }) => {
    const pagina = query.pagina ?? 1;
    const tamanoPagina = query.tamanoPagina ?? 100;
    const filter = { brand: query.marca ?? null, search: query.busqueda?.trim() || null };
    const { rows, total } = queryPage<Record<string, unknown>>(
      services.db,
      { page: PAGE_SQL, count: COUNT_SQL },
      filter,
      pagina,
      tamanoPagina,
    );
    return ok({ parametros: rows.map(fromRow), total, pagina, tamanoPagina });
  },
  crearParametro: parametros.create,
  obtenerParametro: parametros.one,
  actualizarParametro: parametros.update,
  eliminarParametro: parametros.remove,
} satisfies Partial<ServiceHandlers<operations>>;
