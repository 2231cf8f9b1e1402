// Every text of attendance marking (spec §2, §4, §5, §8); spec wording where it has one.

export const texts = {
  button: 'Asistencia',
  buttonLabel: 'Marcar asistencia: ver mis clases de hoy',
  title: { alumno: 'Mis clases', docente: 'Mis clases programadas' },
  clockLabel: 'Hora actual',
  empty: 'Hoy no tienes clases programadas.',
  status: {
    A: 'Presente',
    F: 'Ausente',
    T: 'Tardanza',
    J: 'Justificado',
    pending: 'Por marcar',
    mark: 'Marcar asistencia',
  },
  saved: 'Se guardó tu asistencia correctamente',
  teams: 'Ir a Teams',
  poorConnection: 'Tu conexión a internet es inestable.',
  teamsLabel: (course: string) => `Ir a la reunión de Teams de ${course}`,
  hours: (from: string, to: string) => `${from} – ${to}`,
  group: (group: string) => `Grupo ${group}`,
  teacher: (name: string) => `Docente: ${name}`,
  place: (room: string | null, campus: string) => [room, campus].filter(Boolean).join(' · '),
  modality: { Presencial: 'Presencial', Virtual: 'Virtual' },
  async: 'Asincrónica',
  notes: {
    opensAt: (time: string) => `Podrás marcar tu asistencia desde las ${time}`,
    inPerson: 'Tu asistencia en clases presenciales se registra en el aula.',
    async: 'Las clases asincrónicas no requieren marcar asistencia.',
    late: 'Si marcas ahora, tu asistencia quedará como tardanza.',
    closed: 'El tiempo para marcar tu asistencia en esta clase terminó.',
    lateWindowOver:
      'El tiempo para marcar tu asistencia terminó. Comunícate con Seguimiento Docente.',
    teacherMarked: (time: string) => `Tu docente inició la clase a las ${time}.`,
  },
  network: {
    title: 'Conéctate a la red del instituto',
    body: 'Para marcar una clase presencial necesitas estar conectado a la red del instituto. Conéctate a ella e inténtalo nuevamente, o registra tu asistencia en Asistencia.',
    back: 'Volver a mis clases',
  },
  absences: {
    title: 'Tienes inasistencias',
    intro:
      'Superar el 30 % de inasistencias en un curso te inhabilita en él (DPI). Revisa tu asistencia:',
    line: (course: string, absences: number, sessions: number) =>
      `${course}: ${absences} faltas de ${sessions} sesiones`,
    acknowledge: 'Entendido',
  },
  alert: {
    close: 'Entendido',
    classLine: (course: string, group: string, time: string) =>
      `${course} (grupo ${group}), ${time}`,
  },
  close: 'Cerrar',
} as const;
