// The staff's list of enrolment documents (issue 34): Spanish of our own, the spec gives none.

export const texts = {
  title: 'Documentos de matrícula',
  search: 'Buscar estudiante',
  student: 'Estudiante',
  username: 'Usuario',
  code: 'Código',
  programme: 'Programa',
  cycle: 'Ciclo',
  document: 'Documento',
  state: 'Estado',
  uploadedAt: 'Subido el',
  reviewedAt: 'Revisado el',
  reviewedBy: 'Revisado por',
  observation: 'Motivo de la observación',
  file: 'Archivo',
  view: 'Ver archivo',
  viewLabel: (name: string) => `Ver archivo ${name}`,
  downloadError: 'No pudimos descargar el archivo. Inténtalo de nuevo.',
  states: {
    PENDIENTE: 'Pendiente',
    OBSERVADO: 'Observado',
    APROBADO: 'Aprobado',
  },
  approve: 'Aprobar',
  approveTitle: '¿Aprobar el documento?',
  approveContent: 'Un documento aprobado ya no puede ser reemplazado por el estudiante.',
  observe: 'Observar',
  observeTitle: 'Observar documento',
  observeHelp:
    'Explica al estudiante qué debe corregir. Recibirá una notificación para reemplazar el archivo.',
  reason: 'Motivo',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  decidedNote: 'Este documento ya fue revisado.',
} as const;

export const choicesOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([id, name]) => ({ id, name }));
