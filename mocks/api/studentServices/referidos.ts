import type { components, operations } from '../../../generated/main/paths.ts';
import { queryOne } from '../../db/query.ts';
import { createCrudHandlers, iso } from '../admin/crud.ts';
import { filterInteger, filterText } from '../admin/simpleRest.ts';
import type { ServiceHandlers } from '../context.ts';
import { adminTexts } from '../admin/texts.ts';
import { referidoSql, SORTABLE, STATE_SQL } from './referidos.sql.ts';

type Schemas = components['schemas'];
type Referido = Schemas['Referido'];
type Estado = Schemas['EstadoReferido'];

/** Where a referral may go from each state: forward, or out; an enrolment or a drop is final. */
export const NEXT_STATES: Record<Estado, readonly Estado[]> = {
  REGISTRADO: ['CONTACTADO', 'MATRICULADO', 'DESCARTADO'],
  CONTACTADO: ['MATRICULADO', 'DESCARTADO'],
  MATRICULADO: [],
  DESCARTADO: [],
};

const ESTADOS = new Set(Object.keys(NEXT_STATES));

const referidos = createCrudHandlers<Schemas['ReferidoCambios'], Referido>({
  resource: 'referidos',
  sortable: SORTABLE,
  defaultOrder: 'DESC',
  where: (filter) => {
    const estado = filterText(filter.estado);
    return {
      q: filterText(filter.q),
      estado: estado !== null && ESTADOS.has(estado) ? estado : null,
      programaId: filterInteger(filter.programaId),
    };
  },
  sql: referidoSql,
  fromRow: (row) => ({ ...row, registradoEn: iso(row.registradoEn) }) as Referido,
  values: (body) => ({ estado: body.estado, observacion: (body.observacion ?? '').trim() }),
  check: (db, values, id) => {
    const current = queryOne<{ estado: Estado }>(db, STATE_SQL, { id })?.estado;
    const next = values.estado as Estado;
    // An unknown id is the update's own 404; the same state only changes the note.
    if (!current || current === next || NEXT_STATES[current].includes(next)) return null;
    return { estado: [adminTexts.referralBackwards(current, next)] };
  },
});

export const referidosHandlers = {
  listarReferidos: referidos.list,
  obtenerReferido: referidos.one,
  actualizarReferido: referidos.update,
} satisfies Partial<ServiceHandlers<operations>>;
