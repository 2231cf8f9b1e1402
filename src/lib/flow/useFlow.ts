import { useConsultarFlujoUsuario } from '@generated/main/endpoints/usuario/usuario';
import { roleOf, useSession } from '@/lib/session';

/**
 * The caller's mandatory-task flow (spec §4), read once after sign-in and again whenever an
 * operation that completes a task makes it stale (x-campus-invalidates). Students and teachers
 * have one; a failed read leaves navigation as it is, silently.
 */
export function useFlow() {
  const { user } = useSession();
  const role = roleOf(user);
  return useConsultarFlujoUsuario(
    { version: __APP_VERSION__ },
    {
      query: {
        enabled: role === 'student' || role === 'teacher',
        staleTime: Infinity,
        retry: false,
        meta: { silentError: true },
      },
    },
  );
}
