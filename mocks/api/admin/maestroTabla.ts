import type { components, operations } from '../../../generated/main/paths.ts';
import { queryFlag } from '../../db/query.ts';
import { bit, createCrudHandlers, withFlags } from './crud.ts';
import { filterFlag, filterInteger, filterText } from './simpleRest.ts';
import type { ServiceHandlers } from '../context.ts';
import type { FieldErrors } from '../errors.ts';
import { adminTexts } from './texts.ts';
import {
  RECORD_CODE_TAKEN_SQL,
  RECORD_SORTABLE,
  recordSql,
  TABLE_CODE_TAKEN_SQL,
  TABLE_EXISTS_SQL,
  TABLE_SORTABLE,
  tableSql,
} from './maestroTabla.sql.ts';

type Schemas = components['schemas'];
// A create body carries the code (and table) that an update body may not change.
type TableBody = Schemas['MaestroTablaNueva'] | Schemas['MaestroTablaCambios'];
type RecordBody = Schemas['MaestroTablaRegistroNuevo'] | Schemas['MaestroTablaRegistroCambios'];

const tables = createCrudHandlers<TableBody, Schemas['MaestroTabla']>({
  resource: 'maestroTabla',
  sortable: TABLE_SORTABLE,
  where: (filter) => ({ q: filterText(filter.q), activo: filterFlag(filter.activo) }),
  sql: tableSql,
  fromRow: withFlags<Schemas['MaestroTabla']>('activo', 'sistema'),
  values: (body) => ({
    ...('codigo' in body && { codigo: body.codigo.trim() }),
    nombre: body.nombre.trim(),
    descripcion: (body.descripcion ?? '').trim(),
    activo: bit(body.activo),
  }),
  // A code is given once, on create; an update keeps the stored one.
  check: (db, values, id) =>
    id === null && queryFlag(db, TABLE_CODE_TAKEN_SQL, { codigo: values.codigo! })
      ? { codigo: [adminTexts.tableCodeTaken] }
      : null,
  inUse: (_db, table) => {
    if (table.sistema) return adminTexts.systemTable;
    return table.registros > 0 ? adminTexts.tableHasRecords : null;
  },
});

const records = createCrudHandlers<RecordBody, Schemas['MaestroTablaRegistro']>({
  resource: 'maestroTablaRegistro',
  sortable: RECORD_SORTABLE,
  where: (filter) => ({
    tablaId: filterInteger(filter.tablaId),
    q: filterText(filter.q),
    activo: filterFlag(filter.activo),
  }),
  sql: recordSql,
  fromRow: withFlags<Schemas['MaestroTablaRegistro']>('activo'),
  values: (body) => ({
    ...('tablaId' in body && { tablaId: body.tablaId, codigo: body.codigo.trim() }),
    valor: body.valor.trim(),
    descripcion: (body.descripcion ?? '').trim(),
    orden: body.orden ?? 0,
    activo: bit(body.activo),
  }),
  check: (db, values, id): FieldErrors | null => {
    if (id !== null) return null;
    if (!queryFlag(db, TABLE_EXISTS_SQL, { tablaId: values.tablaId! })) {
      return { tablaId: [adminTexts.tableNotFound] };
    }
    return queryFlag(db, RECORD_CODE_TAKEN_SQL, {
      tablaId: values.tablaId!,
      codigo: values.codigo!,
    })
      ? { codigo: [adminTexts.recordCodeTaken] }
      : null;
  },
});

export const maestroTablaHandlers = {
  listarMaestroTablas: tables.list,
  crearMaestroTabla: tables.create,
  obtenerMaestroTabla: tables.one,
  actualizarMaestroTabla: tables.update,
  eliminarMaestroTabla: tables.remove,
  listarMaestroTablaRegistros: records.list,
  crearMaestroTablaRegistro: records.create,
  obtenerMaestroTablaRegistro: records.one,
  actualizarMaestroTablaRegistro: records.update,
  eliminarMaestroTablaRegistro: records.remove,
} satisfies Partial<ServiceHandlers<operations>>;
