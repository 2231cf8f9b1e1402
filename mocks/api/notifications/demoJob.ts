import { queryAll } from '../../db/query.ts';
import { templatesByAccount } from '../../seed/notificationHistory.ts';
import type { DemoServices } from '../context.ts';
import { notify } from './notify.ts';

/**
 * Demo data that keeps arriving: every `everySeconds`, the next demo account gets the next
 * notification of its kind, through the same `notify()` the areas use. Returns its stopper.
 */
export function startDemoNotifications(services: DemoServices, everySeconds: number): () => void {
  const accounts = queryAll<{ id: number; username: keyof typeof templatesByAccount }>(
    services.db,
    `SELECT id, username FROM users WHERE username IN (${Object.keys(templatesByAccount)
      .map(() => '?')
      .join(', ')}) ORDER BY id`,
    ...Object.keys(templatesByAccount),
  );
  let turn = 0;
  const timer = setInterval(() => {
    const account = accounts[turn % accounts.length];
    const templates = templatesByAccount[account.username];
    const { procedure, survey, ...template } =
      templates[Math.floor(turn / accounts.length) % templates.length];
    notify(services, account.id, {
      ...template,
      idTramite: procedure ? 7001 + turn : null,
      codeSurvey: survey?.code,
      idTypeSurvey: survey?.typeId,
      idProgramingSurvey: survey?.programmedId,
    });
    turn += 1;
  }, everySeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
