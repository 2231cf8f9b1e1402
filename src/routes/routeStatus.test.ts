import { describe, expect, it } from 'vitest';
import { allRoutes } from './paths';
import { builtRoutes, underConstructionRoutes } from './routeStatus';

describe('route status', () => {
  it('lists the built screens and the /dashboard redirect as built', () => {
    expect(builtRoutes.map((route) => route.name).sort()).toEqual(
      [
        'admin_reportes_cv',
        'admin_reportes_onboarding',
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
    expect(underConstructionRoutes.map((route) => route.path)).toContain('/estudiantes/cursos');
  });
});
