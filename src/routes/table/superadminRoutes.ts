import { areaRoute, defineRoutes } from '../defineRoutes';

const superadmin = areaRoute('superadmin');
const substitute = '/superadmin/tramites/evaluacion-sustiturio';

/**
 * spec §2: /superadmin/**, the admin-type flag plus the superadmin allowlist (spec §6). The
 * react-admin app (src/admin/routes.ts) serves most of them from its own router, with the
 * create/edit/show routes it adds under them; the others are pages of their own.
 */
export const superadminRoutes = defineRoutes({
  superadmin_app: superadmin('/superadmin/*', 'Administración'),
  superadmin_dashboard: superadmin('/superadmin/dashboard', 'Panel de administración'),
  superadmin_parametro: superadmin('/superadmin/parametro', 'Parámetros'),
  superadmin_maestro_tabla: superadmin('/superadmin/maestroTabla', 'Tablas maestras'),
  superadmin_maestro_tabla_registro: superadmin(
    '/superadmin/maestroTablaRegistro/:_id',
    'Registros de la tabla maestra',
  ),
  superadmin_permiso: superadmin('/superadmin/permiso', 'Permisos'),
  superadmin_segmento: superadmin('/superadmin/segmento', 'Segmentos'),
  superadmin_usuario: superadmin('/superadmin/usuario', 'Usuarios genéricos'),
  superadmin_lista: superadmin('/superadmin/lista/:id', 'Usuarios del segmento'),
  superadmin_tareas: superadmin('/superadmin/tareas', 'Tareas'),
  superadmin_tareas_tour: superadmin('/superadmin/tareas/tour', 'Tour de nuevas funcionalidades'),
  superadmin_tramites_configuracion_lista: superadmin(
    '/superadmin/tramites/configuracion/lista',
    'Configuración de trámites',
  ),
  superadmin_tramites_configuracion: superadmin(
    '/superadmin/tramites/configuracion/:slug',
    'Configuración del trámite',
  ),
  superadmin_tramites_requisitos_lista: superadmin(
    '/superadmin/tramites/requisitos/lista',
    'Requisitos de trámites',
  ),
  superadmin_tramites_requisitos: superadmin(
    '/superadmin/tramites/requisitos/:slug',
    'Requisitos del trámite',
  ),
  superadmin_tramites_rectificacion: superadmin(
    '/superadmin/tramites/rectificacion',
    'Rectificación de notas',
  ),
  superadmin_usuarios: superadmin('/superadmin/usuarios', 'Usuarios'),
  superadmin_auditoria: superadmin('/superadmin/auditoria', 'Auditoría'),
  superadmin_historial: superadmin('/superadmin/historial/:_id', 'Historial'),
  superadmin_reglamentos: superadmin('/superadmin/reglamentos', 'Reglamentos'),
  superadmin_version: superadmin('/superadmin/version/:id', 'Versión del reglamento'),
  superadmin_nomenclaturas: superadmin('/superadmin/nomenclaturas', 'Nomenclaturas'),
  superadmin_referidos: superadmin('/superadmin/referidos', 'Referidos'),
  superadmin_credenciales: superadmin('/superadmin/credenciales', 'Credenciales'),
  // The credential is named by `?id=`: the spec's path has no parameter.
  superadmin_credenciales_detalle: superadmin(
    '/superadmin/credenciales/detalle',
    'Detalle de credenciales',
  ),
  superadmin_configuracion_notificaciones: superadmin(
    '/superadmin/configuracion-notificaciones',
    'Configuración de notificaciones',
  ),
  // Path spellings ('sustiturio', 'actaulizar') are the spec's.
  superadmin_evaluacion_sustitutoria_listar: superadmin(
    `${substitute}/listar`,
    'Evaluaciones sustitutorias',
  ),
  superadmin_evaluacion_sustitutoria_agregar: superadmin(
    `${substitute}/agregar`,
    'Agregar evaluación sustitutoria',
  ),
  superadmin_evaluacion_sustitutoria_actualizar: superadmin(
    `${substitute}/actaulizar`,
    'Actualizar evaluación sustitutoria',
  ),
});
