import { useEffect } from 'react';

/** What home shows of the flow's alerts once decided: one dialog, or none. */
export type HomeAlertsDecision = 'dialog' | 'none';

/** The attribute of <html> that says it (`data-home-alerts`). */
export const HOME_ALERTS_ATTRIBUTE = 'data-home-alerts';

/**
 * Marks on <html> that home's alerts have been decided for the screen shown: `none` once the
 * flow's read is over and no dialog is due, `dialog` once the dialog's view has loaded and
 * rendered (its own data may still be on its way). Absent before that (the alerts wait for the
 * first screen, then the view's code) and on every other page. Nothing in the app reads it: it
 * lets a tool that drives the campus (the e2e sweep, a benchmark) wait for the event instead of
 * guessing how long an alert may take to appear.
 */
export default function HomeAlertsDecided({ decision }: { decision: HomeAlertsDecision }) {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute(HOME_ALERTS_ATTRIBUTE, decision);
    // React runs every cleanup of a commit before its new effects: a decision that replaces
    // another (the dialog closed) is set after this removal, never removed by it.
    return () => root.removeAttribute(HOME_ALERTS_ATTRIBUTE);
  }, [decision]);
  return null;
}
