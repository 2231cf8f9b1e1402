import type { AudienciaTramite, Bandeja, SolicitudResumen } from '@generated/main/model';
import { paths } from '@/routes';
import { isFinal } from './estados';

type Request = Pick<SolicitudResumen, 'idSolicitud' | 'estado' | 'tipo'>;

/** The student's tray of an audience: programme of studies or extension. */
export type StudentAudience = Exclude<AudienciaTramite, 'DOCENTE'>;

const studentDetail = {
  CARRERA: {
    open: paths.estudiantes_tramites_estudios_en_proceso_detalle,
    closed: paths.estudiantes_tramites_estudios_finalizados_detalle,
  },
  EXTENSION: {
    open: paths.estudiantes_tramites_extension_en_proceso_detalle,
    closed: paths.estudiantes_tramites_extension_finalizados_detalle,
  },
} as const;

/** Where a student reads one of their requests: en-proceso or finalizados, by its state. */
export function studentRequestHref(audience: StudentAudience, request: Request) {
  const routes = studentDetail[audience];
  const route = isFinal(request.estado) ? routes.closed : routes.open;
  return route.getHref({ slug: request.tipo.slug, id: request.idSolicitud });
}

/** Where a teacher reads a request they filed or must answer: pendientes or finalizados. */
export function teacherRequestHref(request: Request) {
  const route = isFinal(request.estado)
    ? paths.docentes_tramite_finalizado
    : paths.docentes_tramite_pendiente;
  return route.getHref({ slug: request.tipo.slug, id: request.idSolicitud });
}

const adminDetail = {
  'tickets-manuales': {
    open: paths.admin_tickets_manuales_detalle_pendiente,
    closed: paths.admin_tickets_manuales_detalle_finalizado,
  },
  'tickets-automaticos': {
    open: paths.admin_tickets_automaticos_detalle_pendiente,
    closed: paths.admin_tickets_automaticos_detalle_finalizado,
  },
  'validacion-documentos': {
    open: paths.admin_validacion_documentos_detalle_pendiente,
    closed: paths.admin_validacion_documentos_detalle_finalizado,
  },
} as const;

/** Where a manager reads a request of a tray: detalle/pendientes or detalle/finalizados. */
export function adminRequestHref(bandeja: Bandeja, request: Request) {
  const routes = adminDetail[bandeja];
  const route = isFinal(request.estado) ? routes.closed : routes.open;
  return route.getHref({ slug: request.tipo.slug, id: request.idSolicitud });
}
