import type { operations } from '../../../generated/main/paths.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { filterText, readListQuery, setContentRange } from './simpleRest.ts';
import type { ServiceHandlers } from '../context.ts';
import { notFound } from '../errors.ts';
import { COUNT_SQL, ONE_SQL, pageSql, SORT_COLUMNS } from './auditoria.sql.ts';

interface AuditRow {
  id: number;
  created_at: number;
  userId: number | null;
  usuario: string | null;
  action: string;
  resource: string | null;
  recordId: string | null;
  before_json: string | null;
  after_json: string | null;
}

const SORTABLE = Object.keys(SORT_COLUMNS) as (keyof typeof SORT_COLUMNS)[];

function toEntrada({ created_at, before_json, after_json, ...row }: AuditRow) {
  return {
    ...row,
    createdAt: new Date(created_at).toISOString(),
    before: before_json === null ? null : (JSON.parse(before_json) as Record<string, unknown>),
    after: after_json === null ? null : (JSON.parse(after_json) as Record<string, unknown>),
  };
}

export const auditoriaHandlers = {
  listarAuditoria: ({ query, services, reply }) => {
    const { sort, first, last, filter } = readListQuery(
      { sort: '["id","DESC"]', ...query },
      SORTABLE,
    );
    const where = {
      q: filterText(filter.q),
      resource: filterText(filter.resource),
      recordId: filterText(filter.recordId),
      action: filterText(filter.action),
    };
    const rows = queryAll<AuditRow>(services.db, pageSql(SORT_COLUMNS[sort.field], sort.order), {
      ...where,
      limit: last - first + 1,
      offset: first,
    });
    const { total } = queryOneOrThrow<{ total: number }>(services.db, COUNT_SQL, where);
    setContentRange(reply, 'auditoria', first, rows.length, total);
    return rows.map(toEntrada);
  },

  obtenerAuditoria: ({ params, services }) => {
    const row = queryOne<AuditRow>(services.db, ONE_SQL, params.id);
    if (!row) throw notFound();
    return toEntrada(row);
  },
} satisfies Partial<ServiceHandlers<operations>>;
