import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { queryFlag, queryOne } from '../../db/query.ts';
import { bit, createCrudHandlers, withFlags } from '../admin/crud.ts';
import { filterFlag, filterInteger, filterText } from '../admin/simpleRest.ts';
import type { ServiceHandlers } from '../context.ts';
import type { FieldErrors } from '../errors.ts';
import { adminTexts } from '../admin/texts.ts';
import {
  MEASURE_CODE_TAKEN_SQL,
  MEASURE_SORTABLE,
  measureSql,
  MODAL_CODE_TAKEN_SQL,
  MODAL_SORTABLE,
  modalSql,
  TOUR_CODE_TAKEN_SQL,
  TOUR_ID_EXISTS_SQL,
  TOUR_SORTABLE,
  TOUR_TASK_SQL,
  tourSql,
} from './tour.sql.ts';

type Schemas = components['schemas'];

/** A part's create names its tour; the tour must exist (null when the body names none). */
export const missingTour = (db: DatabaseSync, tourId: unknown): FieldErrors | null =>
  tourId !== undefined && tourId !== null && !queryFlag(db, TOUR_ID_EXISTS_SQL, Number(tourId))
    ? { tourId: [adminTexts.tourNotFound] }
    : null;

/** A tour part list's filter: one tour's parts. */
const ofTour = (filter: Record<string, unknown>) => ({ tourId: filterInteger(filter.tourId) });

const tours = createCrudHandlers<Schemas['TourNuevo'] | Schemas['TourCambios'], Schemas['Tour']>({
  resource: 'tour',
  sortable: TOUR_SORTABLE,
  where: (filter) => ({ q: filterText(filter.q), activo: filterFlag(filter.activo) }),
  sql: tourSql,
  fromRow: withFlags<Schemas['Tour']>('activo'),
  // The codeConfig comes on a create only: tasks name a tour by it.
  values: (body) => ({
    ...('codeConfig' in body && { codeConfig: body.codeConfig }),
    nombre: body.nombre.trim(),
    descripcion: (body.descripcion ?? '').trim(),
    activo: bit(body.activo),
  }),
  check: (db, values, id) =>
    id === null && queryFlag(db, TOUR_CODE_TAKEN_SQL, values.codeConfig ?? null)
      ? { codeConfig: [adminTexts.tourCodeTaken] }
      : null,
  // Students and teachers would get a task whose tour is gone.
  inUse: (db, tour) => {
    const task = queryOne<{ nombre: string }>(db, TOUR_TASK_SQL, tour.codeConfig);
    return task ? adminTexts.tourInUse(task.nombre) : null;
  },
});

const modals = createCrudHandlers<
  Schemas['TourModalNuevo'] | Schemas['TourModalCambios'],
  Schemas['TourModal']
>({
  resource: 'tourModal',
  sortable: MODAL_SORTABLE,
  where: ofTour,
  sql: modalSql,
  fromRow: withFlags<Schemas['TourModal']>('showClose'),
  // A modal's tour and code are fixed once created.
  values: (body) => ({
    ...('tourId' in body && { tourId: body.tourId, code: body.code }),
    title: body.title.trim(),
    content: body.content.trim(),
    image: body.image ?? null,
    route: body.route ?? null,
    showClose: bit(body.showClose),
  }),
  check: (db, values, id) => {
    if (id !== null) return null;
    return (
      missingTour(db, values.tourId) ??
      (queryFlag(db, MODAL_CODE_TAKEN_SQL, { tourId: values.tourId!, code: values.code! })
        ? { code: [adminTexts.modalCodeTaken] }
        : null)
    );
  },
});

const measures = createCrudHandlers<
  Schemas['TourMedidaNueva'] | Schemas['TourMedidaCambios'],
  Schemas['TourMedida']
>({
  resource: 'tourMedida',
  sortable: MEASURE_SORTABLE,
  where: ofTour,
  sql: measureSql,
  fromRow: withFlags<Schemas['TourMedida']>('rounded'),
  values: (body) => ({
    ...('tourId' in body && { tourId: body.tourId }),
    code: body.code,
    type: body.type,
    position: body.position,
    offsetX: body.offsetX ?? 0,
    offsetY: body.offsetY ?? 0,
    rounded: bit(body.rounded),
  }),
  // One measure per screen width: the widest that fits is the one that applies.
  check: (db, values, id) =>
    missingTour(db, values.tourId) ??
    (queryFlag(db, MEASURE_CODE_TAKEN_SQL, {
      tourId: values.tourId ?? null,
      code: values.code!,
      id,
    })
      ? { code: [adminTexts.measureCodeTaken] }
      : null),
});

export const tourHandlers = {
  listarTours: tours.list,
  crearTour: tours.create,
  obtenerTour: tours.one,
  actualizarTour: tours.update,
  eliminarTour: tours.remove,

  listarTourModales: modals.list,
  crearTourModal: modals.create,
  obtenerTourModal: modals.one,
  actualizarTourModal: modals.update,
  eliminarTourModal: modals.remove,

  listarTourMedidas: measures.list,
  crearTourMedida: measures.create,
  obtenerTourMedida: measures.one,
  actualizarTourMedida: measures.update,
  eliminarTourMedida: measures.remove,
} satisfies Partial<ServiceHandlers<operations>>;
