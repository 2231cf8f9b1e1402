import type { PageBindings } from '@/routes';

/** The surveys routes of spec §2, bound to their pages. */
export const pages = {
  estudiantes_encuestas_smart: () => import('./list/SurveysPage'),
  encuestas_completar: () => import('./survey/SurveyPage'),
  encuestas_completar_curso: () => import('./survey/SurveyPage'),
  encuestas_completar_opc: () => import('./survey/SurveyPage'),
  encuestas_completar_curso_opc: () => import('./survey/SurveyPage'),
} satisfies PageBindings;
