import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryFlag, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { newIntegrationKey } from '../../security/integrationKey.ts';
import { auditChange, bit, createCrudHandlers, iso, listHandler } from './crud.ts';
import { filterFlag, filterInteger, filterText } from './simpleRest.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { adminTexts } from './texts.ts';
import {
  claveSql,
  CREDENTIAL_EXISTS_SQL,
  CREDENTIAL_SORTABLE,
  CREDENTIAL_USED_SQL,
  credencialSql,
  KEY_SORTABLE,
  NAME_TAKEN_SQL,
  USE_SORTABLE,
  usoSql,
} from './credenciales.sql.ts';

type Schemas = components['schemas'];
type Credencial = Schemas['Credencial'];
type Clave = Schemas['ClaveCredencial'];
type Alcance = Schemas['AlcanceCredencial'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each operation types its own context
type Context = HandlerContext<any, any, any>;

const DAY_MS = 86_400_000;
/** A system moves to a new key while the old one still works: two valid keys, never more. */
export const MAX_VALID_KEYS = 2;
const DEFAULT_VALIDITY_DAYS = 365;
const ALCANCES = new Set<string>(['PERSONAS_ALUMNOS', 'PERSONAS_DOCENTES'] satisfies Alcance[]);

const orNull = (value: unknown) => (value === null ? null : iso(value));

const credentialFromRow = (row: Record<string, unknown>) =>
  ({
    ...row,
    alcances: JSON.parse(String(row.alcances)),
    activa: row.activa === 1,
    ultimoUso: orNull(row.ultimoUso),
    creadaEn: iso(row.creadaEn),
  }) as Credencial;

const keyFromRow = (row: Record<string, unknown>) =>
  ({
    ...row,
    creadaEn: iso(row.creadaEn),
    venceEn: iso(row.venceEn),
    revocadaEn: orNull(row.revocadaEn),
    ultimoUso: orNull(row.ultimoUso),
  }) as Clave;

/** What a new credential and a change to one store alike. */
const credentialValues = (body: Schemas['CredencialNueva'] | Schemas['CredencialCambios']) => ({
  nombre: body.nombre.trim(),
  sistema: (body.sistema ?? '').trim(),
  alcances: JSON.stringify(body.alcances),
});

/** A name is one credential's, whatever its case; `id` is the credential's own (null when new). */
const nameTaken = (db: DatabaseSync, nombre: unknown, id: number | null) =>
  queryFlag(db, NAME_TAKEN_SQL, { nombre: nombre as string, id })
    ? { nombre: [adminTexts.credentialNameTaken] }
    : null;

const credenciales = createCrudHandlers<Schemas['CredencialCambios'], Credencial>({
  resource: 'credenciales',
  sortable: CREDENTIAL_SORTABLE,
  where: (filter) => {
    const alcance = filterText(filter.alcance);
    return {
      q: filterText(filter.q),
      activa: filterFlag(filter.activa),
      alcance: alcance !== null && ALCANCES.has(alcance) ? alcance : null,
    };
  },
  sql: credencialSql,
  fromRow: credentialFromRow,
  values: (body) => ({ ...credentialValues(body), activa: bit(body.activa) }),
  check: (db, values, id) => nameTaken(db, values.nombre, id),
  // Its trail says which system called and when: the credential stays, suspended if need be.
  inUse: (db, record) =>
    queryFlag(db, CREDENTIAL_USED_SQL, { id: record.id }) ? adminTexts.credentialUsed : null,
});

const readKey = (db: DatabaseSync, id: number) => {
  const row = queryOne<Record<string, unknown>>(db, claveSql.one, { id });
  return row && keyFromRow(row);
};

/**
 * Stores a new key of credential `credencialId` (inside the caller's transaction), audited
 * without its secret, and answers it with its whole value: the one time anyone sees it.
 */
function storeKey(context: Context, credencialId: number, vigenciaDias: number) {
  const { db, clock } = context.services;
  const { valid } = queryOneOrThrow<{ valid: number }>(db, claveSql.valid, { credencialId });
  if (valid >= MAX_VALID_KEYS) throw badRequest({ credencialId: [adminTexts.credentialKeyLimit] });
  const key = newIntegrationKey();
  const now = clock();
  const id = Number(
    db.prepare(claveSql.insert).run({
      credencialId,
      prefijo: key.prefix,
      secretSha256: key.secretSha256,
      now,
      userId: signedIn(context).idu,
      expiresAt: now + vigenciaDias * DAY_MS,
    }).lastInsertRowid,
  );
  const stored = readKey(db, id)!;
  auditChange(context, 'credencialClave', 'create', id, null, stored);
  return { ...stored, claveSecreta: key.value };
}

export const credencialesHandlers = {
  listarCredenciales: credenciales.list,
  obtenerCredencial: credenciales.one,
  actualizarCredencial: credenciales.update,
  eliminarCredencial: credenciales.remove,

  // A credential is born with its first key, in one transaction: never one without the other.
  crearCredencial: (context) => {
    const { db, clock } = context.services;
    const { body } = context;
    return inTransaction(db, () => {
      const values = credentialValues(body);
      const taken = nameTaken(db, values.nombre, null);
      if (taken) throw badRequest(taken);
      const id = Number(
        db
          .prepare(credencialSql.insert)
          .run({ ...values, now: clock(), userId: signedIn(context).idu }).lastInsertRowid,
      );
      const key = storeKey(context, id, body.vigenciaDias ?? DEFAULT_VALIDITY_DAYS);
      const credential = credentialFromRow(
        queryOneOrThrow<Record<string, unknown>>(db, credencialSql.one, { id }),
      );
      auditChange(context, 'credenciales', 'create', id, null, credential);
      return { ...credential, claveSecreta: key.claveSecreta };
    });
  },

  listarClavesCredencial: listHandler<Clave>({
    resource: 'credencialClave',
    sortable: KEY_SORTABLE,
    defaultOrder: 'DESC',
    where: (filter) => ({
      credencialId: filterInteger(filter.credencialId),
      estado: filterText(filter.estado),
    }),
    sql: claveSql,
    fromRow: keyFromRow,
  }),

  obtenerClaveCredencial: ({ params, services }) => {
    const key = readKey(services.db, params.id);
    if (!key) throw notFound();
    return key;
  },

  generarClaveCredencial: (context) => {
    const { db } = context.services;
    const { credencialId, vigenciaDias = DEFAULT_VALIDITY_DAYS } = context.body;
    return inTransaction(db, () => {
      if (!queryFlag(db, CREDENTIAL_EXISTS_SQL, { id: credencialId }))
        throw badRequest({ credencialId: [adminTexts.credentialNotFound] });
      return storeKey(context, credencialId, vigenciaDias);
    });
  },

  // A revoked key stays listed with its trail; revoking it again changes nothing.
  revocarClaveCredencial: (context) => {
    const { db, clock } = context.services;
    const id: number = context.params.id;
    return inTransaction(db, () => {
      const before = readKey(db, id);
      if (!before) throw notFound();
      if (before.revocadaEn !== null) return before;
      db.prepare(claveSql.revoke).run({ id, now: clock() });
      const after = readKey(db, id)!;
      auditChange(context, 'credencialClave', 'update', id, before, after);
      return after;
    });
  },

  listarUsosCredencial: listHandler<Schemas['UsoCredencial']>({
    resource: 'credencialUso',
    sortable: USE_SORTABLE,
    defaultOrder: 'DESC',
    where: (filter) => {
      const resultado = filterText(filter.resultado);
      return {
        credencialId: filterInteger(filter.credencialId),
        resultado: resultado === 'ACEPTADO' || resultado === 'RECHAZADO' ? resultado : null,
      };
    },
    sql: usoSql,
    fromRow: (row) => ({ ...row, fecha: iso(row.fecha) }) as Schemas['UsoCredencial'],
  }),
} satisfies Partial<ServiceHandlers<operations>>;
