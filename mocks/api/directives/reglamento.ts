import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryFlag, queryOne, queryOneOrThrow } from '../../db/query.ts';
import {
  auditChange,
  bit,
  createCrudHandlers,
  iso,
  listHandler,
  recordInUse,
  withFlags,
} from '../admin/crud.ts';
import { filterFlag, filterInteger, filterText } from '../admin/simpleRest.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { ok } from '../respond.ts';
import { texts } from '../texts.ts';
import { adminTexts } from '../admin/texts.ts';
import {
  ACCEPTANCE_SORTABLE,
  acceptanceSql,
  HAS_VERSIONS_SQL,
  ONLY_VERSION_OF_ACTIVE_SQL,
  REGULATION_ACCEPTED_SQL,
  REGULATION_EXISTS_SQL,
  REGULATION_INSERT_SQL,
  REGULATION_SORTABLE,
  regulationSql,
  VERSION_INSERT_SQL,
  VERSION_REMOVE_SQL,
  VERSION_SORTABLE,
  versionSql,
} from './reglamento.sql.ts';

type Schemas = components['schemas'];
type Reglamento = Schemas['Reglamento'];
type ReglamentoVersion = Schemas['ReglamentoVersion'];
type Row = Record<string, unknown>;
/** A regulation's own fields, as every create and update body carries them. */
type RegulationFields = Pick<Schemas['ReglamentoGuardado'], 'descripcion' | 'activo' | 'tipo'> &
  Required<Pick<Schemas['ReglamentoGuardado'], 'titulo' | 'audiencia'>>;
type VersionText = Pick<ReglamentoVersion, 'resumenCambios' | 'contenido'>;

const RESOURCE = 'reglamentos';
const VERSIONS = 'reglamentoVersion';

const regulationFromRow = withFlags<Reglamento>('activo');
const versionFromRow = (row: Row) =>
  ({ ...row, publicadoEn: iso(row.publicadoEn), vigente: row.vigente === 1 }) as ReglamentoVersion;
const readRegulation = (db: DatabaseSync, id: number) =>
  regulationFromRow(queryOneOrThrow<Row>(db, regulationSql.one, { id }));
const readVersion = (db: DatabaseSync, id: number) => {
  const row = queryOne<Row>(db, versionSql.one, { id });
  return row && versionFromRow(row);
};

const regulationValues = (body: RegulationFields) => ({
  titulo: body.titulo.trim(),
  descripcion: (body.descripcion ?? '').trim(),
  audiencia: body.audiencia,
  activo: bit(body.activo),
});

/** Publishes a version of `reglamentoId` numbered after its newest; inside the caller's transaction. */
function publishVersion(context: HandlerContext, reglamentoId: number, text: VersionText) {
  const { db, clock } = context.services;
  const id = Number(
    db.prepare(VERSION_INSERT_SQL).run({
      reglamentoId,
      resumenCambios: text.resumenCambios.trim(),
      contenido: text.contenido.trim(),
      publicadoEn: clock(),
      publicadoPor: signedIn(context).idu,
    }).lastInsertRowid,
  );
  const version = versionFromRow(queryOneOrThrow<Row>(db, versionSql.one, { id }));
  auditChange(context, VERSIONS, 'create', id, null, version);
  return version;
}

/** A new regulation with its version 1; inside the caller's transaction. */
function createRegulation(context: HandlerContext, body: RegulationFields & VersionText) {
  const { db } = context.services;
  // The kind is set here once: an update's body has no such field.
  const values = { ...regulationValues(body), tipo: body.tipo ?? 'REGLAMENTO' };
  const id = Number(db.prepare(REGULATION_INSERT_SQL).run(values).lastInsertRowid);
  const version = publishVersion(context, id, body);
  const reglamento = readRegulation(db, id);
  auditChange(context, RESOURCE, 'create', id, null, reglamento);
  return { reglamento, version };
}

function requireRegulation(db: DatabaseSync, id: number) {
  if (!queryFlag(db, REGULATION_EXISTS_SQL, { id })) {
    throw badRequest({ reglamentoId: [adminTexts.regulationNotFound] });
  }
}

