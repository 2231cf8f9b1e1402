import { describe, expect, it } from 'vitest';
import { allRoutes } from './paths';
import { builtRoutes, underConstructionRoutes } from './routeStatus';

describe('route status', () => {
  it('lists the built screens and the /dashboard redirect as built', () => {
    expect(builtRoutes.map((route) => route.name).sort()).toEqual(
      [
        'dashboard',
        'documentacion',
        'documentacion_componente',
        'error',
        'login',
        'nueva_clave',
        'olvida_clave',
        'superadmin_auditoria',
        'superadmin_configuracion_notificaciones',
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
    // The admin app's splat route is neither: it serves `within` routes.
    expect(underConstructionRoutes).toHaveLength(allRoutes.length - builtRoutes.length - 1);
    expect(underConstructionRoutes.map((route) => route.path)).toContain('/estudiantes/cursos');
  });
});
