import {
  getListarCitasAlumnoQueryOptions,
  getListarCitasPsicologoQueryOptions,
} from '@generated/main/endpoints/asesoria/asesoria';

// The pages' main lists as their generated hooks read them, for the routes' loaders: a failure
// shows in the page, with a retry.
const silent = { query: { meta: { silentError: true } } };

/** The student's appointments (BookingPage, HistoryPage). */
export const studentAppointmentsQuery = () => getListarCitasAlumnoQueryOptions(silent);

/** The psychologist's sessions (SessionsList). */
export const psychologistSessionsQuery = () => getListarCitasPsicologoQueryOptions(silent);
