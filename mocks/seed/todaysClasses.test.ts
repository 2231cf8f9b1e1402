// @vitest-environment node
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markRefusal } from '../../src/lib/attendance/rules.ts';
import { limaDay, limaTime } from '../api/limaDay.ts';
import { openDatabase } from '../db/openDatabase.ts';
import { queryAll } from '../db/query.ts';
import { migrateWithDemoData } from './seedDatabase.ts';
import { WINDOW_CASES } from './todaysClasses.ts';

// The e2e clock (a Wednesday at 10:00 in Lima), a demo started at an odd minute, one started
// near the end of another day, and one late at night (its open class ends at midnight).
const STARTS = [
  '2026-11-25T10:00:00-05:00',
  '2026-11-25T11:04:00-05:00',
  '2026-11-24T15:47:00-05:00',
  '2026-11-24T23:15:00-05:00',
];

interface ClassRow {
  id: number;
  sectionId: number;
  startsAt: number;
  endsAt: number;
  modality: string;
  isAsync: number;
  bottomTope: number;
  topTope: number;
  lateTope: number;
  isDemoCase: number;
  status: string | null;
}

const classesOf = (db: DatabaseSync, username: string) =>
  queryAll<ClassRow>(
    db,
    `WITH me AS (SELECT id FROM users WHERE username = ?)
      SELECT cs.id, cs.section_id AS sectionId, cs.starts_at AS startsAt, cs.ends_at AS endsAt,
          cs.modality, cs.is_async AS isAsync, cs.bottom_tope AS bottomTope,
          cs.top_tope AS topTope, cs.late_tope AS lateTope, cs.is_demo_case AS isDemoCase,
          m.status
        FROM class_sessions cs JOIN sections s ON s.id = cs.section_id, me
        LEFT JOIN attendance_marks m ON m.session_id = cs.id AND m.user_id = me.id
        WHERE s.teacher_id = me.id OR EXISTS (SELECT 1 FROM section_students ss
          JOIN enrolments e ON e.id = ss.enrolment_id
          WHERE ss.section_id = s.id AND e.student_id = me.id)
        ORDER BY cs.starts_at, cs.id`,
    username,
  );

const seeded = new Map<string, DatabaseSync>();
beforeAll(async () => {
  for (const start of STARTS) {
    const now = Date.parse(start);
    const db = openDatabase(':memory:');
    db.function('campus_now', { deterministic: false }, () => now);
    await migrateWithDemoData(db, {});
    seeded.set(start, db);
  }
}, 60_000);
afterAll(() => {
  for (const db of seeded.values()) db.close();
});

describe.each(STARTS)('the demo accounts’ classes, seeded at %s (issue 32)', (start) => {
  const now = Date.parse(start);
  const db = () => seeded.get(start)!;

  it.each(['alumno', 'docente'])('%s never has two classes at once', (username) => {
    const classes = classesOf(db(), username);
    expect(classes.length).toBeGreaterThan(20);
    classes.slice(1).forEach((next, index) => {
      const previous = classes[index];
      expect(
        next.startsAt,
        `${limaDay(previous.startsAt)} ${limaTime(previous.startsAt)} and ${limaTime(next.startsAt)}`,
      ).toBeGreaterThanOrEqual(previous.endsAt);
    });
  });

  it.each(['alumno', 'docente'])('%s’s classes start on the hour or the half hour', (username) => {
    const odd = classesOf(db(), username)
      .map((row) => `${limaDay(row.startsAt)} ${limaTime(row.startsAt)}`)
      .filter((at) => !/:(00|30)$/.test(at));
    expect(odd).toEqual([]);
  });

  it.each(['alumno', 'docente'] as const)('%s has a class open for marking now', (role) => {
    const open = classesOf(db(), role).filter(
      (row) =>
        markRefusal(
          {
            start: row.startsAt,
            bottomTope: row.bottomTope,
            topTope: row.topTope,
            disbledTope: row.lateTope,
            inPerson: row.modality === 'PRESENCIAL',
            isAsync: row.isAsync === 1,
            status: row.status as 'A' | 'F' | 'T' | 'J' | null,
          },
          role,
          now,
        ) === null,
    );
    expect(open).toHaveLength(1);
  });

  it('places every window case of the e2e in sections of neither demo account', () => {
    const base = Math.floor(now / 60_000) * 60_000;
    const mine = new Set(
      [...classesOf(db(), 'alumno'), ...classesOf(db(), 'docente')].map((row) => row.sectionId),
    );
    for (const windowCase of WINDOW_CASES) {
      const placed = queryAll<{ sectionId: number }>(
        db(),
        `SELECT section_id AS sectionId FROM class_sessions
          WHERE is_demo_case = 1 AND starts_at = ?`,
        base + windowCase.startsIn * 60_000,
      );
      expect(placed, windowCase.name).toHaveLength(1);
      expect(mine.has(placed[0].sectionId), windowCase.name).toBe(false);
    }
  });
});

describe('the demo day', () => {
  it('is the same on every run of the seed', async () => {
    const now = Date.parse(STARTS[0]);
    const again = openDatabase(':memory:');
    again.function('campus_now', { deterministic: false }, () => now);
    await migrateWithDemoData(again, {});
    for (const username of ['alumno', 'docente']) {
      expect(classesOf(again, username)).toEqual(classesOf(seeded.get(STARTS[0])!, username));
    }
    again.close();
  }, 30_000);
});
