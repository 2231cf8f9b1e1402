import type { DatabaseSync } from 'node:sqlite';
import { AT_RISK_ABSENCES, DPI_ABSENCES } from '../api/courses/attendanceStanding.ts';
import { limaDay } from '../api/limaDay.ts';
import { queryAll } from '../db/query.ts';
import { demoAccounts } from './demoAccounts.ts';
import { randomFor } from './random.ts';
import { seedingTime } from './seedingTime.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '045_home_alerts.sql';
const SEED = 2026;
const DAY = 86_400_000;

/** The period after the current one, whose pre-registration is open while the demo runs. */
const NEXT_PERIOD = { code: '2027-I', startsOn: '2027-03-22', endsOn: '2027-07-16' };

const DEMO_USERNAMES = new Set(demoAccounts.map((account) => account.usuario));

interface Enrolment {
  id: number;
  studentId: number;
  username: string;
  state: string;
}

const CAREER_ENROLMENTS = `SELECT e.id, e.student_id AS studentId, u.username, e.state
  FROM enrolments e JOIN programmes p ON p.id = e.programme_id AND p.kind = 'CARRERA'
  JOIN users u ON u.id = e.student_id ORDER BY e.id`;

/**
 * 045's demo data (README, spec §4 home alert queue): what raises each alert, drawn for the
 * generated users and set for the demo accounts. `alumno` meets the pre-registration, their
 * secondary-school certificate still owed and their fees (046); `alumno.antiguo` has kept their
 * password for over a year.
 */
export function seedHomeAlerts(db: DatabaseSync): void {
  const random = randomFor(SEED, MIGRATION);
  const now = seedingTime(db);

  // Passwords chosen some weeks to a year and a half before; the demo accounts' recently,
  // but for alumno.antiguo's.
  const setChanged = db.prepare('UPDATE users SET password_changed_at = ? WHERE id = ?');
  for (const { id, username } of queryAll<{ id: number; username: string }>(
    db,
    'SELECT id, username FROM users ORDER BY id',
  )) {
    const daysAgo =
      username === 'alumno.antiguo' ? 420 : DEMO_USERNAMES.has(username) ? 40 : random.int(20, 540);
    setChanged.run(now - daysAgo * DAY, id);
  }

  // The next period and its pre-registration window, open since last week; a third of the
  // generated students confirmed already (the named demo accounts have it ahead).
  const period = db
    .prepare(`INSERT INTO periods (code, starts_on, ends_on, is_current,
      pre_registration_opens_on, pre_registration_closes_on) VALUES (?, ?, ?, 0, ?, ?)`)
    .run(NEXT_PERIOD.code, NEXT_PERIOD.startsOn, NEXT_PERIOD.endsOn, limaDay(now, -7), limaDay(now, 10));
  const confirm = db.prepare(
    'INSERT OR IGNORE INTO pre_registrations (student_id, period_id, registered_at) VALUES (?, ?, ?)',
  );

  // The secondary-school certificate: owed by some students, by the end of this period or
  // already late; `alumno` owes it by the period's end.
  const currentEnd = (
    db.prepare('SELECT ends_on FROM periods WHERE is_current = 1').get() as { ends_on: string }
  ).ends_on;
  const setDue = db.prepare('UPDATE enrolments SET ces_due_on = ? WHERE id = ?');
  for (const enrolment of queryAll<Enrolment>(db, CAREER_ENROLMENTS)) {
    if (enrolment.username === 'alumno') setDue.run(currentEnd, enrolment.id);
    else if (enrolment.state === 'EGRESADA' || random.chance(0.15)) {
      setDue.run(random.chance(0.7) ? currentEnd : limaDay(now, -random.int(10, 90)), enrolment.id);
    }
    if (/\d$/.test(enrolment.username) && random.chance(0.33)) {
      confirm.run(enrolment.studentId, Number(period.lastInsertRowid), now - random.int(1, 6) * DAY);
    }
  }
  // A returning student who verified their phone at the last data update, and who has missed a
  // quarter of one course's classes: at risk, not out.
  db.prepare("UPDATE users SET phone_verified = 1 WHERE username = 'alumno'").run();
  missAQuarter(db, now);
  // A new student verifies the phone they give in the onboarding before the tour (issue 35's
  // first day: password, regulations, onboarding, phone, tour): a task the institute gives.
  db.prepare(`INSERT INTO user_tasks (user_id, modulo, orden, url)
    SELECT id, 'verificarCelular', 4, '/actualizar-telefono' FROM users
    WHERE username = 'alumno.nuevo'`).run();
}

// alumno's current sections with the sessions held by `now` and the ones they were marked at.
const ALUMNO_SECTIONS = `SELECT s.id, count(cs.id) AS held,
    count(m.session_id) AS marked
  FROM users u JOIN enrolments e ON e.student_id = u.id
  JOIN section_students ss ON ss.enrolment_id = e.id
  JOIN sections s ON s.id = ss.section_id
  JOIN periods pe ON pe.id = s.period_id AND pe.is_current = 1
  JOIN class_sessions cs ON cs.section_id = s.id AND cs.ends_at <= :now
  LEFT JOIN attendance_marks m ON m.session_id = cs.id AND m.user_id = u.id
    AND m.status IN ('A', 'T', 'J')
  WHERE u.username = 'alumno'
  GROUP BY s.id ORDER BY held - marked DESC, s.id LIMIT 1`;

// The first classes alumno attended (present, late or excused): one marked absent already is
// missed, and unmarking it would add no absence.
const FIRST_MARKS = `DELETE FROM attendance_marks
  WHERE user_id = (SELECT id FROM users WHERE username = 'alumno') AND session_id IN (
    SELECT cs.id FROM class_sessions cs JOIN attendance_marks m ON m.session_id = cs.id
      AND m.user_id = (SELECT id FROM users WHERE username = 'alumno')
      AND m.status IN ('A', 'T', 'J')
    WHERE cs.section_id = :section AND cs.ends_at <= :now
    ORDER BY cs.starts_at LIMIT :count)`;

/**
 * The share of a course alumno has missed: midway between at risk and out by absences, so the
 * demo's classes of the day (attended, placed at each start) and the marks of a day's use keep it
 * at risk and never make it DPI.
 */
const ALUMNO_ABSENCES = (AT_RISK_ABSENCES + DPI_ABSENCES) / 2;

/** alumno misses the first classes of the course they missed most, up to a quarter of it. */
function missAQuarter(db: DatabaseSync, now: number): void {
  const section = db.prepare(ALUMNO_SECTIONS).get({ now }) as
    | { id: number; held: number; marked: number }
    | undefined;
  if (!section) return;
  const missing = Math.ceil(section.held * ALUMNO_ABSENCES) - (section.held - section.marked);
  if (missing > 0) db.prepare(FIRST_MARKS).run({ section: section.id, now, count: missing });
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedHomeAlerts };
