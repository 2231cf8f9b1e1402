import type { PageBindings } from '@/routes';

/** The procedures routes of spec §2, bound to their pages. */
export const pages = {
  admin_tickets_manuales_pendientes: () => import('./tray/TrayPage'),
  admin_tickets_manuales_finalizados: () => import('./tray/TrayPage'),
  admin_tickets_manuales_detalle_pendiente: () => import('./adminRequest/AdminRequestPage'),
  admin_tickets_manuales_detalle_finalizado: () => import('./adminRequest/AdminRequestPage'),
  admin_tickets_automaticos_pendientes: () => import('./tray/TrayPage'),
  admin_tickets_automaticos_finalizados: () => import('./tray/TrayPage'),
  admin_tickets_automaticos_detalle_pendiente: () => import('./adminRequest/AdminRequestPage'),
  admin_tickets_automaticos_detalle_finalizado: () => import('./adminRequest/AdminRequestPage'),
  admin_validacion_documentos_pendientes: () => import('./tray/TrayPage'),
  admin_validacion_documentos_finalizados: () => import('./tray/TrayPage'),
  admin_validacion_documentos_detalle_pendiente: () => import('./adminRequest/AdminRequestPage'),
  admin_validacion_documentos_detalle_finalizado: () => import('./adminRequest/AdminRequestPage'),
  estudiantes_tramites_estudios_nuevo: () => import('./newRequest/NewProcedurePage'),
  estudiantes_tramites_estudios_nuevo_detalle: () => import('./requestType/RequestTypePage'),
  estudiantes_tramites_estudios_en_proceso: () => import('./myRequests/MyProceduresPage'),
  estudiantes_tramites_estudios_en_proceso_detalle: () =>
    import('./studentRequest/StudentRequestPage'),
  estudiantes_tramites_estudios_finalizados: () => import('./myRequests/MyProceduresPage'),
  estudiantes_tramites_estudios_finalizados_detalle: () =>
    import('./studentRequest/StudentRequestPage'),
  estudiantes_tramites_extension_nuevo: () => import('./newRequest/NewProcedurePage'),
  estudiantes_tramites_extension_nuevo_detalle: () => import('./requestType/RequestTypePage'),
  estudiantes_tramites_extension_en_proceso: () => import('./myRequests/MyProceduresPage'),
  estudiantes_tramites_extension_en_proceso_detalle: () =>
    import('./studentRequest/StudentRequestPage'),
  estudiantes_tramites_extension_finalizados: () => import('./myRequests/MyProceduresPage'),
  estudiantes_tramites_extension_finalizados_detalle: () =>
    import('./studentRequest/StudentRequestPage'),
  superadmin_tramites_rectificacion: () => import('./rectification/RectificationPage'),
  superadmin_evaluacion_sustitutoria_listar: () =>
    import('./substituteWindows/SubstituteWindowsPage'),
  superadmin_evaluacion_sustitutoria_agregar: () =>
    import('./substituteWindow/SubstituteWindowPage'),
  superadmin_evaluacion_sustitutoria_actualizar: () =>
    import('./substituteWindow/SubstituteWindowPage'),
  docentes_tramites_pendientes: () => import('./teacherPending/TeacherPendingPage'),
  docentes_tramites_finalizados: () => import('./teacherFinished/TeacherFinishedPage'),
  docentes_tramite_pendiente: () => import('./teacherRequest/TeacherRequestPage'),
  docentes_tramite_finalizado: () => import('./teacherRequest/TeacherRequestPage'),
} satisfies PageBindings;
