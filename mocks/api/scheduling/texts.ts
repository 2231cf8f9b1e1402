// The Spanish texts of the teachers' scheduling and availability operations (spec §5, §8).

export const teacherSchedulingTexts = {
  weekdays: ['', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  overlap: (section: string, day: string, start: string, end: string) =>
    `Se cruza con ${section} (${day} de ${start} a ${end}).`,
  rest: (minutes: number, section: string, day: string) =>
    `Tendría menos de ${minutes} minutos de descanso entre esta sección y ${section} (${day}).`,
  weeklyMax: (max: number, total: number) =>
    `Superaría el máximo de ${max} horas semanales (tendría ${total} horas).`,
  availability: (day: string, start: string, end: string) =>
    `No declaró disponibilidad el ${day} de ${start} a ${end}.`,
  refused: (teacher: string, reason: string) => `No se puede asignar a ${teacher}: ${reason}`,
  refusedApproval: (teacher: string, reason: string) =>
    `No se puede aprobar a ${teacher}: ${reason}`,
  notTeacher: 'Elige un docente de la sede del proceso.',
  closed: 'El proceso de programación no está abierto en esta fecha.',
  closesBeforeOpening: 'La fecha de cierre no puede ser anterior a la de apertura.',
  foreignCampus: 'Elige una sede de tu institución.',
  campusTaken: 'Esta sede ya tiene un proceso de programación para el periodo.',
  foreignProgramme: 'Elige programas de tu institución.',
  notProposed: 'Esta sección no tiene una asignación propuesta por aprobar.',
  concurrent:
    'Otra persona cambió esta sección mientras la revisabas. Vuelve a cargarla para ver su asignación actual; tu cambio no se guardó.',
  assigned: 'Se asignó la sección. Enviamos el correo de confirmación al docente.',
  approved: 'Se aprobó la asignación.',
  rejected: 'Se rechazó la asignación.',
  published: (count: number) => `Se publicó la programación de ${count} secciones.`,
  mailAssign: (course: string, group: string, period: string) =>
    `Se te asignó ${course} (grupo ${group}) en la programación ${period}`,
  mailUpdate: (course: string, group: string, period: string) =>
    `Cambió tu asignación de ${course} (grupo ${group}) en la programación ${period}`,
} as const;

export const teacherAvailabilityTexts = {
  noChanges: 'No se encontraron cambios que guardar.',
  repeated: 'Marcaste la misma hora más de una vez.',
  saved: 'Se guardó tu disponibilidad.',
} as const;
