import type { components, operations } from '../../../generated/main/paths.ts';
import { queryOne } from '../../db/query.ts';
import { bit, createCrudHandlers, withFlags } from './crud.ts';
import { filterInteger, filterText } from './simpleRest.ts';
import type { ServiceHandlers } from '../context.ts';
import type { FieldErrors } from '../errors.ts';
import { ISSUING_TYPE_SQL, SORTABLE, TAKEN_POSITION_SQL, firmaSql } from './firma.sql.ts';

type Schemas = components['schemas'];

const firmas = createCrudHandlers<Schemas['FirmaNueva'], Schemas['Firma']>({
  resource: 'firmas',
  sortable: SORTABLE,
  where: (filter) => {
    const activo = filter.activo;
    return {
      q: filterText(filter.q),
      idTipoTramite: filterInteger(filter.idTipoTramite),
      activo: typeof activo === 'boolean' ? bit(activo) : null,
    };
  },
  sql: firmaSql,
  fromRow: withFlags('activo'),
  values: (body) => ({
    idTipoTramite: body.idTipoTramite,
    firmante: body.firmante.trim(),
    cargo: body.cargo.trim(),
    orden: body.orden,
    activo: bit(body.activo),
  }),
  check: (db, values, id): FieldErrors | null => {
    const type = queryOne<{ issues: number }>(db, ISSUING_TYPE_SQL, {
      idTipoTramite: values.idTipoTramite,
    });
    if (!type || type.issues !== 1) {
      return { idTipoTramite: ['Elige un trámite que emita un documento.'] };
    }
    if (values.activo === 1 && queryOne(db, TAKEN_POSITION_SQL, { ...values, id })) {
      return { orden: ['Ya hay una firma activa en esa posición para este trámite.'] };
    }
    return null;
  },
});

export const firmaHandlers = {
  listarFirmas: firmas.list,
  obtenerFirma: firmas.one,
  crearFirma: firmas.create,
  actualizarFirma: firmas.update,
  eliminarFirma: firmas.remove,
} satisfies Partial<ServiceHandlers<operations>>;
