import type { PageBindings } from '@/routes';

/** The psychological orientation routes of spec §2, bound to their pages. */
export const pages = {
  psicologos_orientacion_psicologica: { page: () => import('./psychologist/PsychologistPage') },
  admin_orientacion_psicologica: { page: () => import('./admin/AdminCalendarPage') },
  estudiantes_orientacion_agendar: { page: () => import('./booking/BookingPage') },
  estudiantes_orientacion_historial: { page: () => import('./history/HistoryPage') },
} satisfies PageBindings;
