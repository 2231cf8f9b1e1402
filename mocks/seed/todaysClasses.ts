import type { DatabaseSync } from 'node:sqlite';
import { queryAll, queryOne } from '../db/query.ts';
import { limaDay, limaInstant } from '../api/limaDay.ts';
import { DEFAULT_TOPES, teamsUrl } from './classSessions.ts';

const MINUTE = 60_000;
/** The demo accounts' classes start on the hour or the half hour. */
const SLOT = 30 * MINUTE;

/** Which section a case goes to (see `sectionsFor`). */
type Pick =
  // The demo accounts' own: taught by `docente` to `alumno`, by others to `alumno`, or by
  // `docente` to others.
  | 'teacherVirtual1'
  | 'teacherVirtual2'
  | 'teacherInPerson'
  | 'teacherAsync'
  | 'otherVirtual1'
  | 'otherInPerson'
  | 'teacherOnly1'
  | 'teacherOnly2'
  // Neither demo account's: two virtual sections sharing students, and one colleague's sections.
  | 'classmateVirtual1'
  | 'classmateVirtual2'
  | 'colleagueVirtual'
  | 'colleagueInPerson'
  | 'colleagueOther1'
  | 'colleagueOther2'
  | 'colleagueOther3';

/** One class placed on the day: its start in minutes from an anchor, and its length. */
export interface DemoCase {
  name: string;
  pick: Pick;
  startsIn: number;
  lasts: number;
  /** The demo student was already marked at it (by the teacher's roll). */
  studentMarked?: boolean;
}

/**
 * Today of `alumno` and `docente` (issue 32: one believable day, no two classes at once, each on
 * the hour or the half hour), in minutes from the slot nearest to now: that slot's class is open
 * and on time for both whenever the demo starts, the morning's are over (one marked by the roll,
 * one missed: the teacher's absence alert), the afternoon's are ahead. Tolerances are
 * DEFAULT_TOPES (15 before, 15 on time, 30 late).
 */
export const DEMO_DAY: readonly DemoCase[] = [
  // alumno: given early this morning by another teacher, marked present by the roll.
  { name: 'marked', pick: 'otherInPerson', startsIn: -180, lasts: 90, studentMarked: true },
  // Both: over, nobody marked; the teacher is absent (F) and alerted.
  { name: 'closed', pick: 'teacherVirtual2', startsIn: -90, lasts: 90 },
  // Both: open and on time now, with its Teams meeting.
  { name: 'open', pick: 'teacherVirtual1', startsIn: 0, lasts: 90 },
  // Both: after lunch, in person (the student's is marked in the classroom: 'Por marcar').
  { name: 'inPerson', pick: 'teacherInPerson', startsIn: 120, lasts: 90 },
  // Both: asynchronous, no student marking.
  { name: 'async', pick: 'teacherAsync', startsIn: 240, lasts: 120 },
  // alumno: another teacher's, in the evening.
  { name: 'evening', pick: 'otherVirtual1', startsIn: 390, lasts: 90 },
  // docente: two evening groups of their own.
  { name: 'teacherEvening', pick: 'teacherOnly1', startsIn: 390, lasts: 90 },
  { name: 'teacherNight', pick: 'teacherOnly2', startsIn: 540, lasts: 90 },
];

/**
 * The window cases of spec §4 and §5 that need several windows open at one instant, relative to
 * now's minute, in sections of neither demo account (the attendance e2e signs in as a classmate
 * or a colleague): a student's on-time and last-minute windows, a teacher's open, in-person,
 * late, over and closed ones.
 */
export const WINDOW_CASES: readonly DemoCase[] = [
  // The student's window, open for two more minutes.
  { name: 'closingSoon', pick: 'classmateVirtual1', startsIn: -13, lasts: 90 },
  // The student's last minute: open, and a mark now is a tardiness.
  { name: 'studentLate', pick: 'classmateVirtual2', startsIn: -15.5, lasts: 90 },
  // The teacher's, open and on time; virtual with its Teams meeting.
  { name: 'teacherOpen', pick: 'colleagueVirtual', startsIn: 5, lasts: 90 },
  // In person, open: marked from the institute's network only.
  { name: 'teacherInPerson', pick: 'colleagueInPerson', startsIn: 10, lasts: 90 },
  // The teacher's late window: a mark now is a tardiness.
  { name: 'teacherLate', pick: 'colleagueOther1', startsIn: -25, lasts: 90 },
  // Still running, but the teacher's late window is over: absent, and marking is refused.
  { name: 'teacherOver', pick: 'colleagueOther2', startsIn: -45, lasts: 120 },
  // Over, unmarked: absent.
  { name: 'teacherClosed', pick: 'colleagueOther3', startsIn: -150, lasts: 90 },
];

