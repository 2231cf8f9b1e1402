import type { PageBindings } from '@/routes';

/**
 * The two react-admin apps (spec §2 /admin/** and /superadmin/**), each with the table routes its
 * own router answers: its resources and custom pages.
 */
export const pages = {
  admin_app: {
    page: () => import('./AdminApp'),
    serves: [
      'admin_tutoriales_guias',
      'admin_firmas',
      'admin_reportes_tramites',
      'admin_reportes_onboarding',
      'admin_reportes_cv',
      'admin_tramites_genericos_lista',
      'admin_tramites_genericos_nuevo',
      'admin_tramites_genericos_editar',
    ],
  },
  superadmin_app: {
    page: () => import('./SuperadminApp'),
    serves: [
      'superadmin_dashboard',
      'superadmin_parametro',
      'superadmin_maestro_tabla',
      'superadmin_maestro_tabla_registro',
      'superadmin_permiso',
      'superadmin_segmento',
      'superadmin_usuario',
      'superadmin_lista',
      'superadmin_tareas',
      'superadmin_tareas_tour',
      'superadmin_tramites_configuracion_lista',
      'superadmin_tramites_configuracion',
      'superadmin_tramites_requisitos_lista',
      'superadmin_tramites_requisitos',
      'superadmin_usuarios',
      'superadmin_auditoria',
      'superadmin_historial',
      'superadmin_reglamentos',
      'superadmin_version',
      'superadmin_nomenclaturas',
      'superadmin_referidos',
      'superadmin_credenciales',
      'superadmin_credenciales_detalle',
      'superadmin_configuracion_notificaciones',
    ],
  },
} satisfies PageBindings;
