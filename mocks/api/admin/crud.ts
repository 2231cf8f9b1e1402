import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { signedIn, type HandlerContext } from '../context.ts';
import { ApiError, badRequest, notFound, staleRecord, type FieldErrors } from '../errors.ts';
import { writeAudit, type AuditEntry } from './audit.ts';
import { readListQuery, setContentRange } from './simpleRest.ts';

type Values = Record<string, SQLInputValue>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each operation types its own context
type Context = HandlerContext<any, any, any>;

/** The SQL of one editable table; each statement reads named parameters. */
export interface CrudSql {
  /** One page: `:limit`, `:offset` and the filters; `field` and `order` are already checked. */
  page: (field: string, order: 'ASC' | 'DESC') => string;
  /** `total` for the same filters. */
  count: string;
  /** The record as the API answers it, by `:id`. */
  one: string;
  /** Inserts the values; none for a resource the admin areas never create (users). */
  insert?: string;
  /** Writes the values where `:id` and `:version` match, and bumps the version. */
  update: string;
  /** Deletes `:id`; none for a resource the admin areas never delete. */
  remove?: string;
}

/** A list the admin areas page, sort and filter in ra-data-simple-rest's dialect. */
export interface CrudList<Row> {
  /** The name in Content-Range and in the audit log. */
  resource: string;
  /** Fields a list may sort by; the first is the default. */
  sortable: readonly string[];
  /** The default order when the list asks none. */
  defaultOrder?: 'ASC' | 'DESC';
  /**
   * The list's filter as the named parameters of `page` and `count` (null lets every row in);
   * the request is there for a list scoped by its path (a segment's users).
   */
  where: (filter: Record<string, unknown>, context: Context) => Values;
  sql: Pick<CrudSql, 'page' | 'count'>;
  /** A row as the API answers it (SQLite's 0/1 as booleans); rows go out as read by default. */
  fromRow?: (row: Record<string, unknown>) => Row;
}

/** A table the admin areas list, create, edit and delete in ra-data-simple-rest's dialect. */
export interface CrudTable<Body, Row> extends CrudList<Row> {
  sql: CrudSql;
  /** The request body as the named parameters of `insert` and `update` (trimmed, defaulted). */
  values: (body: Body) => Values;
  /**
   * Rules the schema cannot state (a code already taken, not on oneself), as field errors; none
   * is null. `id` is null on a create.
   */
  check?: (
    db: DatabaseSync,
    values: Values,
    id: number | null,
    callerId: number,
  ) => FieldErrors | null;
  /** Why this record may not be deleted (a table in use), in Spanish; null lets it go. */
  inUse?: (db: DatabaseSync, record: Row) => string | null;
}

/** A boolean the form may leave out as SQLite's 1/0: absent means true (active, visible). */
export const bit = (value: boolean | undefined): number => (value === false ? 0 : 1);

/** SQLite's 0/1 columns `names` as the booleans the contract promises. */
export const withFlags =
  <Row>(...names: string[]) =>
  (row: Record<string, unknown>): Row =>
    ({
      ...row,
      ...Object.fromEntries(names.map((name) => [name, row[name] === 1])),
    }) as Row;

/** A stored instant (ms) as the API's ISO text. */
export const iso = (epochMs: unknown): string => new Date(Number(epochMs)).toISOString();

/** A delete refused because other data needs the record: nothing is deleted. */
export const recordInUse = (messagePublic: string) =>
  new ApiError(409, 'Record in use', messagePublic);

/** Writes a change the caller made to `resource`'s record `id` (inside the change's transaction). */
export function auditChange(
  context: Context,
  resource: string,
  action: AuditEntry['action'],
  id: number | string,
  before: unknown,
  after: unknown,
): void {
  writeAudit(context.services.db, {
    userId: signedIn(context).idu,
    resource,
    recordId: id,
    action,
    before,
    after,
    at: context.services.clock(),
  });
}

/** The list handler of a simple-rest resource: one page, sorted and filtered, with Content-Range. */
export function listHandler<Row>(list: CrudList<Row>) {
  const { resource, sql, fromRow = (row) => row as Row } = list;
  return (context: Context) => {
    const { query, services, reply } = context;
    const order = list.defaultOrder ?? 'ASC';
    const { sort, first, last, filter } = readListQuery(
      { sort: JSON.stringify([list.sortable[0], order]), ...query },
      list.sortable,
    );
    const where = list.where(filter, context);
    const rows = queryAll<Record<string, unknown>>(services.db, sql.page(sort.field, sort.order), {
      ...where,
      limit: last - first + 1,
      offset: first,
    });
    const { total } = queryOneOrThrow<{ total: number }>(services.db, sql.count, where);
    setContentRange(reply, resource, first, rows.length, total);
    return rows.map(fromRow);
  };
}

/**
 * The five simple-rest handlers of a table: a paged, sorted, filtered list with Content-Range;
 * one record; create; update refused with 409 on a stale `version`; delete refused with 409 when
 * the record is in use. Every write lands in the audit log inside its own transaction.
 */
export function createCrudHandlers<Body, Row>(table: CrudTable<Body, Row>) {
  const { resource, sql, fromRow = (row) => row as Row } = table;
  const statement = (text: string | undefined, what: string) => {
    if (!text) throw new Error(`${resource} has no ${what}: no operation may route to it`);
    return text;
  };
  const read = (db: DatabaseSync, id: number) => {
    const row = queryOne<Record<string, unknown>>(db, sql.one, { id });
    return row && fromRow(row);
  };
  // Right after this transaction's own write, the record is there.
  const written = (db: DatabaseSync, id: number) =>
    fromRow(queryOneOrThrow<Record<string, unknown>>(db, sql.one, { id }));
  const audit = (
    context: Context,
    action: 'create' | 'update' | 'delete',
    id: number,
    before: unknown,
    after: unknown,
  ) => auditChange(context, resource, action, id, before, after);
  const checked = (context: Context, id: number | null) => {
    const values = table.values(context.body as Body);
    const errors = table.check?.(context.services.db, values, id, signedIn(context).idu);
    if (errors) throw badRequest(errors);
    return values;
  };

  return {
    list: listHandler(table),

    one: ({ params, services }: Context) => {
      const row = read(services.db, params.id);
      if (!row) throw notFound();
      return row;
    },

    create: (context: Context) => {
      const { db } = context.services;
      return inTransaction(db, () => {
        const values = checked(context, null);
        const id = Number(db.prepare(statement(sql.insert, 'insert')).run(values).lastInsertRowid);
        const after = written(db, id);
        audit(context, 'create', id, null, after);
        return after;
      });
    },

    update: (context: Context) => {
      const { db } = context.services;
      const id: number = context.params.id;
      return inTransaction(db, () => {
        const before = read(db, id);
        if (!before) throw notFound();
        const values = checked(context, id);
        const { changes } = db
          .prepare(sql.update)
          .run({ ...values, id, version: (context.body as { version: number }).version });
        if (Number(changes) === 0) throw staleRecord();
        const after = written(db, id);
        audit(context, 'update', id, before, after);
        return after;
      });
    },

    remove: (context: Context) => {
      const { db } = context.services;
      const id: number = context.params.id;
      return inTransaction(db, () => {
        const before = read(db, id);
        if (!before) throw notFound();
        const refusal = table.inUse?.(db, before);
        if (refusal) throw recordInUse(refusal);
        db.prepare(statement(sql.remove, 'delete')).run({ id });
        audit(context, 'delete', id, before, null);
        return before;
      });
    },
  };
}
