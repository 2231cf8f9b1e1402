import { queryAll } from '../db/query.ts';
import { DEMO_NOTIFIED, demoNotificationsFor } from './demoNotifications.ts';
import type { DemoServices } from '../api/context.ts';
import { notify } from '../api/notifications/notify.ts';

/**
 * Demo data that keeps arriving: every `everySeconds`, the next demo account gets the next
 * notification of its own story (seed/demoNotifications.ts, read from its data when the job
 * starts), through the same `notify()` the areas use. Returns its stopper.
 */
export function startDemoNotifications(services: DemoServices, everySeconds: number): () => void {
  const accounts = queryAll<{ id: number; username: (typeof DEMO_NOTIFIED)[number] }>(
    services.db,
    `SELECT id, username FROM users WHERE username IN (${DEMO_NOTIFIED.map(() => '?').join(', ')})
      ORDER BY id`,
    ...DEMO_NOTIFIED,
  ).map((account) => ({
    id: account.id,
    notices: demoNotificationsFor(services.db, account.username, account.id),
  }));
  let turn = 0;
  const timer = setInterval(() => {
    const account = accounts[turn % accounts.length];
    const { procedureRequestId, sectionId, survey, ...notice } =
      account.notices[Math.floor(turn / accounts.length) % account.notices.length];
    notify(services, account.id, {
      ...notice,
      idTramite: procedureRequestId ?? null,
      idSection: sectionId ?? null,
      codeSurvey: survey?.code,
      idTypeSurvey: survey?.typeId,
      idProgramingSurvey: survey?.programmedId,
    });
    turn += 1;
  }, everySeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