/** The on-the-hour or half-hour instant nearest to `now`: now lies within 15 minutes of it. */
export const nearestSlot = (now: number) => Math.round(now / SLOT) * SLOT;

interface SectionRow {
  id: number;
  modality: string;
  isAsync: number;
  teacherId: number | null;
  byDemoTeacher: number;
  ofDemoStudent: number;
  scheduleId: number | null;
  room: string | null;
}

const DEMO_IDS = `WITH demo AS (
    SELECT (SELECT id FROM users WHERE username = 'alumno') AS student,
      (SELECT id FROM users WHERE username = 'docente') AS teacher)`;

const SEATED = (student: string) => `EXISTS (SELECT 1 FROM section_students ss
    JOIN enrolments e ON e.id = ss.enrolment_id
    WHERE ss.section_id = s.id AND e.student_id = ${student})`;

function currentSections(db: DatabaseSync): SectionRow[] {
  return queryAll<SectionRow>(
    db,
    `${DEMO_IDS}
      SELECT s.id, s.modality, s.is_async AS isAsync, s.teacher_id AS teacherId,
          coalesce(s.teacher_id = demo.teacher, 0) AS byDemoTeacher,
          ${SEATED('demo.student')} AS ofDemoStudent,
          (SELECT min(t.rowid) FROM section_timetable t WHERE t.section_id = s.id) AS scheduleId,
          (SELECT min(t.room) FROM section_timetable t WHERE t.section_id = s.id) AS room
        FROM sections s JOIN courses c ON c.id = s.course_id, demo
        WHERE s.period_id = (SELECT id FROM periods WHERE is_current = 1)
          AND c.kind <> 'AUTONOMO'
        ORDER BY s.id`,
  );
}

const virtual = (row: SectionRow) => row.modality === 'VIRTUAL' && !row.isAsync;
const inPerson = (row: SectionRow) => row.modality === 'PRESENCIAL';

/** Two virtual sections of neither demo account with the most students in common. */
function classmatePair(db: DatabaseSync, others: SectionRow[]): [number, number] | null {
  const ids = others.filter(virtual).map((row) => row.id);
  if (ids.length < 2) return null;
  const pair = queryOne<{ x: number; y: number }>(
    db,
    `SELECT a.section_id AS x, b.section_id AS y FROM section_students a
      JOIN section_students b ON b.enrolment_id = a.enrolment_id AND b.section_id > a.section_id
      WHERE a.section_id IN (${ids.join(',')}) AND b.section_id IN (${ids.join(',')})
      GROUP BY a.section_id, b.section_id ORDER BY count(*) DESC, x, y LIMIT 1`,
  );
  return pair ? [pair.x, pair.y] : null;
}

function sectionsFor(db: DatabaseSync): Map<Pick, SectionRow> {
  const rows = currentSections(db);
  const picks = new Map<Pick, SectionRow>();
  const take = (pick: Pick, matches: SectionRow[], index = 0) => {
    const row = matches[index];
    if (row) picks.set(pick, row);
  };
  const taught = rows.filter((row) => row.byDemoTeacher && row.ofDemoStudent);
  const other = rows.filter((row) => !row.byDemoTeacher && row.ofDemoStudent);
  const teacherOnly = rows.filter((row) => row.byDemoTeacher && !row.ofDemoStudent);
  take('teacherVirtual1', taught.filter(virtual));
  take('teacherVirtual2', taught.filter(virtual), 1);
  take('teacherInPerson', taught.filter(inPerson));
  take(
    'teacherAsync',
    taught.filter((row) => row.isAsync === 1),
  );
  take('otherVirtual1', other.filter(virtual));
  take('otherInPerson', other.filter(inPerson));
  take('teacherOnly1', teacherOnly);
  take('teacherOnly2', teacherOnly, 1);

  const neither = rows.filter((row) => !row.byDemoTeacher && !row.ofDemoStudent);
  const pair = classmatePair(db, neither);
  if (pair) {
    take(
      'classmateVirtual1',
      neither.filter((row) => row.id === pair[0]),
    );
    take(
      'classmateVirtual2',
      neither.filter((row) => row.id === pair[1]),
    );
  }
  // The colleague: the first other teacher with a virtual and an in-person section, and the
  // most sections, so each of their cases can have a section of its own.
  const byTeacher = new Map<number, SectionRow[]>();
  for (const row of neither) {
    if (row.teacherId === null || row.isAsync) continue;
    byTeacher.set(row.teacherId, [...(byTeacher.get(row.teacherId) ?? []), row]);
  }
  const colleague = [...byTeacher.values()]
    .filter((sections) => sections.some(virtual) && sections.some(inPerson))
    .sort((a, b) => b.length - a.length || a[0].id - b[0].id)[0];
  if (colleague) {
    const open = colleague.find(virtual)!;
    const room = colleague.find(inPerson)!;
    const rest = colleague.filter((row) => row !== open && row !== room);
    const cycle = rest.length > 0 ? rest : [open];
    picks.set('colleagueVirtual', open);
    picks.set('colleagueInPerson', room);
    picks.set('colleagueOther1', cycle[0]);
    picks.set('colleagueOther2', cycle[1 % cycle.length]);
    picks.set('colleagueOther3', cycle[2 % cycle.length]);
  }
  return picks;
}

