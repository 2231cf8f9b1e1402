/**
 * Every admin resource's Spanish name, singular |||| plural: react-admin builds its own texts
 * from them ("Eliminar tabla maestra Tipos de beca", "No se encontraron registros"), and would
 * otherwise humanise the resource's English-style id.
 */
export const resourceNames = {
  parametro: 'parámetro |||| parámetros',
  maestroTabla: 'tabla maestra |||| tablas maestras',
  maestroTablaRegistro: 'registro |||| registros',
  usuarios: 'usuario |||| usuarios',
  usuario: 'usuario genérico |||| usuarios genéricos',
  permiso: 'permiso |||| permisos',
  permisoUsuario: 'permiso otorgado |||| permisos otorgados',
  segmento: 'segmento |||| segmentos',
  segmentoUsuarios: 'usuario del segmento |||| usuarios del segmento',
  reglamentos: 'reglamento |||| reglamentos',
  reglamentoVersion: 'versión del reglamento |||| versiones del reglamento',
  reglamentoAceptacion: 'aceptación |||| aceptaciones',
  nomenclaturas: 'nomenclatura |||| nomenclaturas',
  'configuracion-notificaciones':
    'configuración de notificación |||| configuraciones de notificación',
  referidos: 'referido |||| referidos',
  credenciales: 'credencial |||| credenciales',
  credencialClave: 'clave |||| claves',
  credencialUso: 'llamada |||| llamadas',
  auditoria: 'entrada de auditoría |||| entradas de auditoría',
  tareas: 'tarea |||| tareas',
  'tareas/tour': 'tour |||| tours',
  tourModal: 'modal del tour |||| modales del tour',
  tourPaso: 'paso del tour |||| pasos del tour',
  tourMedida: 'medida del tour |||| medidas del tour',
  'tutoriales-guias': 'tutorial o guía |||| tutoriales y guías',
  firmas: 'firma |||| firmas',
  reporteOnboarding: 'estudiante del reporte |||| estudiantes del reporte',
  reporteCurriculum: 'matrícula del reporte |||| matrículas del reporte',
  reporteTramites: 'solicitud del reporte |||| solicitudes del reporte',
  tramiteConfiguracion: 'tipo de trámite |||| tipos de trámite',
  tramiteGenerico: 'trámite genérico |||| trámites genéricos',
  tramiteRequisito: 'requisito |||| requisitos',
} as const;

export const resourceMessages = {
  resources: Object.fromEntries(
    Object.entries(resourceNames).map(([resource, name]) => [resource, { name }]),
  ),
};
