import type { components, operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryOne, queryOneOrThrow } from '../../db/query.ts';
import { auditChange, listHandler } from './crud.ts';
import { filterInteger, filterText } from './simpleRest.ts';
import type { ServiceHandlers } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { adminTexts } from './texts.ts';
import {
  GRANT_SQL,
  HOLDER_SORTABLE,
  HOLDER_SQL,
  holderSql,
  KEY_SORTABLE,
  KEY_SQL,
  keySql,
  REVOKE_SQL,
  USER_BY_NAME_SQL,
} from './permisos.sql.ts';

type Schemas = components['schemas'];
type Titular = Schemas['PermisoUsuario'];

const RESOURCE = 'permisoUsuario';

/** A grant's id is `<key>-<user id>` (the pair is the row's key; the contract's pattern checks it). */
const grantOf = (id: string) => {
  const split = id.lastIndexOf('-');
  return { permiso: id.slice(0, split), usuarioId: Number(id.slice(split + 1)) };
};

export const permisosHandlers = {
  listarPermisos: listHandler<Schemas['Permiso']>({
    resource: 'permiso',
    sortable: KEY_SORTABLE,
    where: (filter) => ({ q: filterText(filter.q) }),
    sql: keySql,
  }),

  obtenerPermiso: ({ params, services }) => {
    const row = queryOne<Schemas['Permiso']>(services.db, KEY_SQL, { codigo: params.id });
    if (!row) throw notFound();
    return row;
  },

  listarTitularesPermiso: listHandler<Titular>({
    resource: RESOURCE,
    sortable: HOLDER_SORTABLE,
    where: (filter) => ({
      permiso: filterText(filter.permiso),
      usuarioId: filterInteger(filter.usuarioId),
      q: filterText(filter.q),
    }),
    sql: holderSql,
  }),

  otorgarPermiso: (context) => {
    const { db } = context.services;
    const { permiso } = context.body;
    return inTransaction(db, () => {
      if (!queryOne(db, KEY_SQL, { codigo: permiso })) {
        throw badRequest({ permiso: [adminTexts.permissionNotFound] });
      }
      const user = queryOne<{ id: number }>(db, USER_BY_NAME_SQL, {
        usuario: context.body.usuario.trim(),
      });
      if (!user) throw badRequest({ usuario: [adminTexts.userNotFound] });
      const grant = { permiso, usuarioId: user.id };
      if (queryOne(db, HOLDER_SQL, grant)) {
        throw badRequest({ usuario: [adminTexts.permissionHeld] });
      }
      db.prepare(GRANT_SQL).run(grant);
      const after = queryOneOrThrow<Titular>(db, HOLDER_SQL, grant);
      auditChange(context, RESOURCE, 'create', after.id, null, after);
      return after;
    });
  },

  revocarPermiso: (context) => {
    const { db } = context.services;
    const grant = grantOf(context.params.id);
    return inTransaction(db, () => {
      const before = queryOne<Titular>(db, HOLDER_SQL, grant);
      if (!before) throw notFound();
      db.prepare(REVOKE_SQL).run(grant);
      auditChange(context, RESOURCE, 'delete', before.id, before, null);
      return before;
    });
  },
} satisfies Partial<ServiceHandlers<operations>>;
