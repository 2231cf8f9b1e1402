// The Spanish texts of the student support service's pages (issue 39).
import type {
  AccionSaeEstado,
  AccionSaeTipo,
  CasoSaeEstado,
  CasoSaeOrigen,
} from '@generated/main/model';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const texts = {
  nav: {
    label: 'Secciones del SAE',
    dashboard: 'Panel',
    pending: 'Pendientes',
    history: 'Historial',
  },
  caseStates: {
    ABIERTO: 'Abierto',
    EN_ATENCION: 'En atención',
    CERRADO: 'Cerrado',
  } satisfies Record<CasoSaeEstado, string>,
  origins: {
    TUTORIA: 'Tutoría',
    ALERTA_DOCENTE: 'Alerta de tu docente',
    TRAMITE: 'Trámite con seguimiento',
  } satisfies Record<CasoSaeOrigen, string>,
  actionKinds: {
    ENTREVISTA: 'Entrevista',
    FORMULARIO: 'Formulario',
  } satisfies Record<AccionSaeTipo, string>,
  actionStates: {
    PENDIENTE: 'Pendiente',
    CONFIRMADA: 'Asistencia confirmada',
    REALIZADA: 'Realizada',
    CANCELADA: 'Cancelada',
  } satisfies Record<AccionSaeEstado, string>,
  loadError: 'No pudimos cargar tu información del SAE.',
  course: (name: string) => `Curso: ${name}`,
  inCharge: (name: string) => `Responsable: ${name}`,
  openedOn: (date: string) => `Abierto el ${date}`,
  case: (reason: string) => `Caso: ${reason}`,
  dashboard: {
    title: 'Panel SAE',
    intro: 'El Servicio de Atención al Estudiante te acompaña con tutoría y seguimiento académico.',
    openCases: 'Tus casos abiertos',
    noOpenCases: 'No tienes casos abiertos.',
    pendingSummary: (count: number) =>
      count === 0
        ? 'No tienes acciones pendientes.'
        : `Tienes ${plural(count, 'acción pendiente', 'acciones pendientes')}.`,
    nextInterview: 'Tu próxima entrevista',
    seePending: 'Ver pendientes',
  },
  pending: {
    title: 'Pendientes SAE',
    intro: 'Las entrevistas a las que debes asistir y los formularios que debes responder.',
    empty: 'No tienes acciones pendientes.',
    interviewOn: (date: string) => `Fecha: ${date}`,
    formDue: (date: string) => `Responder hasta el ${date}`,
    place: (place: string) => `Lugar: ${place}`,
    answer: 'Responder formulario',
    confirm: 'Confirmar asistencia',
    // Asked before confirming (issue 54); the spec gives no wording.
    confirmTitle: '¿Confirmas tu asistencia?',
    confirmText: (titulo: string, when: string, place: string) =>
      `Asistirás a «${titulo}» el ${when}${place ? `, en ${place}` : ''}. Tu tutor contará con tu presencia.`,
    notYet: 'Ahora no',
  },
  form: {
    back: 'Volver a pendientes',
    dueBy: (date: string) => `Respóndelo hasta el ${date}.`,
    hint: 'Tu tutor revisará tus respuestas contigo en tu próxima entrevista.',
    optional: '(opcional)',
    answerLabel: 'Tu respuesta',
    required: 'Responde esta pregunta.',
    send: 'Enviar respuestas',
    answered: (date: string) => `Respondiste este formulario el ${date}.`,
    yourAnswers: 'Tus respuestas',
    noAnswer: 'Sin respuesta',
    closedCase: 'El caso de este formulario está cerrado: ya no puedes responderlo.',
    notFound: 'No encontramos este formulario.',
    loadError: 'No pudimos cargar el formulario.',
    retry: 'Reintentar',
  },
  history: {
    title: 'Historial SAE',
    intro: 'Tus entrevistas y formularios atendidos y las notas de tu tutor.',
    actions: 'Acciones atendidas',
    noActions: 'Aún no tienes acciones atendidas.',
    doneOn: (date: string) => `El ${date}`,
    notes: 'Notas de tus tutores',
    noNotes: 'Aún no hay notas en tus casos.',
    closedCases: 'Casos cerrados',
    noClosedCases: 'No tienes casos cerrados.',
    columns: {
      action: 'Acción',
      case: 'Caso',
      date: 'Fecha',
      state: 'Estado',
      author: 'Autor',
      note: 'Nota',
    },
  },
} as const;
