// The rectification page's texts (issue 15; spec §6).
import { gradeTexts } from '@/lib/grades';

export const texts = {
  title: 'Rectificación de notas',
  intro:
    'Casos de rectificación de nota (RECTINOTA) que registraron los docentes. Al aplicar uno, la nota del estudiante cambia y el trámite queda aprobado.',
  forbidden: 'Solo los cuatro usuarios autorizados pueden rectificar notas.',
  loadError: 'No pudimos cargar los casos de rectificación.',
  open: 'Casos por resolver',
  done: 'Casos resueltos',
  none: 'No hay casos por resolver.',
  teacher: (name: string) => `Docente: ${name}`,
  student: (name: string | null, code: string) =>
    `Estudiante: ${name ?? 'no encontrado'} (${code})`,
  filed: (date: string) => `Registrado el ${date}`,
  reason: 'Motivo',
  evaluation: 'Evaluación',
  scoreOption: (name: string, score: string | null) => `${name} · nota ${score ?? 'sin nota'}`,
  grade: 'Nota correcta',
  gradeHint: gradeTexts.hint,
  gradeInvalid: gradeTexts.invalid,
  comment: 'Comentario',
  apply: 'Aplicar rectificación',
  confirmTitle: '¿Aplicar la rectificación?',
  confirmBody: (evaluation: string, grade: string) =>
    `La nota de ${evaluation} pasará a ${grade} y el trámite quedará aprobado.`,
  confirm: 'Aplicar',
  result: (evaluation: string, before: string | null, after: string) =>
    `${evaluation}: ${before ?? 'sin nota'} → ${after}`,
  appliedBy: (name: string, date: string) => `Aplicada por ${name} el ${date}`,
  state: {
    REGISTRADO: 'Registrado',
    EN_REVISION: 'En revisión',
    OBSERVADO: 'Observado',
    APROBADO: 'Aprobado',
    RECHAZADO: 'Rechazado',
  },
  allowlist: {
    title: 'Usuarios autorizados',
    intro: 'Los cuatro superadministradores que pueden rectificar notas. Debes seguir en la lista.',
    user: (n: number) => `Usuario autorizado ${n}`,
    save: 'Guardar autorizados',
  },
} as const;
