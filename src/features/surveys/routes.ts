import type { PageBindings } from '@/routes';

/** The surveys routes of spec §2, bound to their pages. */
export const pages = {
  estudiantes_encuestas_smart: () => import('./SurveysPage'),
  encuestas_completar: () => import('./SurveyPage'),
  encuestas_completar_curso: () => import('./SurveyPage'),
  encuestas_completar_opc: () => import('./SurveyPage'),
  encuestas_completar_curso_opc: () => import('./SurveyPage'),
} satisfies PageBindings;
