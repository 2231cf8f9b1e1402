import { useListarCursosAlumno } from '@generated/main/endpoints/cursos/cursos';
import { useSession } from '@/lib/session';

/**
 * The signed-in student's courses of this period (`cursos/{id}/listar`): one query for the
 * courses page and the home card, so either reads what the other loaded. Its failure shows where
 * it is read, not as a toast.
 */
export function useStudentCourses() {
  const { user } = useSession();
  return useListarCursosAlumno(user?.idUsuario ?? 0, {
    query: { enabled: user !== null, meta: { silentError: true } },
  });
}
