import { areaRoute, defineRoutes } from '../defineRoutes';

const superadmin = areaRoute('superadmin');
const substitute = '/superadmin/tramites/evaluacion-sustiturio';

/**
 * spec §2: /superadmin/**, the admin-type flag plus the superadmin allowlist (spec §6). One lazy
 * react-admin app owns the paths marked `within` (and the create/edit/show routes it adds under
 * them); the others are pages of their own until their resource moves into the app.
 */
export const superadminRoutes = defineRoutes({
  superadmin_app: superadmin('/superadmin/*', 'Administración', {
    page: () => import('@/admin/SuperadminApp'),
  }),
  superadmin_dashboard: superadmin('/superadmin/dashboard', 'Panel de administración', {
    within: 'superadmin_app',
  }),
  superadmin_parametro: superadmin('/superadmin/parametro', 'Parámetros', {
    within: 'superadmin_app',
  }),
  superadmin_maestro_tabla: superadmin('/superadmin/maestroTabla', 'Tablas maestras', {
    within: 'superadmin_app',
  }),
  superadmin_maestro_tabla_registro: superadmin(
    '/superadmin/maestroTablaRegistro/:_id',
    'Registros de la tabla maestra',
    { within: 'superadmin_app' },
  ),
  superadmin_permiso: superadmin('/superadmin/permiso', 'Permisos', {
    within: 'superadmin_app',
  }),
  superadmin_segmento: superadmin('/superadmin/segmento', 'Segmentos', {
    within: 'superadmin_app',
  }),
  superadmin_usuario: superadmin('/superadmin/usuario', 'Usuarios genéricos', {
    within: 'superadmin_app',
  }),
  superadmin_lista: superadmin('/superadmin/lista/:id', 'Usuarios del segmento', {
    within: 'superadmin_app',
  }),
  superadmin_tareas: superadmin('/superadmin/tareas', 'Tareas', { within: 'superadmin_app' }),
  superadmin_tareas_tour: superadmin('/superadmin/tareas/tour', 'Tour de nuevas funcionalidades', {
    within: 'superadmin_app',
  }),
  superadmin_tramites_configuracion_lista: superadmin(
    '/superadmin/tramites/configuracion/lista',
    'Configuración de trámites',
    {
      within: 'superadmin_app',
    },
  ),
  superadmin_tramites_configuracion: superadmin(
    '/superadmin/tramites/configuracion/:slug',
    'Configuración del trámite',
    {
      within: 'superadmin_app',
    },
  ),
  superadmin_tramites_requisitos_lista: superadmin(
    '/superadmin/tramites/requisitos/lista',
    'Requisitos de trámites',
    {
      within: 'superadmin_app',
    },
  ),
  superadmin_tramites_requisitos: superadmin(
    '/superadmin/tramites/requisitos/:slug',
    'Requisitos del trámite',
    {
      within: 'superadmin_app',
    },
  ),
  superadmin_tramites_rectificacion: superadmin(
    '/superadmin/tramites/rectificacion',
    'Rectificación de notas',
    { page: () => import('@/features/procedures/rectification/RectificationPage') },
  ),
  superadmin_usuarios: superadmin('/superadmin/usuarios', 'Usuarios', {
    within: 'superadmin_app',
  }),
  superadmin_auditoria: superadmin('/superadmin/auditoria', 'Auditoría', {
    within: 'superadmin_app',
  }),
  superadmin_historial: superadmin('/superadmin/historial/:_id', 'Historial', {
    within: 'superadmin_app',
  }),
  superadmin_reglamentos: superadmin('/superadmin/reglamentos', 'Reglamentos', {
    within: 'superadmin_app',
  }),
  superadmin_version: superadmin('/superadmin/version/:id', 'Versión del reglamento', {
    within: 'superadmin_app',
  }),
  superadmin_nomenclaturas: superadmin('/superadmin/nomenclaturas', 'Nomenclaturas', {
    within: 'superadmin_app',
  }),
  superadmin_referidos: superadmin('/superadmin/referidos', 'Referidos', {
    within: 'superadmin_app',
  }),
  superadmin_credenciales: superadmin('/superadmin/credenciales', 'Credenciales', {
    within: 'superadmin_app',
  }),
  // The credential is named by `?id=`: the spec's path has no parameter.
  superadmin_credenciales_detalle: superadmin(
    '/superadmin/credenciales/detalle',
    'Detalle de credenciales',
    { within: 'superadmin_app' },
  ),
  superadmin_configuracion_notificaciones: superadmin(
    '/superadmin/configuracion-notificaciones',
    'Configuración de notificaciones',
    { within: 'superadmin_app' },
  ),
  // Path spellings ('sustiturio', 'actaulizar') are the spec's.
  superadmin_evaluacion_sustitutoria_listar: superadmin(
    `${substitute}/listar`,
    'Evaluaciones sustitutorias',
    {
      page: () => import('@/features/procedures/substitute/SubstituteWindowsPage'),
    },
  ),
  superadmin_evaluacion_sustitutoria_agregar: superadmin(
    `${substitute}/agregar`,
    'Agregar evaluación sustitutoria',
    {
      page: () => import('@/features/procedures/substitute/SubstituteWindowPage'),
    },
  ),
  superadmin_evaluacion_sustitutoria_actualizar: superadmin(
    `${substitute}/actaulizar`,
    'Actualizar evaluación sustitutoria',
    {
      page: () => import('@/features/procedures/substitute/SubstituteWindowPage'),
    },
  ),
});
