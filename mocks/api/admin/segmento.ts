import type { components, operations } from '../../../generated/main/paths.ts';
import { queryAll, queryFlag, queryOneOrThrow } from '../../db/query.ts';
import { createCrudHandlers, listHandler, withFlags } from './crud.ts';
import { filterFlag, filterInteger, filterText } from './simpleRest.ts';
import type { ServiceHandlers } from '../context.ts';
import { notFound, type FieldErrors } from '../errors.ts';
import { adminTexts } from './texts.ts';
import {
  CHOICES_SQL,
  MEMBER_SORTABLE,
  memberSql,
  OPTIONS_SQL,
  SEGMENT_EXISTS_SQL,
  SORTABLE,
  segmentoSql,
} from './segmento.sql.ts';

type Schemas = components['schemas'];
type Segmento = Schemas['Segmento'];
type Body = Schemas['SegmentoDatos'] | Schemas['SegmentoCambios'];

const segmentos = createCrudHandlers<Body, Segmento>({
  resource: 'segmento',
  sortable: SORTABLE,
  where: (filter) => ({
    q: filterText(filter.q),
    tipoUsuario: filterInteger(filter.tipoUsuario),
    activo: filterFlag(filter.activo),
  }),
  sql: segmentoSql,
  fromRow: withFlags<Segmento>('activo'),
  values: (body) => ({
    nombre: body.nombre.trim(),
    descripcion: (body.descripcion ?? '').trim(),
    tipoUsuario: body.tipoUsuario,
    marca: body.marca ?? null,
    sedeId: body.sedeId ?? null,
    programaId: body.programaId ?? null,
    ciclo: body.ciclo ?? null,
    activo: body.activo === false ? 0 : 1,
  }),
  check: (db, values): FieldErrors | null => {
    const { marca, sedeId, programaId, ciclo } = values;
    const studentsOnly = { sedeId, programaId, ciclo };
    if (values.tipoUsuario !== 1) {
      const set = Object.entries(studentsOnly).filter(([, value]) => value !== null);
      if (set.length > 0) {
        return Object.fromEntries(set.map(([name]) => [name, [adminTexts.studentsOnly]]));
      }
    }
    const found = queryOneOrThrow<Record<string, number>>(db, CHOICES_SQL, {
      marca,
      sedeId,
      programaId,
      ciclo,
    });
    const missing = Object.entries(found).filter(([, exists]) => exists !== 1);
    return missing.length > 0
      ? Object.fromEntries(missing.map(([name]) => [name, [adminTexts.choiceNotFound]]))
      : null;
  },
});

const members = listHandler<Schemas['UsuarioSegmento']>({
  resource: 'usuarios',
  sortable: MEMBER_SORTABLE,
  // The segment is the path's.
  where: (filter, context) => ({ q: filterText(filter.q), segmentoId: context.params.id }),
  sql: memberSql,
});

export const segmentoHandlers = {
  listarSegmentos: segmentos.list,
  crearSegmento: segmentos.create,
  obtenerSegmento: segmentos.one,
  actualizarSegmento: segmentos.update,
  eliminarSegmento: segmentos.remove,

  listarUsuariosSegmento: (context) => {
    const { id } = context.params;
    if (!queryFlag(context.services.db, SEGMENT_EXISTS_SQL, { id })) {
      throw notFound();
    }
    return members(context);
  },

  listarOpciones: ({ params, services }) =>
    queryAll<Schemas['Opcion']>(services.db, OPTIONS_SQL[params.catalogo]),
} satisfies Partial<ServiceHandlers<operations>>;
