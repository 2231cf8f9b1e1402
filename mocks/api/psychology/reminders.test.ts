// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/testApi.ts';
import type { DemoServices } from '../context.ts';
import { REMINDER_AHEAD_MS, remindUpcomingAppointments } from './reminders.ts';
import { psychologyTexts as texts } from './texts.ts';

// The day-before reminder (issue 38): both sides hear of an appointment once, when it enters its
// last day; never of a cancelled one; again after it moves.

const NOW = Date.parse('2026-11-25T15:00:00Z');
const MINUTE = 60_000;
let api: TestApi;
let db: DatabaseSync;
let services: DemoServices;

beforeAll(async () => {
  const dbFile = join(mkdtempSync(join(tmpdir(), 'campus-api-')), 'campus.db');
  api = await createTestApi({ dbFile });
  db = new DatabaseSync(dbFile);
  // What notify() reads: the database, the clock and a broker nobody listens to.
  services = { db, clock: () => NOW, live: { publish: () => 0 } } as unknown as DemoServices;
});
afterAll(async () => {
  db.close();
  await api.app.close();
});

const idOf = (usuario: string) =>
  (db.prepare('SELECT id FROM users WHERE username = ?').get(usuario) as { id: number }).id;

function appointment(startsAt: number, state = 'AGENDADA'): number {
  return Number(
    db
      .prepare(
        `INSERT INTO psychology_appointments (psychologist_id, student_id, starts_at, ends_at,
          modality, reason, state, idempotency_key, booked_at)
        VALUES (?, ?, ?, ?, 'VIRTUAL', 'Quisiera conversar.', ?, ?, ?)`,
      )
      .run(idOf('psicologo'), idOf('alumno2'), startsAt, startsAt + 30 * MINUTE, state, `k-${startsAt}`, NOW - MINUTE)
      .lastInsertRowid,
  );
}

const reminders = (usuario: string) =>
  db
    .prepare('SELECT title FROM notifications WHERE user_id = ? AND title IN (?, ?)')
    .all(idOf(usuario), texts.notify.reminderStudentTitle, texts.notify.reminderPsychologistTitle)
    .length;

describe('remindUpcomingAppointments', () => {
  it('tells both sides once, a day before; not earlier, never of a cancelled one', async () => {
    db.exec('UPDATE psychology_appointments SET reminded_at = 0');
    appointment(NOW + REMINDER_AHEAD_MS + MINUTE);
    appointment(NOW + REMINDER_AHEAD_MS - MINUTE, 'CANCELADA');
    const due = appointment(NOW + REMINDER_AHEAD_MS);
    expect(remindUpcomingAppointments(services)).toBe(1);
    expect(reminders('alumno2')).toBe(1);
    expect(reminders('psicologo')).toBe(1);
    expect(remindUpcomingAppointments(services)).toBe(0);
    // Moved, it is reminded again before its new time.
    db.prepare('UPDATE psychology_appointments SET reminded_at = NULL, starts_at = ? WHERE id = ?').run(
      NOW + 2 * 3_600_000,
      due,
    );
    expect(remindUpcomingAppointments(services)).toBe(1);
    expect(reminders('alumno2')).toBe(2);
  });
});
