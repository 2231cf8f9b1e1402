// The Spanish texts of the student support service (SAE) operations (spec §5, §8).

// The student support service as the student sees it (issue 39).
export const saeTexts = {
  tutoring: 'Área de tutoría',
  confirmed: 'Confirmaste tu asistencia a la entrevista.',
  notAnInterview: 'Solo puedes confirmar tu asistencia a una entrevista.',
  notPending: 'Esta acción ya no está pendiente.',
  // The staff's side (issue 39).
  caseClosed: 'El caso está cerrado: no admite notas ni citas nuevas.',
  pastDate: 'Elige una fecha y hora posteriores a este momento.',
  farDate: 'Elige una fecha dentro de los próximos 90 días.',
  noteAdded: 'Guardamos la nota.',
  publicNoteAdded: 'Guardamos la nota. El estudiante podrá leerla en su historial.',
  scheduled: 'Agendamos la entrevista. Avisamos al estudiante.',
  noteNotice: {
    title: 'Tu tutor dejó una nota en tu caso',
    linkName: 'Ver historial',
  },
  interviewNotice: {
    title: 'Tienes una entrevista con tu tutor',
    description: (title: string, place: string) => `${title}. Lugar: ${place}.`,
    linkName: 'Ver pendientes',
  },
  // Forms the student answers, cases opened and closed by hand (issue 39).
  formAnswered: 'Ya respondiste este formulario.',
  formOfClosedCase: 'El caso de este formulario está cerrado: ya no puedes responderlo.',
  answerRequired: 'Responde esta pregunta.',
  notAnOption: 'Elige una de las opciones.',
  notAQuestion: 'Una de las respuestas no corresponde a este formulario.',
  answered: 'Enviamos tus respuestas. Tu tutor las revisará.',
  unknownTemplate: 'Elige uno de los formularios disponibles.',
  notAStudent: 'Elige un estudiante.',
  formAssigned: 'Enviamos el formulario. Avisamos al estudiante.',
  opened: 'Abrimos el caso. Avisamos al estudiante.',
  closed: 'Cerramos el caso. Avisamos al estudiante.',
  alreadyClosed: 'El caso ya está cerrado.',
  formNotice: {
    title: 'Tienes un formulario por responder',
    description: (title: string, date: string) => `${title}. Respóndelo hasta el ${date}.`,
    linkName: 'Responder formulario',
  },
  openNotice: {
    title: 'El SAE abrió un caso de acompañamiento contigo',
    linkName: 'Ver caso',
  },
  closeNotice: {
    title: 'Tu tutor cerró tu caso',
    linkName: 'Ver historial',
  },
  // A teacher's alert shows its reason, never the teacher's comment.
  alertReasons: {
    INASISTENCIAS: 'Inasistencias',
    BAJO_RENDIMIENTO: 'Bajo rendimiento',
    SALUD: 'Salud',
    SITUACION_ECONOMICA: 'Situación económica',
    CONDUCTA: 'Conducta',
    OTRO: 'Otro motivo',
  } as Record<string, string>,
} as const;
