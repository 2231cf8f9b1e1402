import type { components, operations } from '../../../generated/main/paths.ts';
import { queryFlag } from '../../db/query.ts';
import { bit, createCrudHandlers, withFlags } from './crud.ts';
import { filterFlag, filterText } from './simpleRest.ts';
import type { ServiceHandlers } from '../context.ts';
import { adminTexts } from './texts.ts';
import {
  CODE_TAKEN_SQL,
  configuracionNotificacionSql,
  SORTABLE,
} from './configuracionNotificaciones.sql.ts';

type Schemas = components['schemas'];
type Configuracion = Schemas['ConfiguracionNotificacion'];
type Body = Schemas['ConfiguracionNotificacionNueva'] | Schemas['ConfiguracionNotificacionCambios'];

const TIPOS = new Set(['ACADEMICO', 'ADMINISTRATIVO']);

const configuraciones = createCrudHandlers<Body, Configuracion>({
  // Content-Range's unit is a word: the path's hyphen stays out of it.
  resource: 'configuracionNotificaciones',
  sortable: SORTABLE,
  where: (filter) => {
    const tipo = filterText(filter.tipo);
    return {
      q: filterText(filter.q),
      tipo: tipo !== null && TIPOS.has(tipo) ? tipo : null,
      activo: filterFlag(filter.activo),
    };
  },
  sql: configuracionNotificacionSql,
  fromRow: withFlags<Configuracion>('activo', 'porDefecto', 'configurable'),
  values: (body) => ({
    ...('codigo' in body && { tipo: body.tipo, codigo: body.codigo }),
    titulo: body.titulo.trim(),
    descripcion: (body.descripcion ?? '').trim(),
    activo: bit(body.activo),
    porDefecto: bit(body.porDefecto),
    configurable: bit(body.configurable),
  }),
  check: (db, values, id) =>
    id === null && queryFlag(db, CODE_TAKEN_SQL, { codigo: values.codigo ?? null })
      ? { codigo: [adminTexts.notificationCodeTaken] }
      : null,
  // Sent notifications name their code: the configuration stays, and can be turned off.
  inUse: (_db, record) => (record.notificaciones > 0 ? adminTexts.notificationCodeUsed : null),
});

export const configuracionNotificacionesHandlers = {
  listarConfiguracionesNotificacion: configuraciones.list,
  crearConfiguracionNotificacion: configuraciones.create,
  obtenerConfiguracionNotificacion: configuraciones.one,
  actualizarConfiguracionNotificacion: configuraciones.update,
  eliminarConfiguracionNotificacion: configuraciones.remove,
} satisfies Partial<ServiceHandlers<operations>>;
