import { describe, expect, it } from 'vitest';
import { allRoutes, paths, studentCourseHref, teacherCourseHref } from './paths';

// Every path of spec §2, written out so a route dropped from the table fails here.
const SPEC_PATHS = [
  '/login',
  '/restablecer-clave',
  '/nueva-clave',
  '/consultar-deuda',
  '/consultar-deuda/pendiente/:documento',
  '/verificarconstanciasycertificados',
  '/redirecciones/:module/:code',
  '/validar/declaracionjurada',
  '/',
  '/dashboard',
  '/mi-cuenta',
  '/notificaciones',
  '/confirmar-telefono',
  '/certificado-de-estudios',
  '/beneficios',
  '/onboarding',
  '/onboarding-pasos-omitidos',
  '/onboarding-extension',
  '/actualizar-datos',
  '/actualizar-datos-omitidos',
  '/onboarding-omitir',
  '/actualizar-clave',
  '/electivos',
  '/actualizar-telefono',
  '/recuperar-clave',
  '/subir-documentos',
  '/error',
  '/docentes/reglamentos',
  '/docentes/reglamentos-politicas',
  '/docentes/institucional/reglamentos',
  '/docentes/institucional/horasprogramadas',
  '/docentes/institucional/conocenos',
  '/docentes/institucional/capacitacionessst',
  '/docentes/institucional/capacitacionintegridad',
  '/docentes/guia-docente',
  '/docentes/evaluacion-360',
  '/docentes/encuesta-alerta',
  '/docentes/induccion',
  '/docentes/directivas',
  '/docentes/programacion-docente',
  '/docentes/cursos',
  '/docentes/cursos/:slug/:slug2?',
  '/docentes/cursos/:slug/historial/:slug_historial',
  '/docentes/linea-desarrollo/informacion-general',
  '/docentes/linea-desarrollo/ruta-acompanamiento',
  '/docentes/linea-desarrollo/ruta-formativa',
  '/docentes/capacitaciones/rutas-desarrollo',
  '/docentes/capacitaciones/rutas-desarrollo/:name/:id',
  '/docentes/capacitaciones/en-curso',
  '/docentes/capacitaciones/en-curso/:id',
  '/docentes/capacitaciones/finalizadas',
  '/docentes/capacitaciones/finalizadas/:id',
  '/docentes/capacitaciones/otras-capacitaciones',
  '/docentes/tramites/pendientes',
  '/docentes/tramites/finalizados',
  '/docentes/tramites/detalle/pendientes/:slug/:id',
  '/docentes/tramites/detalle/finalizados/:slug/:id',
  '/psicologos/orientacion-psicologica',
  '/admin/orientacion-psicologica',
  '/admin/tutoriales-guias',
  ...['tickets-manuales', 'tickets-automaticos', 'validacion-documentos'].flatMap((kind) => [
    `/admin/tramites/${kind}/pendientes`,
    `/admin/tramites/${kind}/finalizados`,
    `/admin/tramites/${kind}/detalle/pendientes/:slug/:id`,
    `/admin/tramites/${kind}/detalle/finalizados/:slug/:id`,
  ]),
  '/admin/firmas',
  '/admin/programacion-docente/configuracion',
  '/admin/programacion-docente/configuracion/:id',
  '/admin/programacion-docente/asignacion/:id',
  '/admin/programacion-docente/asignacion/:id/seccion/:section',
  '/admin/programacion-docente/asignacion/:id/seccion/:section/candidatos',
  '/admin/programacion-docente/aprobaciones/:id',
  '/admin/programacion-docente/aprobaciones/:id/seccion/:section/postulantes',
  '/admin/programacion-docente/reporteria',
  '/admin/programacion-docente/reporteria/:id',
  '/admin/disponibilidad-docente',
  '/admin/reportes/tramites',
  '/admin/reportes/onboarding',
  '/admin/reportes/cv',
  '/admin/configuracion/tramites-genericos/lista',
  '/admin/configuracion/tramites-genericos/nuevo',
  '/admin/configuracion/tramites-genericos/editar/:id',
  '/superadmin/dashboard',
  '/superadmin/parametro',
  '/superadmin/maestroTabla',
  '/superadmin/maestroTablaRegistro/:_id',
  '/superadmin/permiso',
  '/superadmin/segmento',
  '/superadmin/usuario',
  '/superadmin/lista/:id',
  '/superadmin/tareas',
  '/superadmin/tareas/tour',
  '/superadmin/tramites/configuracion/lista',
  '/superadmin/tramites/configuracion/:slug',
  '/superadmin/tramites/requisitos/lista',
  '/superadmin/tramites/requisitos/:slug',
  '/superadmin/tramites/rectificacion',
  '/superadmin/usuarios',
  '/superadmin/auditoria',
  '/superadmin/historial/:_id',
  '/superadmin/reglamentos',
  '/superadmin/version/:id',
  '/superadmin/nomenclaturas',
  '/superadmin/referidos',
  '/superadmin/credenciales',
  '/superadmin/credenciales/detalle',
  '/superadmin/configuracion-notificaciones',
  '/superadmin/tramites/evaluacion-sustiturio/listar',
  '/superadmin/tramites/evaluacion-sustiturio/agregar',
  '/superadmin/tramites/evaluacion-sustiturio/actaulizar',
  '/documentos/origen',
  '/documentos/origen/:slug',
  '/documentacion',
  '/documentacion/:component',
  '/zendesk/listado-tickets',
  '/zendesk/ticket-detail/:id',
  '/estudiantes/resumen/:_id',
  '/estudiantes/biblioteca',
  '/estudiantes/horario/:slug',
  '/estudiantes/directivas',
  '/estudiantes/guia-estudiante/carreras',
  '/estudiantes/guia-estudiante/extension',
  '/estudiantes/cursos',
  '/estudiantes/cursos/finalizados',
  '/estudiantes/cursos/avance-curricular',
  '/estudiantes/cursos/avance-curricular/situacion-academica',
  '/estudiantes/cursos/avance-curricular/historial-notas/:slug/:slug2?/:slug3?/:slug4?/:slug5?',
  '/estudiantes/cursos/:slug/:slug2?',
  '/estudiantes/pago-tarde',
  '/estudiantes/pago-tarde/olvido-pago',
  '/estudiantes/pago-tarde/finaliza',
  '/estudiantes/pago-tarde/reagendar-pago',
  '/estudiantes/pago-tarde/problema',
  '/estudiantes/pagos',
  '/estudiantes/pagos/comprobante/:slug/:slug2?/:slug3?',
  ...['programa-de-estudios', 'extension'].flatMap((area) => [
    `/estudiantes/tramites/${area}/nuevo`,
    `/estudiantes/tramites/${area}/nuevo/:slug/:id`,
    `/estudiantes/tramites/${area}/en-proceso/:id?`,
    `/estudiantes/tramites/${area}/en-proceso/:slug/:id`,
    `/estudiantes/tramites/${area}/finalizados/:id?`,
    `/estudiantes/tramites/${area}/finalizados/:slug/:id`,
  ]),
  '/estudiantes/sae/historial',
  '/estudiantes/sae/pendientes',
  '/estudiantes/sae/dashboard',
  '/estudiantes/servicios/becas',
  '/estudiantes/servicios/beca-socieconomica',
  '/estudiantes/servicios/orientacion-psicologica/agendar',
  '/estudiantes/servicios/orientacion-psicologica/historial',
  '/estudiantes/servicios/mis-referidos',
  '/estudiantes/servicios/ver-referidos',
  '/estudiantes/encuestassmart',
  '/estudiantes/encuestas/completar/:slug',
  '/estudiantes/encuestas/completar/curso/:slug',
  '/estudiantes/encuestas/opc/completar/:slug',
  '/estudiantes/encuestas/opc/completar/curso/:slug',
];

