import type { DatabaseSync } from 'node:sqlite';
import { dueDate } from '../api/procedures/businessDays.ts';
import { queryAll } from '../db/query.ts';
import { DEMO_NOTIFIED, demoNotificationsFor } from './demoNotifications.ts';
import { seedingTime } from './seedingTime.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '036_demo_story.sql';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// How long ago each notification arrived, newest first: today's few unseen, older ones read.
const HOURS_AGO = [1, 4, 9, 20, 27, 45, 70, 96, 140, 190, 260, 330, 420, 510, 600];
const UNSEEN_WITHIN_HOURS = 48;
// One open request in this many keeps its overdue date: a tray has some, not all.
const KEPT_OVERDUE_EVERY = 8;

/** Replaces the demo accounts' notifications with the ones their own data tells (issue 32). */
export function seedDemoNotifications(db: DatabaseSync, now: number): void {
  const accounts = queryAll<{ id: number; username: (typeof DEMO_NOTIFIED)[number] }>(
    db,
    `SELECT id, username FROM users WHERE username IN (${DEMO_NOTIFIED.map(() => '?').join(', ')})`,
    ...DEMO_NOTIFIED,
  );
  const remove = db.prepare('DELETE FROM notifications WHERE user_id = ?');
  const insert = db.prepare(`INSERT INTO notifications (user_id, type, subtype, title, subtitle,
      description, link_name, link, icon, section_id, procedure_request_id, is_seen, created_at,
      component, route, code_survey, id_type_survey, id_programing_survey)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const account of accounts) {
    remove.run(account.id);
    demoNotificationsFor(db, account.username, account.id).forEach((notice, index) => {
      const hoursAgo = HOURS_AGO[index % HOURS_AGO.length] + Math.floor(index / HOURS_AGO.length);
      insert.run(
        account.id,
        notice.type,
        notice.subtype,
        notice.title,
        notice.subtitle ?? null,
        notice.description,
        notice.linkName ?? null,
        notice.link ?? null,
        notice.icon,
        notice.sectionId ?? null,
        notice.procedureRequestId ?? null,
        Number(hoursAgo > UNSEEN_WITHIN_HOURS),
        now - hoursAgo * HOUR,
        notice.component ?? null,
        notice.route ?? null,
        notice.survey?.code ?? null,
        notice.survey?.typeId ?? null,
        notice.survey?.programmedId ?? null,
      );
    });
  }
}

interface OpenRequest {
  id: number;
  filedAt: number;
  dueAt: number;
  businessDays: number;
}

/**
 * Moves most open requests already past their target date forward by whole days, to a filing
 * inside their service window as of `now`, with their history (events, attachments): the trays
 * read busy, with a few overdue, instead of all overdue because the seed's dates lie behind.
 */
export function redateOpenRequests(db: DatabaseSync, now: number): void {
  const overdue = queryAll<OpenRequest>(
    db,
    `SELECT r.id, r.filed_at AS filedAt, r.due_at AS dueAt, t.business_days AS businessDays
      FROM procedure_requests r JOIN procedure_types t ON t.id = r.type_id
      WHERE r.state IN ('REGISTRADO', 'EN_REVISION', 'OBSERVADO') AND r.due_at < ?
      ORDER BY r.id`,
    now,
  );
  const request = db.prepare(`UPDATE procedure_requests SET filed_at = filed_at + :shift,
      updated_at = updated_at + :shift, due_at = :dueAt WHERE id = :id`);
  const events = db.prepare(
    'UPDATE procedure_events SET created_at = created_at + :shift WHERE request_id = :id',
  );
  const files = db.prepare(`UPDATE files SET created_at = created_at + :shift
    WHERE id IN (SELECT file_id FROM procedure_attachments WHERE request_id = :id)`);
  for (const row of overdue) {
    if (row.id % KEPT_OVERDUE_EVERY === 0) continue;
    // Somewhere in the first half of its window, the same for every run of the seed.
    const into = ((row.id * 37) % 50) / 100;
    const target = now - into * (row.dueAt - row.filedAt);
    const shift = Math.floor((target - row.filedAt) / DAY) * DAY;
    const values = { id: row.id, shift, dueAt: dueDate(row.filedAt + shift, row.businessDays) };
    request.run(values);
    events.run({ id: row.id, shift });
    files.run({ id: row.id, shift });
  }
}

export const seedStep: SeedStep = {
  migration: MIGRATION,
  run: (db) => {
    const now = seedingTime(db);
    redateOpenRequests(db, now);
    seedDemoNotifications(db, now);
  },
};
