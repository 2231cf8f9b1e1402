import type { components, operations } from '../../../generated/main/paths.ts';
import { createCrudHandlers } from '../admin/crud.ts';
import { filterText } from '../admin/simpleRest.ts';
import type { ServiceHandlers } from '../context.ts';
import { synonymErrors, synonymValues } from './synonymRules.ts';
import { SYNONYM_SORTABLE, synonymSql } from './sinonimosAsistente.sql.ts';

// The assistant's vocabulary as a master table of the superadmin (issue 56): audited like the
// others (crud.ts); the index reads a change on its next question (its stamp holds the table).

type Schemas = components['schemas'];
type Body = Schemas['SinonimoAsistenteDatos'] | Schemas['SinonimoAsistenteCambios'];

/** The resource's name in the audit log. */
export const SYNONYM_RESOURCE = 'sinonimosAsistente';

const synonyms = createCrudHandlers<Body, Schemas['SinonimoAsistente']>({
  resource: SYNONYM_RESOURCE,
  sortable: SYNONYM_SORTABLE,
  where: (filter) => ({ q: filterText(filter.q) }),
  sql: synonymSql,
  values: synonymValues,
  check: synonymErrors,
});

export const sinonimosAsistenteHandlers = {
  listarSinonimosAsistente: synonyms.list,
  crearSinonimoAsistente: synonyms.create,
  obtenerSinonimoAsistente: synonyms.one,
  actualizarSinonimoAsistente: synonyms.update,
  eliminarSinonimoAsistente: synonyms.remove,
} satisfies Partial<ServiceHandlers<operations>>;
