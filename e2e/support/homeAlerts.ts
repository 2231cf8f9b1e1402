import { DatabaseSync } from 'node:sqlite';
import { expect, type Page } from '@playwright/test';
import {
  HOME_ALERTS_ATTRIBUTE,
  type HomeAlertsDecision,
} from '../../src/app/flow/HomeAlertsDecided';
import { dbFile } from './run';

// The home's closeable alerts (spec §4) come from each user's data and from the calendar (the
// pre-registration alert opens with its period's window, whatever the seed), so most accounts meet
// some on home. A spec that is not about them starts with all of them closed, as a user who closed
// them in this session: the saved sign-ins hold them closed (globalSetup.ts), so a context a spec
// opens itself starts so too, and the page fixture closes them for a sign-in of its own. The
// alerts' specs open them (`test.use({ homeAlerts: 'open' })`).

let modules: string[] | undefined;

/** Every module of the queue's closeable alerts (orden above 15), from the run's database. */
export function closeableAlertModules(): string[] {
  if (modules) return modules;
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    modules = (
      db
        .prepare(
          'SELECT DISTINCT modulo FROM task_definitions WHERE parent_id IS NULL AND orden > 15',
        )
        .all() as { modulo: string }[]
    ).map((row) => row.modulo);
    return modules;
  } finally {
    db.close();
  }
}

/** Closes every closeable home alert for the page's sessions, before the campus reads them. */
export const closeHomeAlerts = (page: Page) =>
  page.addInitScript((closed) => {
    if (localStorage.getItem('campus.dismissedAlerts') === null)
      localStorage.setItem('campus.dismissedAlerts', JSON.stringify(closed));
  }, closeableAlertModules());

/** Opens them again for a spec about them: the saved sign-in's closed ones, once per tab. */
export const openHomeAlerts = (page: Page) =>
  page.addInitScript(() => {
    if (sessionStorage.getItem('e2e.openHomeAlerts') !== null) return;
    sessionStorage.setItem('e2e.openHomeAlerts', '1');
    localStorage.removeItem('campus.dismissedAlerts');
  });

/**
 * Waits until the app has decided home's alerts (FlowGuard marks <html>): they come after home's
 * first screen, then their view's code, a gap no quiet spell is sure to outlast on a busy machine.
 * After it, an alert dialog not in the page is not coming (but for its view's own data, which a
 * wait for the page's requests covers). `decision` also asks which: `none` proves that no dialog
 * opens, where a count of none would pass before one had time to. Home only: no other page is
 * marked.
 */
export async function homeAlertsDecided(page: Page, decision?: HomeAlertsDecision) {
  const root = page.locator(`html[${HOME_ALERTS_ATTRIBUTE}]`);
  const what = "home's alerts decided (FlowGuard's mark)";
  await expect(root, what).toHaveCount(1, { timeout: 15_000 });
  if (decision) await expect(root, what).toHaveAttribute(HOME_ALERTS_ATTRIBUTE, decision);
}
