import type { QueryClient } from '@tanstack/react-query';
import { getObtenerProgramacionDocenteQueryOptions } from '@generated/main/endpoints/docente-programacion/docente-programacion';
import { prefetchStudentCourses } from '@/lib/academic';
import { roleOf, sessionStore } from '@/lib/session';

/** The teacher's programming as the home card reads it: a failure shows in the card. */
export const programmingOptions = { query: { meta: { silentError: true } } };

/**
 * The route's loader, beside the feed's: the open tab's data (a student's courses, a teacher's
 * programming) starts with the page's code, so the card renders in the same commit as the first
 * posts instead of one answer later; on a phone it is the first screen's largest paint (issue 36).
 * Not awaited: the card's query picks up the request in flight.
 */
export function prefetchHomeCard(queryClient: QueryClient): void {
  const { user } = sessionStore.getState();
  const role = roleOf(user);
  if (role === 'student') prefetchStudentCourses(queryClient, user!.idUsuario);
  else if (role === 'teacher') {
    void queryClient.prefetchQuery(getObtenerProgramacionDocenteQueryOptions(programmingOptions));
  }
}
