/** Spanish texts of the audit area. */
export const texts = {
  title: 'Auditoría',
  historyTitle: 'Historial del registro',
  search: 'Buscar',
  date: 'Fecha',
  user: 'Usuario',
  action: 'Acción',
  resource: 'Recurso',
  record: 'Registro',
  changes: 'Cambios',
  field: 'Campo',
  before: 'Antes',
  after: 'Después',
  noChanges: 'Esta acción no modificó ningún registro.',
  unknownUser: 'Usuario desconocido',
  seeHistory: 'Ver historial del registro',
  emptyHistory: 'Este registro no tiene cambios registrados.',
  actions: {
    create: 'Creación',
    update: 'Modificación',
    delete: 'Eliminación',
    LOGIN: 'Inicio de sesión',
    LOGOUT: 'Cierre de sesión',
    CODIGO_CLAVE_SOLICITADO: 'Código de clave solicitado',
    CLAVE_RESTABLECIDA: 'Clave restablecida',
    CLAVE_TEMPORAL: 'Clave temporal generada',
  } as Record<string, string>,
} as const;

export const actionLabel = (action: string) => texts.actions[action] ?? action;
