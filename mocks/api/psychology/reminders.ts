import { queryAll } from '../../db/query.ts';
import type { DemoServices } from '../context.ts';
import { DUE_REMINDERS_SQL, MARK_REMINDED_SQL } from './asesoria.sql.ts';
import { noticeBothSides, type NoticeTarget } from './notices.ts';

/** Both sides hear of an appointment once it is this close (issue 38: a day before). */
export const REMINDER_AHEAD_MS = 24 * 3_600_000;
/** How often the demo API looks for appointments entering their last day. */
const EVERY_MS = 60_000;

/**
 * Reminds both sides of every appointment that starts within the next day and was not reminded
 * yet, through the one `notify()`. Answers how many it reminded.
 */
export function remindUpcomingAppointments(services: DemoServices): number {
  const { db, clock } = services;
  const now = clock();
  let reminded = 0;
  const due = queryAll<NoticeTarget & { id: number }>(db, DUE_REMINDERS_SQL, {
    now,
    ahead: REMINDER_AHEAD_MS,
  });
  for (const { id, ...target } of due) {
    if (db.prepare(MARK_REMINDED_SQL).run({ id, now }).changes === 0) continue;
    noticeBothSides(services, 'reminder', target);
    reminded += 1;
  }
  return reminded;
}

/** Runs `remindUpcomingAppointments` every minute while the demo API runs; returns its stopper. */
export function startAppointmentReminders(services: DemoServices): () => void {
  const timer = setInterval(() => remindUpcomingAppointments(services), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
