import { useConsultarFlujoUsuario } from '@generated/main/endpoints/usuario/usuario';
import type { TareaFlujo } from '@generated/main/model';
import { roleOf, useSession } from '@/lib/session';

const MODULE = 'cambiarClave';

/** Whether a task copy may wait (`detalle` `[{"omitible": true}]`: a periodic reminder). */
export function isSkippable(task: TareaFlujo | undefined): boolean {
  return Boolean(task?.detalle.some((item) => item.omitible === true));
}

/**
 * The caller's open password-change task from their flow (spec §4), read from the same cache the
 * flow engine fills: whether the change is asked of them and whether it may be left for later.
 */
export function usePasswordTask() {
  const { user } = useSession();
  const role = roleOf(user);
  const flow = useConsultarFlujoUsuario(
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
  const task = flow.data?.results.detalle.find(
    (item) => item.modulo === MODULE && !item.onlySkippedSteps,
  );
  return { task, skippable: isSkippable(task) };
}
