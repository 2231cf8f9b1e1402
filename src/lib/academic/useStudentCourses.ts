import type { QueryClient } from '@tanstack/react-query';
import {
  getListarCursosAlumnoQueryOptions,
  useListarCursosAlumno,
} from '@generated/main/endpoints/cursos/cursos';
import { useSession } from '@/lib/session';

/** Its failure shows where it is read, not as a toast. */
const meta = { silentError: true };

/**
 * The signed-in student's courses of this period (`cursos/{id}/listar`): one query for the
 * courses page and the home card, so either reads what the other loaded.
 */
export function useStudentCourses() {
  const { user } = useSession();
  return useListarCursosAlumno(user?.idUsuario ?? 0, {
    query: { enabled: user !== null, meta },
  });
}

/** Starts the same query ahead of its page (a route's loader); not awaited. */
export function prefetchStudentCourses(queryClient: QueryClient, idUsuario: number): void {
  void queryClient.prefetchQuery(getListarCursosAlumnoQueryOptions(idUsuario, { query: { meta } }));
}
