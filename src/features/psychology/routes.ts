import type { PageBindings } from '@/routes';

const queries = () => import('./shared/appointmentQueries');

/** The psychological orientation routes of spec §2, bound to their pages. */
export const pages = {
  psicologos_orientacion_psicologica: {
    page: () => import('./psychologist/PsychologistPage'),
    // The sessions start while the page's code downloads (the tab the menu's first entry opens).
    loader: ({ queryClient }) =>
      queries().then(({ psychologistSessionsQuery }) =>
        queryClient.prefetchQuery(psychologistSessionsQuery()),
      ),
  },
  admin_orientacion_psicologica: { page: () => import('./admin/AdminCalendarPage') },
  estudiantes_orientacion_agendar: {
    page: () => import('./booking/BookingPage'),
    loader: ({ queryClient }) =>
      queries().then(({ studentAppointmentsQuery }) =>
        queryClient.prefetchQuery(studentAppointmentsQuery()),
      ),
  },
  estudiantes_orientacion_historial: {
    page: () => import('./history/HistoryPage'),
    loader: ({ queryClient }) =>
      queries().then(({ studentAppointmentsQuery }) =>
        queryClient.prefetchQuery(studentAppointmentsQuery()),
      ),
  },
} satisfies PageBindings;
