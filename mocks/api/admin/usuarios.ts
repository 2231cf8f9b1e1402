import type { components, operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryOne, queryOneOrThrow } from '../../db/query.ts';
import { hashSecret } from '../../security/password.ts';
import { temporaryPassword } from '../../security/temporaryPassword.ts';
import { auditChange, createCrudHandlers } from './crud.ts';
import { filterFlag, filterInteger, filterText } from './simpleRest.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { badRequest, notFound, staleRecord } from '../errors.ts';
import { adminTexts } from './texts.ts';
import { LOCK_SQL, PASSWORD_SQL, SORTABLE, usuarioSql } from './usuarios.sql.ts';

type Schemas = components['schemas'];
type UsuarioAdmin = Schemas['UsuarioAdmin'];

const RESOURCE = 'usuarios';

const fromRow = (row: Record<string, unknown>) =>
  ({
    ...row,
    esAdministrativo: row.esAdministrativo === 1,
    esPsicologo: row.esPsicologo === 1,
    bloqueado: row.bloqueado === 1,
    permisos: typeof row.permisos === 'string' ? row.permisos.split(',') : [],
  }) as UsuarioAdmin;

const usuarios = createCrudHandlers<Schemas['UsuarioAdminCambios'], UsuarioAdmin>({
  resource: RESOURCE,
  sortable: SORTABLE,
  where: (filter) => ({
    q: filterText(filter.q),
    tipo: filterInteger(filter.tipo),
    esAdministrativo: filterFlag(filter.esAdministrativo),
    bloqueado: filterFlag(filter.bloqueado),
  }),
  sql: usuarioSql,
  fromRow,
  values: (body) => ({
    esAdministrativo: Number(body.esAdministrativo),
    esPsicologo: Number(body.esPsicologo),
  }),
  // Without the flag the superadmin would lock themselves out of the area they are in.
  check: (_db, values, id, callerId) =>
    id === callerId && values.esAdministrativo === 0
      ? { esAdministrativo: [adminTexts.ownAdminFlag] }
      : null,
});

export const usuariosHandlers = {
  listarUsuariosAdmin: usuarios.list,
  obtenerUsuarioAdmin: usuarios.one,
  actualizarUsuarioAdmin: usuarios.update,

  cambiarBloqueoUsuario: (context) => {
    const { params, body, services } = context;
    const { db } = services;
    if (params.id === signedIn(context).idu && body.bloqueado) {
      throw badRequest({ bloqueado: [adminTexts.ownLock] });
    }
    // A lock ends the account's sessions (migration 035's trigger).
    return inTransaction(db, () => {
      const before = queryOne<Record<string, unknown>>(db, usuarioSql.one, { id: params.id });
      if (!before) throw notFound();
      const { changes } = db
        .prepare(LOCK_SQL)
        .run({ id: params.id, bloqueado: Number(body.bloqueado), version: body.version });
      if (Number(changes) === 0) throw staleRecord();
      const after = fromRow(
        queryOneOrThrow<Record<string, unknown>>(db, usuarioSql.one, { id: params.id }),
      );
      auditChange(context, RESOURCE, 'update', params.id, fromRow(before), after);
      return after;
    });
  },

  generarClaveTemporal: async (context) => {
    const { params, services } = context;
    const { db } = services;
    const user = queryOne<Record<string, unknown>>(db, usuarioSql.one, { id: params.id });
    if (!user) throw notFound();
    const claveTemporal = temporaryPassword();
    const hash = await hashSecret(claveTemporal);
    inTransaction(db, () => {
      db.prepare(PASSWORD_SQL).run({ id: params.id, hash });
      // The audit says that it happened and who did it; the password itself is nowhere stored.
      auditChange(context, RESOURCE, 'CLAVE_TEMPORAL', params.id, null, null);
    });
    return { usuario: String(user.usuario), claveTemporal };
  },
} satisfies Partial<ServiceHandlers<operations>>;
