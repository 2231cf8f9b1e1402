import { areaRoute, defineRoutes } from '../defineRoutes';

const admin = areaRoute('adminType');
const ticket = 'Detalle del ticket';
const validation = 'Detalle de la validación';
const scheduling = '/admin/programacion-docente';
const genericProcedures = '/admin/configuracion/tramites-genericos';

/**
 * spec §2: /psicologos/**, /admin/** and /documentos/**, admin-type users only (spec §6). The
 * /admin react-admin app (src/admin/routes.ts) serves some of these paths from its own router.
 */
export const adminRoutes = defineRoutes({
  admin_app: admin('/admin/*', 'Administración'),
  // The psychologist's own sessions and calendar: the API refuses every other admin-type user
  // (issue 54), so the route does too.
  psicologos_orientacion_psicologica: admin(
    '/psicologos/orientacion-psicologica',
    'Orientación psicológica',
    { guard: 'psychologist' },
  ),
  // Any psychologist's calendar: the API lets only holders of ADMDISPO read it (issue 54), so a
  // psychologist without it is not let in to a 403.
  admin_orientacion_psicologica: admin(
    '/admin/orientacion-psicologica',
    'Orientación psicológica',
    {
      requiresPermission: 'ADMDISPO',
    },
  ),
  admin_tutoriales_guias: admin('/admin/tutoriales-guias', 'Tutoriales y guías'),
  admin_tickets_manuales_pendientes: admin(
    '/admin/tramites/tickets-manuales/pendientes',
    'Tickets manuales pendientes',
  ),
  admin_tickets_manuales_finalizados: admin(
    '/admin/tramites/tickets-manuales/finalizados',
    'Tickets manuales finalizados',
  ),
  admin_tickets_manuales_detalle_pendiente: admin(
    '/admin/tramites/tickets-manuales/detalle/pendientes/:slug/:id',
    ticket,
  ),
  admin_tickets_manuales_detalle_finalizado: admin(
    '/admin/tramites/tickets-manuales/detalle/finalizados/:slug/:id',
    ticket,
  ),
  admin_tickets_automaticos_pendientes: admin(
    '/admin/tramites/tickets-automaticos/pendientes',
    'Tickets automáticos pendientes',
  ),
  admin_tickets_automaticos_finalizados: admin(
    '/admin/tramites/tickets-automaticos/finalizados',
    'Tickets automáticos finalizados',
  ),
  admin_tickets_automaticos_detalle_pendiente: admin(
    '/admin/tramites/tickets-automaticos/detalle/pendientes/:slug/:id',
    ticket,
  ),
  admin_tickets_automaticos_detalle_finalizado: admin(
    '/admin/tramites/tickets-automaticos/detalle/finalizados/:slug/:id',
    ticket,
  ),
  admin_validacion_documentos_pendientes: admin(
    '/admin/tramites/validacion-documentos/pendientes',
    'Validaciones de documentos pendientes',
  ),
  admin_validacion_documentos_finalizados: admin(
    '/admin/tramites/validacion-documentos/finalizados',
    'Validaciones de documentos finalizadas',
  ),
  admin_validacion_documentos_detalle_pendiente: admin(
    '/admin/tramites/validacion-documentos/detalle/pendientes/:slug/:id',
    validation,
  ),
  admin_validacion_documentos_detalle_finalizado: admin(
    '/admin/tramites/validacion-documentos/detalle/finalizados/:slug/:id',
    validation,
  ),
  admin_firmas: admin('/admin/firmas', 'Firmas'),
  admin_programacion_configuracion: admin(
    `${scheduling}/configuracion`,
    'Configuración de la programación docente',
  ),
  admin_programacion_configuracion_detalle: admin(
    `${scheduling}/configuracion/:id`,
    'Configuración de la programación',
  ),
  admin_programacion_asignacion: admin(`${scheduling}/asignacion/:id`, 'Asignación docente'),
  admin_programacion_asignacion_seccion: admin(
    `${scheduling}/asignacion/:id/seccion/:section`,
    'Asignación de la sección',
  ),
  admin_programacion_candidatos: admin(
    `${scheduling}/asignacion/:id/seccion/:section/candidatos`,
    'Candidatos',
  ),
  admin_programacion_aprobaciones: admin(`${scheduling}/aprobaciones/:id`, 'Aprobaciones'),
  admin_programacion_postulantes: admin(
    `${scheduling}/aprobaciones/:id/seccion/:section/postulantes`,
    'Postulantes',
  ),
  admin_programacion_reporteria: admin(
    `${scheduling}/reporteria`,
    'Reportería de la programación docente',
  ),
  admin_programacion_reporte: admin(
    `${scheduling}/reporteria/:id`,
    'Reporte de la programación docente',
  ),
  admin_disponibilidad_docente: admin('/admin/disponibilidad-docente', 'Disponibilidad docente'),
  admin_reportes_tramites: admin('/admin/reportes/tramites', 'Reporte de trámites'),
  admin_reportes_onboarding: admin('/admin/reportes/onboarding', 'Reporte de onboarding'),
  admin_reportes_cv: admin('/admin/reportes/cv', 'Reporte de avance curricular'),
  admin_tramites_genericos_lista: admin(`${genericProcedures}/lista`, 'Trámites genéricos'),
  admin_tramites_genericos_nuevo: admin(`${genericProcedures}/nuevo`, 'Nuevo trámite genérico'),
  admin_tramites_genericos_editar: admin(
    `${genericProcedures}/editar/:id`,
    'Editar trámite genérico',
  ),
  documentos_origen: admin('/documentos/origen', 'Documentos de origen'),
  documentos_origen_detalle: admin('/documentos/origen/:slug', 'Documento de origen'),
});
