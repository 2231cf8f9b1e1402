import type { DatabaseSync } from 'node:sqlite';
import type { components, operations } from '../../../generated/main/paths.ts';
import { inTransaction } from '../../db/openDatabase.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../../db/query.ts';
import { auditChange, listHandler } from '../admin/crud.ts';
import { filterInteger } from '../admin/simpleRest.ts';
import type { HandlerContext, ServiceHandlers } from '../context.ts';
import { badRequest, notFound, staleRecord, type FieldErrors } from '../errors.ts';
import { adminTexts } from '../admin/texts.ts';
import { missingTour } from './tour.ts';
import {
  STEP_COUNT_SQL,
  STEP_INSERT_SQL,
  STEP_PARK_SQL,
  STEP_REMOVE_SQL,
  STEP_SHIFT_BACK_SQL,
  STEP_SHIFT_OUT_SQL,
  STEP_SORTABLE,
  STEP_UPDATE_SQL,
  STEPS_BETWEEN_SQL,
  stepSql,
} from './tour.sql.ts';

// A tour's steps are numbered 1..n without gaps (spec §4: the tour plays them in order). Inserting,
// moving or deleting one moves the others, and each moved step is saved (new version) and audited
// like any change, so a copy of it open elsewhere is refused as stale.

type Schemas = components['schemas'];
type TourPaso = Schemas['TourPaso'];
type StepFields = Omit<Schemas['TourPasoNuevo'], 'tourId'>;

const RESOURCE = 'tourPaso';
/** Far above any step number: where steps wait while the others move. */
const PARKED = 1_000_000;

const read = (db: DatabaseSync, id: number) => queryOne<TourPaso>(db, stepSql.one, { id });

const stepCount = (db: DatabaseSync, tourId: number) =>
  queryOneOrThrow<{ total: number }>(db, STEP_COUNT_SQL, tourId).total;

const stepValues = (body: StepFields) => ({
  step: body.step,
  idComponent: body.idComponent,
  code: body.code,
  route: body.route,
  title: body.title.trim(),
  content: body.content.trim(),
  codeMin: body.codeMin ?? 0,
  codeMax: body.codeMax ?? 3840,
});

/** The step's number is within 1..last and its widths in order; field errors otherwise. */
function stepErrors(values: ReturnType<typeof stepValues>, last: number): FieldErrors | null {
  const errors: FieldErrors = {};
  if (values.step > last) errors.step = [adminTexts.stepOutOfRange(last)];
  if (values.codeMin > values.codeMax) errors.codeMax = [adminTexts.widthRange];
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Moves the steps numbered from..to of a tour by `delta` places, each saved and audited. */
function shiftSteps(
  context: HandlerContext,
  tourId: number,
  from: number,
  to: number,
  delta: 1 | -1,
) {
  const { db } = context.services;
  const range = { tourId, from, to };
  const moved = queryAll<TourPaso>(db, STEPS_BETWEEN_SQL, range);
  if (moved.length === 0) return;
  db.prepare(STEP_SHIFT_OUT_SQL).run({ ...range, offset: PARKED });
  db.prepare(STEP_SHIFT_BACK_SQL).run({ ...range, offset: PARKED, delta });
  for (const before of moved) {
    auditChange(context, RESOURCE, 'update', before.id, before, read(db, before.id));
  }
}

export const tourPasoHandlers = {
  listarTourPasos: listHandler<TourPaso>({
    resource: RESOURCE,
    sortable: STEP_SORTABLE,
    where: (filter) => ({ tourId: filterInteger(filter.tourId) }),
    sql: stepSql,
  }),

  obtenerTourPaso: ({ params, services }) => {
    const step = read(services.db, params.id);
    if (!step) throw notFound();
    return step;
  },

  // Inserted at its number: the steps from there on move one place down.
  crearTourPaso: (context) => {
    const { db } = context.services;
    const { tourId } = context.body;
    return inTransaction(db, () => {
      const tourErrors = missingTour(db, tourId);
      if (tourErrors) throw badRequest(tourErrors);
      const values = stepValues(context.body);
      const count = stepCount(db, tourId);
      const errors = stepErrors(values, count + 1);
      if (errors) throw badRequest(errors);
      shiftSteps(context, tourId, values.step, count, 1);
      const id = Number(db.prepare(STEP_INSERT_SQL).run({ tourId, ...values }).lastInsertRowid);
      const after = read(db, id);
      auditChange(context, RESOURCE, 'create', id, null, after);
      return after!;
    });
  },

  // A new number moves the steps in between one place towards its old one.
  actualizarTourPaso: (context) => {
    const { db } = context.services;
    const { id } = context.params;
    return inTransaction(db, () => {
      const before = read(db, id);
      if (!before) throw notFound();
      const values = stepValues(context.body);
      const errors = stepErrors(values, stepCount(db, before.tourId));
      if (errors) throw badRequest(errors);
      const parked = db
        .prepare(STEP_PARK_SQL)
        .run({ id, version: context.body.version, offset: PARKED });
      if (Number(parked.changes) === 0) throw staleRecord();
      if (values.step < before.step) {
        shiftSteps(context, before.tourId, values.step, before.step - 1, 1);
      } else if (values.step > before.step) {
        shiftSteps(context, before.tourId, before.step + 1, values.step, -1);
      }
      db.prepare(STEP_UPDATE_SQL).run({ id, ...values });
      const after = read(db, id);
      auditChange(context, RESOURCE, 'update', id, before, after);
      return after!;
    });
  },

  // The following steps move one place up.
  eliminarTourPaso: (context) => {
    const { db } = context.services;
    const { id } = context.params;
    return inTransaction(db, () => {
      const before = read(db, id);
      if (!before) throw notFound();
      db.prepare(STEP_REMOVE_SQL).run({ id });
      auditChange(context, RESOURCE, 'delete', id, before, null);
      shiftSteps(context, before.tourId, before.step + 1, stepCount(db, before.tourId) + 1, -1);
      return before;
    });
  },
} satisfies Partial<ServiceHandlers<operations>>;
