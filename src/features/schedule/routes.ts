import type { PageBindings } from '@/routes';

/** The schedule routes of spec §2, bound to their pages. */
export const pages = {
  estudiantes_horario: () => import('./week/SchedulePage'),
} satisfies PageBindings;
