import type { TareaFlujo } from '@generated/main/model';
import { useFlow } from '@/lib/flow';

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
  const flow = useFlow();
  const task = flow.data?.results.detalle.find(
    (item) => item.modulo === MODULE && !item.onlySkippedSteps,
  );
  return { task, skippable: isSkippable(task) };
}
