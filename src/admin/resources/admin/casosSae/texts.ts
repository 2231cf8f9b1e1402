// The staff's side of the student support service (issue 39): Spanish of our own, the spec
// gives none.
import type { CasoSaeAdminEstado } from '@generated/main/model';

export const texts = {
  title: 'Casos SAE',
  search: 'Buscar estudiante',
  student: 'Estudiante',
  username: 'Usuario',
  code: 'Código',
  reason: 'Motivo',
  tutor: 'Responsable',
  state: 'Estado',
  openedAt: 'Abierto el',
  actions: 'Acciones',
  notes: 'Notas',
  noActions: 'Sin acciones.',
  noNotes: 'Sin notas.',
  states: {
    ABIERTO: 'Abierto',
    EN_ATENCION: 'En atención',
    CERRADO: 'Cerrado',
  } satisfies Record<CasoSaeAdminEstado, string>,
  actionStates: {
    PENDIENTE: 'Pendiente',
    CONFIRMADA: 'Asistencia confirmada',
    REALIZADA: 'Realizada',
  } as Record<string, string>,
  actionKinds: { ENTREVISTA: 'Entrevista', FORMULARIO: 'Formulario' } as Record<string, string>,
  publicNote: 'Pública',
  privateNote: 'Privada',
  noteBy: (author: string, date: string, visibility: string) =>
    `${author} · ${date} · ${visibility}`,
  actionLine: (kind: string, title: string, date: string, state: string) =>
    `${kind}: ${title} · ${date} · ${state}`,
  addNote: 'Agregar nota',
  noteTitle: 'Agregar nota al caso',
  noteText: 'Nota',
  notePublic: 'Visible para el estudiante',
  noteHelp: 'Una nota pública aparece en el historial del estudiante y se le notifica.',
  schedule: 'Agendar entrevista',
  scheduleTitle: 'Agendar entrevista',
  interviewTitle: 'Título',
  interviewPlace: 'Lugar',
  interviewDate: 'Fecha',
  cancel: 'Cancelar',
  save: 'Guardar',
} as const;

export const choicesOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([id, name]) => ({ id, name }));