const isMount = (route: { path: string }) => route.path.endsWith('/*');

describe('route table', () => {
  it('names every path of spec §2 exactly once', () => {
    const tablePaths = allRoutes.filter((route) => !isMount(route)).map((route) => route.path);
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
    expect([...tablePaths].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it("keeps the spec's route names", () => {
    for (const name of [
      'login',
      'olvida_clave',
      'nueva_clave',
      'debt_payment',
      'debt_pending',
      'verificar_constancias_certificados',
      'home',
      'profile',
      'notifications',
      'encuestas_completar',
      'encuestas_completar_curso',
    ]) {
      expect(paths).toHaveProperty(name);
    }
    for (const [name, route] of Object.entries(paths)) expect(route.name).toBe(name);
  });

  it('gives every route a Spanish title', () => {
    for (const route of allRoutes) expect(route.title.trim()).not.toBe('');
    expect(paths.estudiantes_cursos.title).toBe('Mis cursos');
    expect(paths.docentes_tramites_pendientes.title).toBe('Trámites pendientes');
    expect(paths.superadmin_parametro.title).toBe('Parámetros');
  });

  it.each([
    ['/docentes/', 'teacher'],
    ['/estudiantes/', 'student'],
    // Admin-type (spec §6) and a psychologist: the API serves their sessions to no one else (issue 54).
    ['/psicologos/', 'psychologist'],
    ['/admin/', 'adminType'],
    ['/documentos/', 'adminType'],
    ['/superadmin/', 'superadmin'],
  ])('guards every %s route as %s', (prefix, guard) => {
    const area = allRoutes.filter((route) => route.path.startsWith(prefix));
    expect(area.length).toBeGreaterThan(0);
    for (const route of area) expect(route.guard).toBe(guard);
  });

  it('guards the public routes as public and nothing else', () => {
    expect(
      allRoutes.filter((route) => route.guard === 'public').map((route) => route.path),
    ).toEqual(SPEC_PATHS.slice(0, 8));
  });
});

describe('getHref', () => {
  it('fills and encodes parameters', () => {
    expect(paths.estudiantes_resumen.getHref({ _id: 123 })).toBe('/estudiantes/resumen/123');
    expect(paths.documentos_origen_detalle.getHref({ slug: 'acta final' })).toBe(
      '/documentos/origen/acta%20final',
    );
  });

  it('drops missing optional segments', () => {
    expect(paths.estudiantes_tramites_estudios_en_proceso.getHref()).toBe(
      '/estudiantes/tramites/programa-de-estudios/en-proceso',
    );
    expect(paths.estudiantes_historial_notas.getHref({ slug: 'a', slug2: 'b' })).toBe(
      '/estudiantes/cursos/avance-curricular/historial-notas/a/b',
    );
  });

  it('adds the query, leaving out empty values', () => {
    expect(paths.notifications.getHref(undefined, { tipo: 'todas', page: null })).toBe(
      '/notificaciones?tipo=todas',
    );
    expect(paths.login.getHref(undefined, { action: 'logout' })).toBe('/login?action=logout');
  });

  it('builds course links as spec §2 shapes them', () => {
    expect(studentCourseHref('programacion-web-i', 3101, 11)).toBe(
      '/estudiantes/cursos/programacion-web-i-3101/11',
    );
    expect(teacherCourseHref('programacion-web-i', 3101, '2026-I')).toBe(
      '/docentes/cursos/programacion-web-i-3101/2026-I',
    );
  });
});
