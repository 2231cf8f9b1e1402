import type { EstadoSustitutorio } from '@generated/main/model';
import { gradeTexts } from '@/lib/grades';

/** Spanish texts of the substitute evaluation pages (issue 15). */
export const texts = {
  listTitle: 'Evaluaciones sustitutorias',
  period: (code: string) => `Periodo ${code}`,
  add: 'Agregar evaluación',
  addTitle: 'Agregar evaluación sustitutoria',
  updateTitle: 'Actualizar evaluación sustitutoria',
  backToList: 'Volver a las evaluaciones',
  pendingTitle: 'Cursos con solicitudes sin evaluación',
  pendingItem: (course: string, programme: string, requests: number) =>
    `${course} (${programme}): ${requests} ${requests === 1 ? 'solicitud' : 'solicitudes'}`,
  schedule: 'Programar',
  loadError:
    'No se pudieron cargar las evaluaciones sustitutorias. Revisa tu conexión e inténtalo de nuevo.',
  none: 'Aún no hay evaluaciones sustitutorias en este periodo.',
  noneTeacher: 'Ninguno de tus estudiantes solicitó una evaluación sustitutoria en este periodo.',
  window: (from: string, to: string) => `Del ${from} al ${to}`,
  moveDates: 'Actualizar fechas',
  states: {
    PROGRAMADA: 'Programada',
    ABIERTA: 'Abierta',
    CERRADA: 'Cerrada',
  } satisfies Record<EstadoSustitutorio, string>,
  studentsLabel: (course: string) => `Estudiantes de ${course}`,
  noStudents: 'Ningún estudiante solicitó esta evaluación.',
  section: (code: string) => `Sección ${code}`,
  teacher: (name: string) => `Docente: ${name}`,
  grade: (student: string) => `Nota de ${student}`,
  gradeHint: gradeTexts.hint,
  gradeInvalid: gradeTexts.invalid,
  replaced: (evaluation: string, previous: string) => `Reemplazó ${evaluation} (${previous})`,
  byRegistry: 'Registrada por el área académica',
  record: 'Grabar notas',
  recording: 'Grabando…',
  nothingToRecord: 'Escribe al menos una nota para grabar.',
  // The moment ends in 'a. m.' or 'p. m.': it never closes a sentence.
  opensOn: (when: string) => `Desde el ${when} podrás registrar notas.`,
  closedOn: (when: string) => `El ${when} terminó el plazo para registrar notas.`,
  registryNotYet: (when: string) => `Desde el ${when} el área académica podrá registrar notas.`,
  // The window's form.
  course: 'Curso',
  opens: 'Inicio',
  closes: 'Fin',
  save: 'Guardar',
  saving: 'Guardando…',
  courseRequired: 'Elige el curso.',
  dateRequired: 'Elige la fecha y la hora.',
  order: 'La fecha de fin debe ser posterior a la de inicio.',
  tooLong: 'La evaluación sustitutoria puede durar hasta 30 días.',
  notFound: 'La evaluación sustitutoria no existe o es de otro periodo.',
  noPending: 'Ningún curso espera una evaluación sustitutoria.',
  teacherTab: 'Evaluación sustitutoria',
} as const;
