import type { DatabaseSync } from 'node:sqlite';
import { queryAll } from '../db/query.ts';
import { randomFor, type Random } from './random.ts';
import { seedingTime } from './seedingTime.ts';
import { limaInstant } from '../api/limaDay.ts';
import { DEFAULT_TOPES, teamsUrl } from './classSessions.ts';
import { placeDemoClasses } from './todaysClasses.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '023_attendance.sql';
const SEED = 2026;
const DAY = 86_400_000;
const MINUTE = 60_000;
interface TimetableRow {
  scheduleId: number;
  sectionId: number;
  weekday: number;
  startTime: string;
  endTime: string;
  room: string | null;
  modality: string;
  isAsync: number;
  startsOn: string;
  endsOn: string;
}

/** ISO weekday (1 Monday ... 7 Sunday) of a 'YYYY-MM-DD' day. */
const isoWeekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * Issue 14's demo data: every class of the current period from the sections' weekly timetable,
 * the attendance of students and teachers at the classes already given, and the classes placed
 * around "now" for the demo accounts.
 */
export function seedAttendance(db: DatabaseSync): void {
  const random = randomFor(SEED, MIGRATION);
  const now = seedingTime(db);
  // Students and teachers get the floating attendance button (spec §2, profile enableAttendanceBtn).
  db.exec('UPDATE users SET enable_attendance_btn = 1 WHERE tip IN (1, 2)');
  seedSessions(db);
  seedMarks(db, random, now);
  placeDemoClasses(db, now);
}

function seedSessions(db: DatabaseSync): void {
  const rows = queryAll<TimetableRow>(
    db,
    `SELECT t.rowid AS scheduleId, t.section_id AS sectionId, t.weekday, t.start_time AS startTime,
        t.end_time AS endTime, t.room, s.modality, s.is_async AS isAsync,
        s.starts_on AS startsOn, s.ends_on AS endsOn
      FROM section_timetable t JOIN sections s ON s.id = t.section_id
      WHERE s.period_id = (SELECT id FROM periods WHERE is_current = 1) AND s.starts_on IS NOT NULL
      ORDER BY t.section_id, t.weekday, t.start_time`,
  );
  const insert = db.prepare(`INSERT INTO class_sessions (section_id, schedule_id, number,
    starts_at, ends_at, modality, is_async, room, teams_url, bottom_tope, top_tope, late_tope)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const bySection = groupBy(rows, (row) => row.sectionId);
  for (const [sectionId, slots] of bySection) {
    const { startsOn, endsOn } = slots[0];
    const classes: { day: string; slot: TimetableRow }[] = [];
    for (let at = Date.parse(`${startsOn}T00:00:00Z`); ; at += DAY) {
      const day = new Date(at).toISOString().slice(0, 10);
      if (day > endsOn) break;
      const weekday = isoWeekday(day);
      for (const slot of slots) if (slot.weekday === weekday) classes.push({ day, slot });
    }
    classes.forEach(({ day, slot }, index) => {
      const number = index + 1;
      const virtual = slot.modality === 'VIRTUAL';
      insert.run(
        sectionId,
        slot.scheduleId,
        number,
        limaInstant(day, slot.startTime),
        limaInstant(day, slot.endTime),
        slot.modality,
        slot.isAsync,
        slot.room,
        virtual && !slot.isAsync ? teamsUrl(sectionId, number) : null,
        DEFAULT_TOPES.bottom,
        DEFAULT_TOPES.top,
        DEFAULT_TOPES.late,
      );
    });
  }
}

/**
 * Who attended the classes already over: most students on time, some late, absent or excused;
 * teachers almost always present (marked from the campus network when in person).
 */
function seedMarks(db: DatabaseSync, random: Random, now: number): void {
  const insert = db.prepare(`INSERT INTO attendance_marks (session_id, user_id, status, marked_at,
    ip, source) VALUES (?, ?, ?, ?, ?, ?)`);
  const sessions = queryAll<{ id: number; sectionId: number; startsAt: number; teacherId: number }>(
    db,
    `SELECT cs.id, cs.section_id AS sectionId, cs.starts_at AS startsAt, s.teacher_id AS teacherId
      FROM class_sessions cs JOIN sections s ON s.id = cs.section_id
      WHERE cs.ends_at < ? AND s.teacher_id IS NOT NULL ORDER BY cs.id`,
    now,
  );
  const students = groupBy(
    queryAll<{ sectionId: number; studentId: number }>(
      db,
      `SELECT ss.section_id AS sectionId, e.student_id AS studentId FROM section_students ss
        JOIN enrolments e ON e.id = ss.enrolment_id`,
    ),
    (row) => row.sectionId,
  );
  for (const session of sessions) {
    const teacherLate = random.chance(0.06);
    insert.run(
      session.id,
      session.teacherId,
      teacherLate ? 'T' : 'A',
      session.startsAt + (teacherLate ? 20 : random.int(-10, 5)) * MINUTE,
      `10.20.${random.int(1, 40)}.${random.int(2, 250)}`,
      'WEB',
    );
    for (const { studentId } of students.get(session.sectionId) ?? []) {
      const draw = random.next();
      const status = draw < 0.84 ? 'A' : draw < 0.91 ? 'T' : draw < 0.98 ? 'F' : 'J';
      insert.run(
        session.id,
        studentId,
        status,
        session.startsAt + (status === 'T' ? 18 : random.int(-10, 10)) * MINUTE,
        null,
        'AULA',
      );
    }
  }
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedAttendance };
