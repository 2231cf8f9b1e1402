// The Spanish texts of the attendance and schedule operations. Spec §8 gives the success one;
// the refusals are ours, each naming what the person can do next.

export const attendanceTexts = {
  saved: 'Se guardó tu asistencia correctamente',
  inPerson: 'Las clases presenciales se marcan en el aula, no desde el campus virtual.',
  async: 'Las clases asincrónicas no requieren marcar asistencia.',
  marked: 'Ya marcaste tu asistencia en esta clase.',
  notOpen: 'Aún no puedes marcar tu asistencia en esta clase.',
  closed: 'El tiempo para marcar tu asistencia en esta clase terminó.',
  lateWindowOver:
    'El tiempo para marcar tu asistencia terminó. Comunícate con Seguimiento Docente.',
  network:
    'Para marcar una clase presencial conéctate a la red del instituto o registra tu asistencia en Asistencia.',
  week: 'El horario se consulta por semanas: fechaFin debe ser seis días después de fechaInicio.',
  alertTitle: 'No registraste tu asistencia',
  alertMessage: (classes: number) =>
    `Hoy no marcaste tu asistencia en ${classes === 1 ? '1 clase' : `${classes} clases`}. Si dictaste la clase, comunícate con Seguimiento Docente.`,
} as const;
