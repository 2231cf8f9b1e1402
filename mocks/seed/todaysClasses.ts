import type { DatabaseSync } from 'node:sqlite';
import { queryAll, queryOne } from '../db/query.ts';
import { limaDay, limaInstant } from '../api/limaDay.ts';
import { DEFAULT_TOPES, teamsUrl } from './classSessions.ts';

const MINUTE = 60_000;

/** Which of the demo accounts' sections a case goes to (see `sectionsFor`). */
type Pick =
  | 'teacherVirtual1'
  | 'teacherVirtual2'
  | 'teacherInPerson'
  | 'teacherAsync'
  | 'otherVirtual1'
  | 'otherVirtual2'
  | 'otherInPerson'
  | 'teacherOnly1'
  | 'teacherOnly2'
  | 'teacherOnly3';

/** One class placed around "now": its start and length in minutes. */
export interface DemoCase {
  name: string;
  pick: Pick;
  startsIn: number;
  lasts: number;
  /** The demo student was already marked at it (by the teacher's roll). */
  studentMarked?: boolean;
}

/**
 * Every window case of spec §4 and §5 for `alumno` and `docente` (issue 14), relative to when
 * the demo starts. `alumno`'s classes are taught by `docente` or by other teachers; the last
 * three are `docente`'s alone. Tolerances are DEFAULT_TOPES (15 before, 15 on time, 30 late).
 */
export const DEMO_CASES: readonly DemoCase[] = [
  // Open for both, on time; virtual with its Teams meeting.
  { name: 'open', pick: 'teacherVirtual1', startsIn: 5, lasts: 90 },
  // The student's last minute: open, and a mark now is a tardiness.
  { name: 'studentLate', pick: 'otherVirtual1', startsIn: -15.5, lasts: 90 },
  // Open for two more minutes.
  { name: 'closingSoon', pick: 'otherVirtual2', startsIn: -13, lasts: 90 },
  // Over: the student's window closed unmarked; the teacher is absent (F).
  { name: 'closed', pick: 'teacherVirtual2', startsIn: -180, lasts: 90 },
  // In person: the student's is marked in the classroom ('Por marcar').
  { name: 'inPerson', pick: 'teacherInPerson', startsIn: 10, lasts: 90 },
  // Asynchronous: no student marking.
  { name: 'async', pick: 'teacherAsync', startsIn: -30, lasts: 120 },
  // Given this morning, the student marked present by the roll.
  { name: 'marked', pick: 'otherInPerson', startsIn: -110, lasts: 90, studentMarked: true },
  // The teacher's late window: a mark now is a tardiness.
  { name: 'teacherLate', pick: 'teacherOnly1', startsIn: -25, lasts: 90 },
  // Still running, but the teacher's late window is over: absent, and marking is refused.
  { name: 'teacherOver', pick: 'teacherOnly2', startsIn: -45, lasts: 120 },
  // This evening: not open yet.
  { name: 'later', pick: 'teacherOnly3', startsIn: 180, lasts: 90 },
];

interface SectionRow {
  id: number;
  modality: string;
  isAsync: number;
  byDemoTeacher: number;
  ofDemoStudent: number;
  scheduleId: number | null;
  room: string | null;
}

