import type { DatabaseSync } from 'node:sqlite';
import { seedingTime } from './seedingTime.ts';
import type { SeedStep } from './seedStep.ts';

// 023's demo data marks every seated student at every class already held. A seat with no mark of
// its student in a section that has held classes was therefore taken after those classes: the
// newcomers and the debtor that later steps seat (mocks/seed/onboarding.ts's createStudent). They
// were seated when their step ran, which on a new database is the moment this step runs.
const LATE_SEATS_SQL = `UPDATE section_students SET seated_at = :now
  WHERE seated_at IS NULL
    AND EXISTS (SELECT 1 FROM class_sessions cs
      WHERE cs.section_id = section_students.section_id AND cs.ends_at <= :now)
    AND NOT EXISTS (SELECT 1 FROM class_sessions cs
      JOIN enrolments e ON e.id = section_students.enrolment_id
      JOIN attendance_marks m ON m.session_id = cs.id AND m.user_id = e.student_id
      WHERE cs.section_id = section_students.section_id)`;

/** 059's data: when the students seated after their sections' first classes took their seat. */
export function seedSeatedAt(db: DatabaseSync): void {
  db.prepare(LATE_SEATS_SQL).run({ now: seedingTime(db) });
}

export const seedStep: SeedStep = { migration: '059_seated_at.sql', run: seedSeatedAt };
