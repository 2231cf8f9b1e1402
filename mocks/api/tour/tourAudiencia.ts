import type { components, operations } from '../../../generated/main/paths.ts';
import { queryAll, queryOne } from '../../db/query.ts';
import { withFlags } from '../admin/crud.ts';
import { signedIn, type HandlerContext, type ServiceHandlers } from '../context.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { ok } from '../respond.ts';
import { tourTexts } from './texts.ts';
import { TOUR_MODULE_PREFIX } from '../admin/tareas.sql.ts';
import {
  COMPLETE_TOUR_COPY_SQL,
  HELP_MENU_SQL,
  OMIT_TOUR_COPY_SQL,
  OWN_TOUR_COPY_SQL,
  TOUR_COPY_BY_ID_SQL,
  VIEW_MEASURES_SQL,
  VIEW_MODALS_SQL,
  VIEW_STEPS_SQL,
  VIEW_TOUR_SQL,
} from './tour.sql.ts';

// The tours as students and teachers read, finish and omit them (spec §4 Tour, spec §7 tour and
// tarea/nuevaFuncionalidad calls); the superadmin's side is in tour.ts and tourPaso.ts.

type Schemas = components['schemas'];
type ItemMenuAyuda = Schemas['ItemMenuAyuda'];
type TourTaskBody = Schemas['TareaNuevaFuncionalidadRequest'];

interface TourCopy {
  id: number;
  userId: number;
  codeConfig: string | null;
  isCompleted: number;
}

/** The task audience of each user type; collaborators have no tours. */
const AUDIENCE_OF_TIP: Record<number, string | null> = { 1: 'ESTUDIANTES', 2: 'DOCENTES', 3: null };

/** The help menu's one group of tours. */
const GROUP_ID = 1;

/**
 * The caller's own copy of the tour task the body names: by `idTask` (403 for another user's,
 * 404 for an unknown one or one that does not start a tour), else their latest copy of the tour
 * `codeConfig` names (null when they have none: a replay from the help menu).
 */
function ownTourCopy(context: HandlerContext<unknown, unknown, TourTaskBody>): TourCopy | null {
  const { idTask, codeConfig } = context.body;
  const { db } = context.services;
  const caller = signedIn(context);
  const prefix = TOUR_MODULE_PREFIX;
  if (idTask !== undefined && idTask !== null) {
    const copy = queryOne<TourCopy>(db, TOUR_COPY_BY_ID_SQL, { idTask, prefix });
    if (!copy) throw notFound();
    if (copy.userId !== caller.idu) throw forbidden();
    if (codeConfig !== undefined && codeConfig !== copy.codeConfig) {
      throw badRequest({ codeConfig: [tourTexts.tourTaskMismatch] });
    }
    return copy;
  }
  if (codeConfig === undefined) throw badRequest({ idTask: [tourTexts.tourTaskMissing] });
  if (!queryOne(db, VIEW_TOUR_SQL, codeConfig)) throw notFound();
  return (
    queryOne<TourCopy>(db, OWN_TOUR_COPY_SQL, { userId: caller.idu, codeConfig, prefix }) ?? null
  );
}

/** Runs `sql` on the caller's copy (when they have one) and answers the copy as it is now. */
function settleTour(context: HandlerContext<unknown, unknown, TourTaskBody>, sql: string) {
  const copy = ownTourCopy(context);
  if (!copy) return ok({ idTask: null, isCompleted: false });
  const { db, clock } = context.services;
  db.prepare(sql).run({ idTask: copy.id, now: clock() });
  const now = queryOne<TourCopy>(db, TOUR_COPY_BY_ID_SQL, {
    idTask: copy.id,
    prefix: TOUR_MODULE_PREFIX,
  })!;
  return ok({ idTask: copy.id, isCompleted: now.isCompleted === 1 });
}

export const tourAudienciaHandlers = {
  consultarTourMenu: (context) => {
    const caller = signedIn(context);
    const tours = queryAll<Omit<ItemMenuAyuda, 'children' | 'idGroup'>>(
      context.services.db,
      HELP_MENU_SQL,
      {
        userId: caller.idu,
        audiencia: AUDIENCE_OF_TIP[caller.tip] ?? null,
        prefix: TOUR_MODULE_PREFIX,
      },
    ).map((row) => ({
      ...withFlags<ItemMenuAyuda>('isCompleted')(row),
      idGroup: GROUP_ID,
      children: [],
    }));
    if (tours.length === 0) return ok([]);
    const group: ItemMenuAyuda = {
      id: GROUP_ID,
      text: tourTexts.tourMenuGroup,
      idGroup: GROUP_ID,
      codeConfig: null,
      idTask: null,
      isCompleted: tours.every((tour) => tour.isCompleted),
      children: tours,
    };
    return ok([group]);
  },

  consultarNuevaFuncionalidad: ({ body, services }) => {
    const { db } = services;
    const tour = queryOne<{ id: number; codeConfig: string; nombre: string }>(
      db,
      VIEW_TOUR_SQL,
      body.codeConfig,
    );
    if (!tour) throw notFound();
    return ok({
      codeConfig: tour.codeConfig,
      nombre: tour.nombre,
      nuevaFuncionalidadModal: queryAll<Record<string, unknown>>(db, VIEW_MODALS_SQL, tour.id).map(
        withFlags<Schemas['ModalTour']>('showClose'),
      ),
      nuevaFuncionalidad: queryAll<Schemas['PasoTour']>(db, VIEW_STEPS_SQL, tour.id),
      medida: queryAll<Record<string, unknown>>(db, VIEW_MEASURES_SQL, tour.id).map(
        withFlags<Schemas['MedidaTour']>('rounded'),
      ),
    });
  },

  completarNuevaFuncionalidad: (context) => settleTour(context, COMPLETE_TOUR_COPY_SQL),
  omitirNuevaFuncionalidad: (context) => settleTour(context, OMIT_TOUR_COPY_SQL),
} satisfies Partial<ServiceHandlers<operations>>;
