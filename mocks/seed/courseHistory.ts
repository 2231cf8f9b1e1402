import type { DatabaseSync } from 'node:sqlite';
import { isPassing } from '../api/courses/grades.ts';
import { queryAll } from '../db/query.ts';
import type { Random } from './random.ts';

interface CareerEnrolment {
  id: number;
  programmeId: number;
  ordinal: number;
  username: string;
}

// The demo student's record, by course: grade in their first attempt, and in the retake (the next
// period, or `after` periods later).
const DEMO_RECORD: Record<string, { first: string; retake: string | null; after?: number }> = {
  'Comunicación Efectiva': { first: '10', retake: '14' },
  'Arquitectura de Computadoras': { first: 'NSP', retake: '15', after: 2 },
  // Failed last period, taken again now (the current section).
  'Base de Datos I': { first: '11', retake: null },
};

/**
 * Final grades of the cycles before each career student's current one, one period per cycle
 * counting back from the current period; a failed or not-sat course is retaken the next period.
 * The demo student started a period earlier (their record spans three periods) and has the
 * failures of DEMO_RECORD. Extension students have no history: their single module is current.
 */
export function seedCourseHistory(db: DatabaseSync, random: Random): void {
  const periods = queryAll<{ id: number; isCurrent: number }>(
    db,
    'SELECT id, is_current AS isCurrent FROM periods ORDER BY starts_on',
  );
  const current = periods.findIndex((period) => period.isCurrent === 1);
  const enrolments = queryAll<CareerEnrolment>(
    db,
    `SELECT e.id, e.programme_id AS programmeId, cy.ordinal, u.username FROM enrolments e
      JOIN programmes p ON p.id = e.programme_id JOIN cycles cy ON cy.code = e.cycle_code
      JOIN users u ON u.id = e.student_id WHERE p.kind = 'CARRERA' ORDER BY e.id`,
  );
  const coursesOf = db.prepare(`SELECT c.id, c.name FROM courses c JOIN cycles cy
    ON cy.code = c.cycle_code WHERE c.programme_id = ? AND cy.ordinal = ? AND c.kind = 'REGULAR'
    ORDER BY c.id`);
  const insert = db.prepare(
    'INSERT INTO course_history (enrolment_id, course_id, period_id, grade) VALUES (?, ?, ?, ?)',
  );
  for (const enrolment of enrolments) {
    const demo = enrolment.username === 'alumno';
    const level = random.int(10, 18);
    for (let cycle = 1; cycle < enrolment.ordinal; cycle += 1) {
      const index = current - (enrolment.ordinal - cycle) - (demo ? 1 : 0);
      if (index < 0) continue;
      const courses = coursesOf.all(enrolment.programmeId, cycle) as Array<{
        id: number;
        name: string;
      }>;
      for (const course of courses) {
        const record = demo ? DEMO_RECORD[course.name] : undefined;
        // The demo student passes every other course, whatever the seed's size: fixed grades.
        const first = record?.first ?? (demo ? String(14 + (course.id % 4)) : grade(random, level));
        insert.run(enrolment.id, course.id, periods[index]!.id, first);
        if (isPassing(first)) continue;
        const retake = record ? record.retake : grade(random, Math.max(level, 13));
        const later = index + (record?.after ?? 1);
        if (retake !== null && later < current) {
          insert.run(enrolment.id, course.id, periods[later]!.id, retake);
        }
      }
    }
  }
}

function grade(random: Random, level: number): string {
  if (random.chance(0.03)) return 'NSP';
  return String(Math.min(20, Math.max(0, Math.round(level + random.next() * 8 - 4))));
}
