import type { DatabaseSync } from 'node:sqlite';
import { queryAll } from '../db/query.ts';

interface TimetableRow {
  rowid: number;
  sectionId: number;
  weekday: number;
  start: string;
  student: number;
  teacher: number;
}

const WEEKDAYS = 6;

/**
 * Issue 32: the demo accounts never have two classes at once. Each weekly slot of a current
 * section of `alumno` or `docente` that meets another of theirs is moved to the next slot free
 * for both (same weekday first, then the following ones), in section order: the same moves on
 * every run of the seed. `slots` are the timetable's [start, end] pairs, none overlapping.
 */
export function separateDemoTimetables(
  db: DatabaseSync,
  slots: readonly (readonly [string, string])[],
): void {
  const rows = queryAll<TimetableRow>(
    db,
    `WITH demo AS (
        SELECT (SELECT id FROM users WHERE username = 'alumno') AS student,
          (SELECT id FROM users WHERE username = 'docente') AS teacher),
      mine AS (
        SELECT t.rowid, t.section_id AS sectionId, t.weekday, t.start_time AS start,
            EXISTS (SELECT 1 FROM section_students ss JOIN enrolments e ON e.id = ss.enrolment_id
              WHERE ss.section_id = s.id AND e.student_id = demo.student) AS student,
            coalesce(s.teacher_id = demo.teacher, 0) AS teacher
          FROM section_timetable t JOIN sections s ON s.id = t.section_id, demo
          WHERE s.period_id = (SELECT id FROM periods WHERE is_current = 1))
      SELECT * FROM mine WHERE student OR teacher ORDER BY sectionId, weekday, start`,
  );
  const busy = new Set<string>();
  const taken = new Set(rows.map((row) => `${row.sectionId}|${row.weekday}|${row.start}`));
  const owners = (row: TimetableRow) => [
    row.student ? 'alumno' : null,
    row.teacher ? 'docente' : null,
  ];
  const free = (row: TimetableRow, weekday: number, start: string) =>
    owners(row).every((who) => who === null || !busy.has(`${who}|${weekday}|${start}`));
  const move = db.prepare(
    'UPDATE section_timetable SET weekday = ?, start_time = ?, end_time = ? WHERE rowid = ?',
  );
  for (const row of rows) {
    let weekday = row.weekday;
    let start = row.start;
    if (!free(row, weekday, start)) {
      const from = Math.max(
        0,
        slots.findIndex(([slotStart]) => slotStart === row.start),
      );
      const candidates = Array.from({ length: WEEKDAYS * slots.length }, (_, index) => ({
        weekday: ((row.weekday - 1 + Math.floor(index / slots.length)) % WEEKDAYS) + 1,
        slot: slots[(from + index) % slots.length],
      }));
      const found = candidates.find(
        (candidate) =>
          free(row, candidate.weekday, candidate.slot[0]) &&
          !taken.has(`${row.sectionId}|${candidate.weekday}|${candidate.slot[0]}`),
      );
      if (found) {
        taken.delete(`${row.sectionId}|${row.weekday}|${row.start}`);
        ({ weekday } = found);
        start = found.slot[0];
        taken.add(`${row.sectionId}|${weekday}|${start}`);
        move.run(weekday, start, found.slot[1], row.rowid);
      }
    }
    for (const who of owners(row)) if (who) busy.add(`${who}|${weekday}|${start}`);
  }
}