/**
 * Makes today's classes of the demo accounts' sections the demo day: the timetable's classes of
 * today in those sections give way to DEMO_DAY's (with the marks taken at them), so no two
 * classes of `alumno` or of `docente` meet at once.
 */
function clearDemoAccountsToday(db: DatabaseSync, from: number, to: number): void {
  const today = `SELECT cs.id FROM class_sessions cs JOIN sections s ON s.id = cs.section_id, demo
    WHERE cs.starts_at >= :from AND cs.starts_at < :to AND cs.is_demo_case = 0
      AND (s.teacher_id = demo.teacher OR ${SEATED('demo.student')})`;
  db.prepare(`${DEMO_IDS} DELETE FROM attendance_marks WHERE session_id IN (${today})`).run({
    from,
    to,
  });
  db.prepare(`${DEMO_IDS} DELETE FROM class_sessions WHERE id IN (${today})`).run({ from, to });
}

/**
 * Places the demo day and the window cases today unless today already has them: whenever the
 * demo starts (and when it is seeded), `alumno` and `docente` find a coherent day with a class
 * open now, the e2e finds every window case, and a restart on the same day keeps the marks
 * already taken. Earlier days' cases stay as history. A demo class that would start before
 * today or after it is left out, and one that would run past midnight ends there (the day is the
 * Lima day).
 */
export function placeDemoClasses(db: DatabaseSync, now: number): void {
  const today = limaDay(now);
  const dayStart = limaInstant(today, '00:00');
  const dayEnd = limaInstant(limaDay(now, 1), '00:00');
  const placed = queryOne<{ id: number }>(
    db,
    `SELECT id FROM class_sessions WHERE is_demo_case = 1 AND starts_at >= ? AND starts_at < ?
      LIMIT 1`,
    dayStart,
    dayEnd,
  );
  if (placed) return;
  const sections = sectionsFor(db);
  clearDemoAccountsToday(db, dayStart, dayEnd);
  const insert = db.prepare(`INSERT INTO class_sessions (section_id, schedule_id, number,
    starts_at, ends_at, modality, is_async, room, teams_url, bottom_tope, top_tope, late_tope,
    is_demo_case)
    VALUES (?, ?, (SELECT coalesce(max(number), 0) + 1 FROM class_sessions WHERE section_id = ?),
      ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
    RETURNING id, number`);
  const markStudent = db.prepare(`INSERT INTO attendance_marks (session_id, user_id, status,
    marked_at, ip, source) SELECT ?, id, 'A', ?, NULL, 'AULA' FROM users WHERE username = 'alumno'`);
  const place = (demoCase: DemoCase, anchor: number) => {
    const section = sections.get(demoCase.pick);
    if (!section) return;
    const startsAt = anchor + demoCase.startsIn * MINUTE;
    // A late class ends at midnight: the day is the Lima day, and the demo opened at 23:15 still
    // has its class open now.
    const endsAt = Math.min(startsAt + demoCase.lasts * MINUTE, dayEnd);
    if (startsAt < dayStart || startsAt >= dayEnd) return;
    const isVirtual = virtual(section);
    const row = insert.get(
      section.id,
      section.scheduleId ?? 0,
      section.id,
      startsAt,
      endsAt,
      section.modality,
      section.isAsync,
      section.modality === 'PRESENCIAL' ? (section.room ?? 'Aula 204') : 'Sesión virtual',
      null,
      DEFAULT_TOPES.bottom,
      DEFAULT_TOPES.top,
      DEFAULT_TOPES.late,
    ) as { id: number; number: number };
    if (isVirtual) {
      db.prepare('UPDATE class_sessions SET teams_url = ? WHERE id = ?').run(
        teamsUrl(section.id, row.number),
        row.id,
      );
    }
    if (demoCase.studentMarked) markStudent.run(row.id, startsAt + 3 * MINUTE);
  };
  // From 23:45 the nearest slot is tomorrow's midnight: the day's last slot stands in for it.
  for (const demoCase of DEMO_DAY) place(demoCase, Math.min(nearestSlot(now), dayEnd - SLOT));
  // Whole minutes from `now`'s minute, so a case's bounds fall where its comment says.
  for (const demoCase of WINDOW_CASES) place(demoCase, Math.floor(now / MINUTE) * MINUTE);
}
