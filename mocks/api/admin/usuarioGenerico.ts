import type { components, operations } from '../../../generated/main/paths.ts';
import { queryFlag, queryOneOrThrow, queryPage } from '../../db/query.ts';
import { hashSecret } from '../../security/password.ts';
import { temporaryPassword } from '../../security/temporaryPassword.ts';
import { bit, createCrudHandlers, iso } from './crud.ts';
import type { ServiceHandlers } from '../context.ts';
import type { FieldErrors } from '../errors.ts';
import { ok } from '../respond.ts';
import { adminTexts } from './texts.ts';
import { CHOICES_SQL, SORTABLE, USED_SQL, usuarioGenericoSql } from './usuarioGenerico.sql.ts';

type Schemas = components['schemas'];
type UsuarioGenerico = Schemas['UsuarioGenerico'];
/** A new account carries the hash of its temporary password into the insert. */
type Body =
  (Schemas['UsuarioGenericoNuevo'] & { hash: string }) | Schemas['UsuarioGenericoCambios'];

const fromRow = (row: Record<string, unknown>) =>
  ({
    ...row,
    activo: row.activo === 1,
    ultimoIngreso: row.ultimoIngreso === null ? null : iso(row.ultimoIngreso),
  }) as UsuarioGenerico;

const cuentas = createCrudHandlers<Body, UsuarioGenerico>({
  resource: 'usuarioGenerico',
  sortable: SORTABLE,
  // The spec's `listar` pages by itself below; createCrudHandlers serves the record and the writes.
  where: () => ({}),
  sql: usuarioGenericoSql,
  fromRow,
  values: (body) => ({
    ...('usuario' in body && { usuario: body.usuario, hash: body.hash }),
    nombre: body.nombre.trim(),
    area: body.area.trim(),
    correo: body.correo.trim().toLowerCase(),
    marca: body.marca,
    activo: bit(body.activo),
  }),
  check: (db, values) => {
    const { taken, brand } = queryOneOrThrow<{ taken: number; brand: number }>(db, CHOICES_SQL, {
      usuario: values.usuario ?? null,
      marca: values.marca,
    });
    const errors: FieldErrors = {
      ...(taken === 1 && { usuario: [adminTexts.usernameTaken] }),
      ...(brand === 0 && { marca: [adminTexts.brandNotFound] }),
    };
    return Object.keys(errors).length > 0 ? errors : null;
  },
  // Its sign-ins and requests in the audit log name it: the account stays, deactivated if need be.
  inUse: (db, record) =>
    queryFlag(db, USED_SQL, { id: record.id }) ? adminTexts.genericUserUsed : null,
});

export const usuarioGenericoHandlers = {
  listarUsuariosGenericos: ({ query, services }) => {
    const pagina = query.pagina ?? 1;
    const tamanoPagina = query.tamanoPagina ?? 25;
    const filter = {
      q: query.busqueda?.trim() || null,
      marca: query.marca ?? null,
      activo: query.activo === undefined ? null : Number(query.activo),
    };
    const { rows, total } = queryPage<Record<string, unknown>>(
      services.db,
      {
        page: usuarioGenericoSql.page(query.orden ?? 'usuario', query.direccion ?? 'ASC'),
        count: usuarioGenericoSql.count,
      },
      filter,
      pagina,
      tamanoPagina,
    );
    return ok({ usuarios: rows.map(fromRow), total });
  },

  obtenerUsuarioGenerico: (context) => ok(cuentas.one(context)),

  guardarUsuarioGenerico: async (context) => {
    const { body } = context;
    if ('id' in body)
      return ok({ usuario: cuentas.update({ ...context, params: { id: body.id } }) });
    const claveTemporal = temporaryPassword();
    const hash = await hashSecret(claveTemporal);
    const usuario = cuentas.create({ ...context, body: { ...body, hash } });
    // Answered this once: the audit log and the database hold its hash at most.
    return ok({ usuario, claveTemporal });
  },

  eliminarUsuarioGenerico: (context) =>
    ok(cuentas.remove({ ...context, params: { id: context.body.id } })),
} satisfies Partial<ServiceHandlers<operations>>;
