import type { Bandeja } from '@generated/main/model';
import { paths } from '@/routes';

export type Situation = 'pendientes' | 'finalizados';

/** The three trays of spec §2 /admin/tramites, with their names and list routes. */
export const TRAYS: readonly { id: Bandeja; title: string }[] = [
  { id: 'tickets-manuales', title: 'Tickets manuales' },
  { id: 'tickets-automaticos', title: 'Tickets automáticos' },
  { id: 'validacion-documentos', title: 'Validación de documentos' },
];

const LISTS = {
  'tickets-manuales': {
    pendientes: paths.admin_tickets_manuales_pendientes,
    finalizados: paths.admin_tickets_manuales_finalizados,
  },
  'tickets-automaticos': {
    pendientes: paths.admin_tickets_automaticos_pendientes,
    finalizados: paths.admin_tickets_automaticos_finalizados,
  },
  'validacion-documentos': {
    pendientes: paths.admin_validacion_documentos_pendientes,
    finalizados: paths.admin_validacion_documentos_finalizados,
  },
} as const;

export const trayListHref = (bandeja: Bandeja, situation: Situation) =>
  LISTS[bandeja][situation].getHref();

/** The tray and situation a /admin/tramites path names. */
export function trayOfPath(pathname: string): { bandeja: Bandeja; situation: Situation } {
  const bandeja = TRAYS.find((tray) => pathname.includes(`/${tray.id}/`))?.id ?? 'tickets-manuales';
  const situation = /\/finalizad/.test(pathname) ? 'finalizados' : 'pendientes';
  return { bandeja, situation };
}
