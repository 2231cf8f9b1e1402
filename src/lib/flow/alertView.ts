import type { TareaFlujo } from '@generated/main/model';

/**
 * What the flow gives the view of a home alert (spec §4 home alert queue). Each feature that owns
 * an alert's subject renders it (the flow only picks which one shows): the task with the facts
 * its data says now (`task.detalle`), and whether the user may close it.
 */
export interface AlertViewProps {
  task: TareaFlujo;
  /** spec §4: an alert may be closed only when its orden is above 15. */
  closeable: boolean;
  /** Closes the alert for the rest of the session (spec §4: dismissed or closed). */
  onClose: () => void;
  /**
   * Shown in the stack of alerts on home instead of as a dialog: a sign-in opens at most one
   * dialog (issue 54), the others wait on the page.
   */
  inline: boolean;
}

/** An alert's facts (`detalle`) as the fields the demo API documents for its module. */
export const factsOf = <Facts extends object>(task: TareaFlujo) =>
  task.detalle as unknown as Facts[];
