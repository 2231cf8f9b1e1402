import type { EstudianteSeccion, SesionDocente } from '@generated/main/model';

/** Spanish texts of the teacher's classes (issue 16). */
export const texts = {
  classes: {
    title: 'Mis clases',
    period: (code: string) => `Periodo ${code}`,
    empty: 'No tienes clases asignadas en este periodo.',
    loadError: 'No pudimos cargar tus clases. Inténtalo nuevamente.',
    students: (count: number) => `${count} ${count === 1 ? 'estudiante' : 'estudiantes'}`,
    group: 'Sección',
    campus: 'Sede',
    schedule: 'Horario',
    noSchedule: 'Sin horario semanal: la clase es asincrónica.',
    asynchronous: 'Asincrónica',
    moodle: 'Ir al aula virtual',
    open: (course: string, group: string) => `Ver la clase ${course}, sección ${group}`,
    openShort: 'Ver clase',
  },
  modality: { PRESENCIAL: 'Presencial', VIRTUAL: 'Virtual' },
  section: {
    back: 'Mis clases',
    loadError: 'No pudimos cargar la clase. Inténtalo nuevamente.',
    retry: 'Reintentar',
    notFound: 'No encontramos esta clase entre las tuyas.',
    facts: 'Datos de la clase',
    credits: 'Créditos',
    dates: 'Fechas',
    dateRange: (from: string, to: string) => `Del ${from} al ${to}`,
    held: 'Sesiones dictadas',
    tabs: 'Secciones de la clase',
    roster: 'Estudiantes',
    sessions: 'Sesiones',
    evaluations: 'Evaluaciones',
  },
  roster: {
    label: 'Estudiantes de la clase',
    student: 'Estudiante',
    code: 'Código',
    attendance: 'Asistencia',
    absences: 'Faltas',
    average: 'Promedio',
    state: 'Estado',
    noAverage: 'Sin notas',
    states: {
      REGULAR: 'Regular',
      EN_RIESGO: 'En riesgo por inasistencias',
      DPI: 'Inhabilitado por inasistencias (DPI)',
    } satisfies Record<EstudianteSeccion['estadoAsistencia'], string>,
    atRisk: (count: number) =>
      count === 1
        ? '1 estudiante está en riesgo o inhabilitado por inasistencias.'
        : `${count} estudiantes están en riesgo o inhabilitados por inasistencias.`,
    empty: 'Aún no hay estudiantes matriculados en esta clase.',
    export: 'Descargar lista (CSV)',
    percent: (value: number) => `${value} %`,
  },
  sessions: {
    label: 'Sesiones de la clase',
    number: 'Sesión',
    date: 'Fecha',
    hours: 'Horario',
    modality: 'Modalidad',
    state: 'Estado',
    states: { PROGRAMADA: 'Programada', DICTADA: 'Dictada' } satisfies Record<
      SesionDocente['estado'],
      string
    >,
    attendance: 'Asistencia',
    counts: (session: SesionDocente) =>
      `${session.asistencias} presentes · ${session.tardanzas} tardanzas · ${
        session.faltas + session.sinMarca
      } faltas · ${session.justificadas} justificadas`,
    teacherMark: 'Tu asistencia',
    marked: 'Marcada',
    notMarked: 'Sin marca',
    empty: 'Esta clase aún no tiene sesiones.',
    loadError: 'No pudimos cargar las sesiones. Inténtalo nuevamente.',
    pages: 'Páginas de sesiones',
  },
  evaluations: {
    plan: 'Plan de evaluación',
    weight: (percent: number) => `${percent} %`,
    scores: 'Notas por estudiante',
    pending: '—',
    substitute: 'Evaluación sustitutoria',
    empty: 'Esta clase aún no tiene evaluaciones.',
  },
} as const;
