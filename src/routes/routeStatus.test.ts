import { describe, expect, it } from 'vitest';
import { allRoutes } from './paths';
import { builtRoutes, underConstructionRoutes } from './routeStatus';

describe('route status', () => {
  it('lists the built screens and the /dashboard redirect as built', () => {
    expect(builtRoutes.map((route) => route.name).sort()).toEqual(
      [
        'admin_reportes_cv',
        'admin_reportes_onboarding',
        'admin_reportes_tramites',
        'admin_tramites_genericos_editar',
        'admin_tramites_genericos_lista',
        'admin_tramites_genericos_nuevo',
        'admin_tutoriales_guias',
        'dashboard',
        'documentacion',
        'documentacion_componente',
        'error',
        'login',
        'notifications',
        'nueva_clave',
        'olvida_clave',
        'superadmin_auditoria',
        'superadmin_configuracion_notificaciones',
        'superadmin_credenciales',
        'superadmin_credenciales_detalle',
        'superadmin_dashboard',
        'superadmin_historial',
        'superadmin_lista',
        'superadmin_maestro_tabla',
        'superadmin_maestro_tabla_registro',
        'superadmin_nomenclaturas',
        'superadmin_parametro',
        'superadmin_permiso',
        'superadmin_referidos',
        'superadmin_reglamentos',
        'superadmin_segmento',
        'superadmin_usuario',
        'superadmin_tareas',
        'superadmin_tareas_tour',
        'superadmin_usuarios',
        'superadmin_version',
        // Procedures (issue 11).
        'admin_firmas',
        'documentos_origen',
        'documentos_origen_detalle',
        'estudiantes_tramites_estudios_nuevo',
        'estudiantes_tramites_estudios_nuevo_detalle',
        'estudiantes_tramites_estudios_en_proceso',
        'estudiantes_tramites_estudios_en_proceso_detalle',
        'estudiantes_tramites_estudios_finalizados',
        'estudiantes_tramites_estudios_finalizados_detalle',
        'estudiantes_tramites_extension_nuevo',
        'estudiantes_tramites_extension_nuevo_detalle',
        'estudiantes_tramites_extension_en_proceso',
        'estudiantes_tramites_extension_en_proceso_detalle',
        'estudiantes_tramites_extension_finalizados',
        'estudiantes_tramites_extension_finalizados_detalle',
        'docentes_tramites_pendientes',
        'docentes_tramites_finalizados',
        'docentes_tramite_pendiente',
        'docentes_tramite_finalizado',
        'docentes_cursos',
        'docentes_curso',
        'admin_tickets_manuales_pendientes',
        'admin_tickets_manuales_finalizados',
        'admin_tickets_manuales_detalle_pendiente',
        'admin_tickets_manuales_detalle_finalizado',
        'admin_tickets_automaticos_pendientes',
        'admin_tickets_automaticos_finalizados',
        'admin_tickets_automaticos_detalle_pendiente',
        'admin_tickets_automaticos_detalle_finalizado',
        'admin_validacion_documentos_pendientes',
        'admin_validacion_documentos_finalizados',
        'admin_validacion_documentos_detalle_pendiente',
        'admin_validacion_documentos_detalle_finalizado',
        // The home feed (issue 12).
        'home',
        // Student courses (issue 13).
        'estudiantes_cursos',
        'estudiantes_curso',
        'estudiantes_avance_curricular',
        'estudiantes_situacion_academica',
        'estudiantes_historial_notas',
        'estudiantes_cursos_finalizados',
        'electivos',
        'estudiantes_resumen',
        'estudiantes_biblioteca',
        'estudiantes_guia_carreras',
        'estudiantes_guia_extension',
        'estudiantes_horario',
        'estudiantes_encuestas_smart',
        'encuestas_completar',
        'encuestas_completar_curso',
        'encuestas_completar_opc',
        'encuestas_completar_curso_opc',
        'superadmin_tramites_rectificacion',
        'superadmin_tramites_configuracion_lista',
        'superadmin_tramites_configuracion',
        'superadmin_tramites_requisitos_lista',
        'superadmin_tramites_requisitos',
        'superadmin_evaluacion_sustitutoria_listar',
        'superadmin_evaluacion_sustitutoria_agregar',
        'superadmin_evaluacion_sustitutoria_actualizar',
      ].sort(),
    );
  });

  it('lists every other route as under construction, each route once', () => {
    // The admin apps' splat routes are neither: they serve `within` routes.
    const mounts = allRoutes.filter((route) => route.path.endsWith('/*'));
    expect(mounts.map((route) => route.name)).toEqual(['admin_app', 'superadmin_app']);
    expect(underConstructionRoutes).toHaveLength(
      allRoutes.length - builtRoutes.length - mounts.length,
    );
    expect(underConstructionRoutes.map((route) => route.path)).toContain('/estudiantes/directivas');
  });
});
