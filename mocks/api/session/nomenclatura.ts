import type { operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { writeAudit } from '../admin/audit.ts';
import { filterInteger, filterText, readListQuery, setContentRange } from '../admin/simpleRest.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { notFound, staleRecord } from '../errors.ts';
import { ok, type ResultsOf } from '../respond.ts';
import {
  BRAND_NOMENCLATURE_SQL,
  COUNT_SQL,
  ONE_SQL,
  pageSql,
  RENAME_SQL,
  SORTABLE,
} from './nomenclatura.sql.ts';

type Nomenclatura = ResultsOf<'consultarNomenclaturas'>[number];
type Registro = Nomenclatura & { id: number; version: number };

const RESOURCE = 'nomenclaturas';

export const nomenclaturaHandlers = {
  consultarNomenclaturas: (context) =>
    ok(
      queryAll<Nomenclatura>(
        context.services.db,
        BRAND_NOMENCLATURE_SQL,
        signedIn(context).brandId,
      ),
    ),

  listarNomenclaturasAdmin: ({ query, services, reply }) => {
    const { sort, first, last, filter } = readListQuery(query, SORTABLE);
    const where = {
      q: filterText(filter.q),
      userTypeId: filterInteger(filter.userTypeId),
      businessUnitId: filterInteger(filter.businessUnitId),
    };
    const rows = queryAll<Registro>(services.db, pageSql(sort.field, sort.order), {
      ...where,
      limit: last - first + 1,
      offset: first,
    });
    const { total } = queryOneOrThrow<{ total: number }>(services.db, COUNT_SQL, where);
    setContentRange(reply, RESOURCE, first, rows.length, total);
    return rows;
  },

  obtenerNomenclaturaAdmin: ({ params, services }) => {
    const row = queryOne<Registro>(services.db, ONE_SQL, params.id);
    if (!row) throw notFound();
    return row;
  },

  actualizarNomenclaturaAdmin: (context) => {
    const { params, body, services } = context;
    const { db } = services;
    return inTransaction(db, () => {
      const before = queryOne<Registro>(db, ONE_SQL, params.id);
      if (!before) throw notFound();
      const changes = {
        singular: body.singular.trim(),
        plural: body.plural.trim(),
        gender: body.gender,
      };
      const { changes: written } = db
        .prepare(RENAME_SQL)
        .run({ ...changes, id: params.id, version: body.version });
      if (Number(written) === 0) throw staleRecord();
      const after = queryOneOrThrow<Registro>(db, ONE_SQL, params.id);
      writeAudit(db, {
        userId: signedIn(context).idu,
        resource: RESOURCE,
        recordId: params.id,
        action: 'update',
        before,
        after,
        at: services.clock(),
      });
      return after;
    });
  },
} satisfies Partial<ServiceHandlers<operations>>;
