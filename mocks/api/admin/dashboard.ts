import type { components, operations } from '../../../generated/main/paths.ts';
import { queryAll } from '../../db/query.ts';
import type { ServiceHandlers } from '../context.ts';
import {
  OPEN_PROCEDURES_SQL,
  RECENT_CHANGES_SQL,
  SIGN_INS_BY_DAY_SQL,
  USERS_BY_TYPE_SQL,
} from './dashboard.sql.ts';
import { LIMA_OFFSET_MS } from '../limaDay.ts';

type Schemas = components['schemas'];
type UsuariosTipo = Schemas['DashboardUsuariosTipo'];
type IngresosDia = Schemas['DashboardIngresosDia'];
type TramitesArea = Schemas['DashboardTramitesArea'];

/** The chart's bars name each user type as the campus calls them (spec §1). */
const TYPE_NAMES: Record<UsuariosTipo['tipo'], UsuariosTipo['nombre']> = {
  1: 'Estudiantes',
  2: 'Docentes',
  3: 'Colaboradores',
};

const DAY_MS = 24 * 60 * 60 * 1000;
const SIGN_IN_DAYS = 14;
const RECENT_CHANGES = 8;

interface ChangeRow {
  id: number;
  created_at: number;
  usuario: string | null;
  action: string;
  resource: string;
  recordId: string | null;
}

/**
 * The last `count` campus days ending with the one `now` falls in, oldest first, and the instants
 * (ms) where the first begins and the last ends.
 */
export function campusDays(now: number, count: number) {
  // In "Lima-shifted" milliseconds a day starts at a multiple of DAY_MS, like UTC midnight.
  const todayStart = Math.floor((now + LIMA_OFFSET_MS) / DAY_MS) * DAY_MS;
  const firstStart = todayStart - (count - 1) * DAY_MS;
  const days = Array.from({ length: count }, (_, index) =>
    new Date(firstStart + index * DAY_MS).toISOString().slice(0, 10),
  );
  return { days, from: firstStart - LIMA_OFFSET_MS, until: todayStart + DAY_MS - LIMA_OFFSET_MS };
}

export const dashboardHandlers = {
  obtenerDashboard: ({ services }) => {
    const usuariosPorTipo = queryAll<Omit<UsuariosTipo, 'nombre'>>(
      services.db,
      USERS_BY_TYPE_SQL,
    ).map((row) => ({ ...row, nombre: TYPE_NAMES[row.tipo] }));

    const { days, from, until } = campusDays(services.clock(), SIGN_IN_DAYS);
    const signIns = queryAll<IngresosDia>(services.db, SIGN_INS_BY_DAY_SQL, {
      offset: LIMA_OFFSET_MS,
      from,
      until,
    });
    const byDay = new Map(signIns.map((row) => [row.fecha, row.total]));
    // A day nobody signed in still gets its point: the line must not skip it.
    const ingresosPorDia = days.map((fecha) => ({ fecha, total: byDay.get(fecha) ?? 0 }));

    const auditoriaReciente = queryAll<ChangeRow>(
      services.db,
      RECENT_CHANGES_SQL,
      RECENT_CHANGES,
    ).map(({ created_at, ...row }) => ({ ...row, createdAt: new Date(created_at).toISOString() }));
    const tramitesAbiertos = queryAll<TramitesArea>(services.db, OPEN_PROCEDURES_SQL, {
      now: services.clock(),
    });
    return { usuariosPorTipo, ingresosPorDia, auditoriaReciente, tramitesAbiertos };
  },
} satisfies Partial<ServiceHandlers<operations>>;
