import type { DatabaseSync } from 'node:sqlite';

/**
 * The demo API's clock (campus_now(), which tests move by hand) when a migration seeds, else now:
 * seeded dates that must lie ahead (schedules, deadlines) stay ahead of whoever reads them.
 */
export function seedingTime(db: DatabaseSync): number {
  try {
    return (db.prepare('SELECT campus_now() AS now').get() as { now: number }).now;
  } catch {
    return Date.now(); // `npm run db:reset` seeds without a server
  }
}
