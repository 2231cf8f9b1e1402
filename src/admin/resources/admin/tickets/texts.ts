// The staff's support queue (issue 41): Spanish of our own, the spec gives none.

export const texts = {
  title: 'Tickets de soporte',
  search: 'Buscar por asunto o solicitante',
  subject: 'Asunto',
  requester: 'Solicitante',
  username: 'Usuario',
  category: 'Categoría',
  state: 'Estado',
  priority: 'Prioridad',
  assignee: 'Asignado a',
  created: 'Creado',
  updated: 'Última actualización',
  rating: 'Calificación',
  download: (name: string) => `Descargar ${name}`,
  downloadError: 'No pudimos descargar el archivo. Inténtalo de nuevo.',
  conversation: 'Conversación',
  staff: 'Soporte',
  reply: 'Respuesta',
  newState: 'Dejar el ticket',
  send: 'Responder',
  sent: 'Tu respuesta fue enviada.',
  closedNote: 'El ticket está resuelto o cerrado: el solicitante puede reabrirlo.',
  states: {
    nuevo: 'Nuevo',
    abierto: 'Abierto',
    pendiente: 'Pendiente',
    resuelto: 'Resuelto',
    cerrado: 'Cerrado',
  },
  replyStates: {
    abierto: 'Abierto',
    pendiente: 'Pendiente del solicitante',
    resuelto: 'Resuelto',
  },
  priorities: { baja: 'Baja', normal: 'Normal', alta: 'Alta', urgente: 'Urgente' },
  categories: {
    ACADEMICO: 'Académico',
    TRAMITES: 'Trámites',
    PAGOS: 'Pagos',
    PLATAFORMA: 'Campus virtual',
    OTROS: 'Otros',
  },
} as const;

export const choicesOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([id, name]) => ({ id, name }));