const reglamentos = createCrudHandlers<Schemas['ReglamentoCambios'], Reglamento>({
  resource: RESOURCE,
  sortable: REGULATION_SORTABLE,
  where: (filter) => ({
    q: filterText(filter.q),
    audiencia: filterText(filter.audiencia),
    tipo: filterText(filter.tipo),
    activo: filterFlag(filter.activo),
  }),
  sql: regulationSql,
  fromRow: regulationFromRow,
  values: regulationValues,
  // Users could not read an active regulation with no text.
  check: (db, values, id) =>
    id !== null && values.activo === 1 && !queryFlag(db, HAS_VERSIONS_SQL, { id })
      ? { activo: [adminTexts.regulationWithoutVersions] }
      : null,
  // Acceptances are the evidence of what users agreed to.
  inUse: (db, reglamento) =>
    queryFlag(db, REGULATION_ACCEPTED_SQL, { id: reglamento.id })
      ? adminTexts.regulationHasAcceptances
      : null,
});

const versionInUse = (db: DatabaseSync, version: ReglamentoVersion) => {
  if (version.aceptaciones > 0) return adminTexts.versionHasAcceptances;
  return queryFlag(db, ONLY_VERSION_OF_ACTIVE_SQL, { reglamentoId: version.reglamentoId })
    ? adminTexts.onlyVersion
    : null;
};

export const reglamentoHandlers = {
  guardarReglamento: (context) => {
    const { reglamentoId, resumenCambios, contenido, ...fields } = context.body;
    const { db } = context.services;
    return inTransaction(db, () => {
      if (reglamentoId === undefined) {
        const { titulo, audiencia } = fields;
        if (titulo === undefined || audiencia === undefined) {
          throw badRequest({
            ...(titulo === undefined && { titulo: [texts.validation.required] }),
            ...(audiencia === undefined && { audiencia: [texts.validation.required] }),
          });
        }
        return ok(
          createRegulation(context, { ...fields, titulo, audiencia, resumenCambios, contenido }),
        );
      }
      // A new version changes the text only; the regulation's own fields have their own save.
      const sent = Object.keys(fields);
      if (sent.length > 0) {
        throw badRequest(
          Object.fromEntries(sent.map((name) => [name, [texts.validation.unknownField]])),
        );
      }
      requireRegulation(db, reglamentoId);
      const version = publishVersion(context, reglamentoId, { resumenCambios, contenido });
      return ok({ reglamento: readRegulation(db, reglamentoId), version });
    });
  },

  listarReglamentosAdmin: reglamentos.list,
  obtenerReglamento: reglamentos.one,
  actualizarReglamento: reglamentos.update,
  eliminarReglamento: reglamentos.remove,

  crearReglamento: (context) =>
    inTransaction(context.services.db, () => createRegulation(context, context.body).reglamento),

  listarReglamentoVersiones: listHandler<ReglamentoVersion>({
    resource: VERSIONS,
    sortable: VERSION_SORTABLE,
    // Newest first: the current version heads the list.
    defaultOrder: 'DESC',
    where: (filter) => ({ reglamentoId: filterInteger(filter.reglamentoId) }),
    sql: versionSql,
    fromRow: versionFromRow,
  }),

  obtenerReglamentoVersion: ({ params, services }) => {
    const version = readVersion(services.db, params.id);
    if (!version) throw notFound();
    return version;
  },

  crearReglamentoVersion: (context) => {
    const { reglamentoId, ...text } = context.body;
    return inTransaction(context.services.db, () => {
      requireRegulation(context.services.db, reglamentoId);
      return publishVersion(context, reglamentoId, text);
    });
  },

  eliminarReglamentoVersion: (context) => {
    const { db } = context.services;
    const { id } = context.params;
    return inTransaction(db, () => {
      const before = readVersion(db, id);
      if (!before) throw notFound();
      const refusal = versionInUse(db, before);
      if (refusal) throw recordInUse(refusal);
      db.prepare(VERSION_REMOVE_SQL).run({ id });
      auditChange(context, VERSIONS, 'delete', id, before, null);
      return before;
    });
  },

  listarReglamentoAceptaciones: listHandler<Schemas['ReglamentoAceptacion']>({
    resource: 'reglamentoAceptacion',
    sortable: ACCEPTANCE_SORTABLE,
    defaultOrder: 'DESC',
    where: (filter) => ({
      reglamentoId: filterInteger(filter.reglamentoId),
      versionId: filterInteger(filter.versionId),
      q: filterText(filter.q),
    }),
    sql: acceptanceSql,
    fromRow: (row) =>
      ({ ...row, aceptadoEn: iso(row.aceptadoEn) }) as Schemas['ReglamentoAceptacion'],
  }),
} satisfies Partial<ServiceHandlers<operations>>;
