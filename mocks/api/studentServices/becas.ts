import type { components, operations } from '../../../generated/main/paths.ts';
import { queryAll } from '../../db/query.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { limaDay } from '../limaDay.ts';
import { ok } from '../respond.ts';
import { APPLICATIONS_SQL, CATALOGUE_SQL } from './becas.sql.ts';

type Schemas = components['schemas'];

/** A granted scholarship shows as expiring from this many days before its period ends. */
export const EXPIRING_DAYS = 30;

/** Whether a scholarship granted until `endsOn` (a Lima day) expires within EXPIRING_DAYS of `now`. */
export const expiring = (endsOn: string, now: number) => endsOn <= limaDay(now, EXPIRING_DAYS);

interface CatalogueRow {
  tipo: Schemas['TipoBeca'];
  nombre: string;
  beneficio: string;
  conditions: string;
  periods: string | null;
}

export interface ApplicationRow {
  idSolicitud: number;
  tipo: Schemas['TipoBeca'];
  beca: string;
  periodo: string;
  state: 'EN_EVALUACION' | 'OTORGADA' | 'RECHAZADA';
  motivoRechazo: string | null;
  endsOn: string;
  solicitadaEn: number;
}

/** An application as its student reads it. */
export function toSolicitud(row: ApplicationRow, now: number): Schemas['SolicitudBeca'] {
  const granted = row.state === 'OTORGADA';
  return {
    idSolicitud: row.idSolicitud,
    tipo: row.tipo,
    beca: row.beca,
    periodo: row.periodo,
    estado: granted && expiring(row.endsOn, now) ? 'POR_VENCER' : row.state,
    motivoRechazo: row.motivoRechazo,
    vigenteHasta: granted ? row.endsOn : null,
    solicitadaEn: new Date(row.solicitadaEn).toISOString(),
  };
}

export const becasHandlers = {
  obtenerBecasAlumno: (context) => {
    const { db, clock } = context.services;
    const now = clock();
    return ok({
      catalogo: queryAll<CatalogueRow>(db, CATALOGUE_SQL).map(
        ({ conditions, periods, ...row }) => ({
          ...row,
          condiciones: conditions.split('\n'),
          periodos: periods ? periods.split(',') : [],
        }),
      ),
      solicitudes: queryAll<ApplicationRow>(db, APPLICATIONS_SQL, {
        studentId: signedIn(context).idu,
      }).map((row) => toSolicitud(row, now)),
    });
  },
} satisfies Partial<ServiceHandlers<operations>>;
