import type { components, operations } from '../../../generated/main/paths.ts';
import { queryAll, queryOne } from '../../db/query.ts';
import { withFlags } from '../admin/crud.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { notFound } from '../errors.ts';
import { ok } from '../respond.ts';
import { texts } from '../texts.ts';
import { TOUR_MODULE_PREFIX } from './tareas.sql.ts';
import {
  HELP_MENU_SQL,
  VIEW_MEASURES_SQL,
  VIEW_MODALS_SQL,
  VIEW_STEPS_SQL,
  VIEW_TOUR_SQL,
} from './tour.sql.ts';

// The tours as students and teachers read them (spec §4 Tour, spec §7 tour calls); the
// superadmin's side is in tour.ts and tourPaso.ts. Completing and omitting belong to the flow.

type Schemas = components['schemas'];
type ItemMenuAyuda = Schemas['ItemMenuAyuda'];

/** The task audience of each user type; collaborators have no tours. */
const AUDIENCE_OF_TIP: Record<number, string | null> = { 1: 'ESTUDIANTES', 2: 'DOCENTES', 3: null };

/** The help menu's one group of tours. */
const GROUP_ID = 1;

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
      text: texts.tourMenuGroup,
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
} satisfies Partial<ServiceHandlers<operations>>;
