import {
  prefetchConsultarFlujoUsuarioQuery,
  useConsultarFlujoUsuario,
} from '@generated/main/endpoints/usuario/usuario';
import type { QueryClient } from '@tanstack/react-query';
import { roleOf, useSession, type UserRole } from '@/lib/session';

const FLOW_REQUEST = { version: __APP_VERSION__ };
const FLOW_QUERY = { staleTime: Infinity, retry: false, meta: { silentError: true } } as const;

/** Students and teachers have a flow; staff have none to read. */
const hasFlow = (role: UserRole | null) => role === 'student' || role === 'teacher';

/**
 * The caller's mandatory-task flow (spec §4), read once after sign-in and again whenever an
 * operation that completes a task makes it stale (x-campus-invalidates). Students and teachers
 * have one; a failed read leaves navigation as it is, silently.
 */
export function useFlow() {
  const { user } = useSession();
  return useConsultarFlujoUsuario(FLOW_REQUEST, {
    query: { enabled: hasFlow(roleOf(user)), ...FLOW_QUERY },
  });
}

/**
 * Starts the flow's read with the shell's own data, beside the shell's code. Left to the shell's
 * FlowGuard, the request went out from inside home's first commit (the query subscribing in a
 * passive effect), and the query's change re-rendered the shell synchronously in that same task:
 * 68 ms of a 178 ms task at 4x CPU in a trace of alumno's repeat visit (issue 57).
 */
export function prefetchFlow(queryClient: QueryClient, role: UserRole | null): void {
  if (hasFlow(role))
    void prefetchConsultarFlujoUsuarioQuery(queryClient, FLOW_REQUEST, { query: FLOW_QUERY });
}
