import type { FlowPlan, FlowStep } from './flowRules';

type AlertStep = FlowStep & { kind: 'alert' };

export interface HomeAlerts {
  /** The one alert home shows as a dialog, or null. */
  dialog: AlertStep | null;
  /** The other alerts, in the queue's order, on home's page as a stack. */
  stack: AlertStep[];
}

const isAlert = (step: FlowStep | null | undefined): step is AlertStep => step?.kind === 'alert';

/**
 * Issue 54: a sign-in opens at most one dialog, not one alert after another. A blocking alert
 * (spec §4: orden up to 15) is that dialog and nothing else shows until it is answered. Otherwise
 * the sign-in's dialog is the first closeable alert of spec §4's queue the user has not closed,
 * chosen once (`signInDialog`: the module chosen, or that of the tour or blocking alert the
 * sign-in already showed); every other closeable alert waits in the stack.
 */
export function arrangeHomeAlerts(
  plan: FlowPlan,
  dismissed: readonly string[],
  signInDialog: string | null,
): HomeAlerts {
  if (isAlert(plan.current)) return { dialog: plan.current, stack: [] };
  if (plan.current) return { dialog: null, stack: [] };
  const open = plan.alerts.filter(
    (step): step is AlertStep => isAlert(step) && !dismissed.includes(step.modulo),
  );
  const dialog =
    signInDialog === null ? open[0] : open.find((step) => step.modulo === signInDialog);
  return { dialog: dialog ?? null, stack: open.filter((step) => step !== dialog) };
}
