import type { PageBindings } from '@/routes';

/** The courses routes of spec §2, bound to their pages. */
export const pages = {
  electivos: () => import('./electives/ElectivesPage'),
  estudiantes_resumen: () => import('./summary/CourseSummaryPage'),
  estudiantes_biblioteca: () => import('./library/LibraryPage'),
  estudiantes_guia_carreras: () => import('./guides/StudentGuidePage'),
  estudiantes_guia_extension: () => import('./guides/StudentGuidePage'),
  estudiantes_cursos: () => import('./list/CoursesPage'),
  estudiantes_cursos_finalizados: () => import('./finished/FinishedCoursesPage'),
  estudiantes_avance_curricular: () => import('./progress/CurricularProgressPage'),
  estudiantes_situacion_academica: () => import('./progress/AcademicStandingPage'),
  estudiantes_historial_notas: () => import('./history/GradeHistoryPage'),
  estudiantes_curso: () => import('./course/CoursePage'),
} satisfies PageBindings;
