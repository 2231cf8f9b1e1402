// The Spanish texts of the psychological orientation operations. Spec §8 gives the availability
// success; the refusals are ours, each naming what the person can do next.

export const psychologyTexts = {
  availabilitySaved: 'Se guardo la disponibilidad de las asesorías.',
  range:
    'Consulta como máximo 14 días: fechaFin no puede ser anterior a fechaInicio ni estar a más de 13 días.',
  notPsychologist: 'Solo los psicólogos registran su disponibilidad.',
  conflicts: {
    past: 'El horario ya pasó.',
    holiday: 'El día es feriado.',
    saturday: 'Los sábados no están habilitados para asesorías.',
    sunday: 'Los domingos no están habilitados para asesorías.',
    'beyond-window':
      'El horario está fuera de las semanas en las que puedes registrar disponibilidad.',
    booked: 'El horario tiene una cita agendada con un estudiante.',
    grid: 'El horario no corresponde a un bloque de 30 minutos del calendario.',
    exists: 'El horario ya estaba disponible.',
    unknown: 'El horario ya no estaba disponible.',
  },
  booked: 'Tu cita quedó agendada.',
  taken: 'Otro estudiante acaba de reservar ese horario. Elige otro horario disponible.',
  oneUpcoming: 'Ya tienes una cita próxima. Cancélala o reprográmala antes de agendar otra.',
  cutoff: (hours: number) =>
    `Las citas se agendan, cancelan o reprograman hasta ${hours} horas antes de su inicio.`,
  cancelled: 'Tu cita fue cancelada.',
  rescheduled: 'Tu cita fue reprogramada.',
  notesSaved: 'Se guardaron tus notas.',
  notUpcoming: 'La cita ya no está agendada.',
  notify: {
    bookedStudentTitle: 'Cita de orientación psicológica agendada',
    bookedPsychologistTitle: 'Nueva cita de orientación psicológica',
    cancelledStudentTitle: 'Cita de orientación psicológica cancelada',
    cancelledPsychologistTitle: 'Un estudiante canceló su cita',
    rescheduledStudentTitle: 'Cita de orientación psicológica reprogramada',
    rescheduledPsychologistTitle: 'Un estudiante reprogramó su cita',
    reminderStudentTitle: 'Mañana tienes orientación psicológica',
    reminderPsychologistTitle: 'Mañana tienes una sesión de orientación',
    withPsychologist: (when: string, who: string) => `${when}, con ${who}.`,
    withStudent: (when: string, who: string) => `${when}, con ${who}.`,
    linkName: 'Ver cita',
  },
  calendarSummary: (who: string) => `Orientación psicológica con ${who}`,
  modality: { PRESENCIAL: 'Presencial', VIRTUAL: 'Virtual' },
} as const;