function sectionsFor(db: DatabaseSync): Map<Pick, SectionRow> {
  const rows = queryAll<SectionRow>(
    db,
    `WITH demo AS (
        SELECT (SELECT id FROM users WHERE username = 'alumno') AS student,
          (SELECT id FROM users WHERE username = 'docente') AS teacher)
      SELECT s.id, s.modality, s.is_async AS isAsync, s.teacher_id = demo.teacher AS byDemoTeacher,
          EXISTS (SELECT 1 FROM section_students ss JOIN enrolments e ON e.id = ss.enrolment_id
            WHERE ss.section_id = s.id AND e.student_id = demo.student) AS ofDemoStudent,
          (SELECT min(t.rowid) FROM section_timetable t WHERE t.section_id = s.id) AS scheduleId,
          (SELECT min(t.room) FROM section_timetable t WHERE t.section_id = s.id) AS room
        FROM sections s JOIN courses c ON c.id = s.course_id, demo
        WHERE s.period_id = (SELECT id FROM periods WHERE is_current = 1)
          AND c.kind <> 'AUTONOMO'
          AND (s.teacher_id = demo.teacher OR EXISTS (SELECT 1 FROM section_students ss
            JOIN enrolments e ON e.id = ss.enrolment_id
            WHERE ss.section_id = s.id AND e.student_id = demo.student))
        ORDER BY s.id`,
  );
  const picks = new Map<Pick, SectionRow>();
  const take = (pick: Pick, matches: SectionRow[], index = 0) => {
    const row = matches[index];
    if (row) picks.set(pick, row);
  };
  const taught = rows.filter((row) => row.byDemoTeacher && row.ofDemoStudent);
  const other = rows.filter((row) => !row.byDemoTeacher);
  const teacherOnly = rows.filter((row) => row.byDemoTeacher && !row.ofDemoStudent);
  const virtual = (row: SectionRow) => row.modality === 'VIRTUAL' && !row.isAsync;
  const inPerson = (row: SectionRow) => row.modality === 'PRESENCIAL';
  take('teacherVirtual1', taught.filter(virtual));
  take('teacherVirtual2', taught.filter(virtual), 1);
  take('teacherInPerson', taught.filter(inPerson));
  take(
    'teacherAsync',
    taught.filter((row) => row.isAsync === 1),
  );
  take('otherVirtual1', other.filter(virtual));
  take('otherVirtual2', other.filter(virtual), 1);
  take('otherInPerson', other.filter(inPerson));
  take('teacherOnly1', teacherOnly);
  take('teacherOnly2', teacherOnly, 1);
  take('teacherOnly3', teacherOnly, 2);
  return picks;
}

/**
 * Places DEMO_CASES today around `now` unless today already has them: whenever the demo starts
 * (and when it is seeded), `alumno` and `docente` find every window case, and a restart on the
 * same day keeps the marks already taken. Earlier days' cases stay as history.
 */
export function placeDemoClasses(db: DatabaseSync, now: number): void {
  const today = limaDay(now);
  const placed = queryOne<{ id: number }>(
    db,
    `SELECT id FROM class_sessions WHERE is_demo_case = 1 AND starts_at >= ? AND starts_at < ?
      LIMIT 1`,
    limaInstant(today, '00:00'),
    limaInstant(limaDay(now, 1), '00:00'),
  );
  if (placed) return;
  const sections = sectionsFor(db);
  const insert = db.prepare(`INSERT INTO class_sessions (section_id, schedule_id, number,
    starts_at, ends_at, modality, is_async, room, teams_url, bottom_tope, top_tope, late_tope,
    is_demo_case)
    VALUES (?, ?, (SELECT coalesce(max(number), 0) + 1 FROM class_sessions WHERE section_id = ?),
      ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
    RETURNING id, number`);
  const markStudent = db.prepare(`INSERT INTO attendance_marks (session_id, user_id, status,
    marked_at, ip, source) SELECT ?, id, 'A', ?, NULL, 'AULA' FROM users WHERE username = 'alumno'`);
  // Whole minutes from `now`'s minute, so a case's bounds fall where its comment says.
  const base = Math.floor(now / MINUTE) * MINUTE;
  for (const demoCase of DEMO_CASES) {
    const section = sections.get(demoCase.pick);
    if (!section) continue;
    const startsAt = base + demoCase.startsIn * MINUTE;
    const virtual = section.modality === 'VIRTUAL' && !section.isAsync;
    const row = insert.get(
      section.id,
      section.scheduleId ?? 0,
      section.id,
      startsAt,
      startsAt + demoCase.lasts * MINUTE,
      section.modality,
      section.isAsync,
      section.modality === 'PRESENCIAL' ? (section.room ?? 'Aula 204') : 'Sesión virtual',
      null,
      DEFAULT_TOPES.bottom,
      DEFAULT_TOPES.top,
      DEFAULT_TOPES.late,
    ) as { id: number; number: number };
    if (virtual) {
      db.prepare('UPDATE class_sessions SET teams_url = ? WHERE id = ?').run(
        teamsUrl(section.id, row.number),
        row.id,
      );
    }
    if (demoCase.studentMarked) markStudent.run(row.id, startsAt + 3 * MINUTE);
  }
}
