import type { DatabaseSync } from 'node:sqlite';
import { stateGraphicOf } from '../api/courses/grades.ts';
import { queryAll, queryOne } from '../db/query.ts';
import { randomFor, type Random } from './random.ts';
import { seedingTime } from './seedingTime.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '029_teacher_classes.sql';
const SEED = 2026;
/** A class as big as a technical institute's usually is. */
const CLASS_SIZE = 24;

interface PlanItem {
  position: number;
  name: string;
  description: string | null;
  percentage: number;
  graded: number;
}

/** Present mostly; a few students miss often enough to be at risk or out by absences. */
function markOf(random: Random, absentee: number): string {
  const roll = random.next();
  if (roll < absentee) return 'F';
  if (roll < absentee + 0.05) return 'T';
  if (roll < absentee + 0.08) return 'J';
  return 'A';
}

const scoreOf = (random: Random) =>
  random.chance(0.03) ? 'NSP' : String(random.int(7, 19)).padStart(2, '0');

/**
 * Seats generated students of the same programme (never a demo or spare account: usernames
 * alumno…) in each of the demo teacher's sections of the period, up to a class's size, with the
 * section's evaluation plan (graded where the section's evaluations already are) and a mark for
 * each session held. Two students a section miss often.
 */
export function seedTeacherClasses(db: DatabaseSync): void {
  const now = seedingTime(db);
  const random = randomFor(SEED, MIGRATION);
  const teacher = queryOne<{ id: number }>(db, "SELECT id FROM users WHERE username = 'docente'");
  if (!teacher) return;
  const sections = queryAll<{ id: number; programmeId: number; seated: number }>(
    db,
    `SELECT s.id, c.programme_id AS programmeId,
        (SELECT count(*) FROM section_students ss WHERE ss.section_id = s.id) AS seated
      FROM sections s JOIN courses c ON c.id = s.course_id
      JOIN periods pe ON pe.id = s.period_id AND pe.is_current = 1
      WHERE s.teacher_id = ? ORDER BY s.id`,
    teacher.id,
  );
  const seat = db.prepare('INSERT INTO section_students (section_id, enrolment_id) VALUES (?, ?)');
  const score = db.prepare(`INSERT INTO score_items (section_id, enrolment_id, position, name,
      description, percentage, score, state_graphic) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const mark = db.prepare(`INSERT INTO attendance_marks (session_id, user_id, status, marked_at,
      source) VALUES (?, ?, ?, ?, ?)`);
  for (const section of sections) {
    const plan = queryAll<PlanItem>(
      db,
      `SELECT position, name, description, percentage, max(score IS NOT NULL) AS graded
        FROM score_items WHERE section_id = ? GROUP BY position ORDER BY position`,
      section.id,
    );
    const sessions = queryAll<{ id: number; startsAt: number; modality: string }>(
      db,
      `SELECT id, starts_at AS startsAt, modality FROM class_sessions
        WHERE section_id = ? AND starts_at <= ? ORDER BY starts_at`,
      section.id,
      now,
    );
    const candidates = queryAll<{ enrolmentId: number; userId: number }>(
      db,
      `SELECT e.id AS enrolmentId, u.id AS userId FROM enrolments e
        JOIN users u ON u.id = e.student_id
        WHERE e.programme_id = ? AND u.username NOT LIKE 'alumno%'
          AND NOT EXISTS (SELECT 1 FROM section_students ss
            WHERE ss.section_id = ? AND ss.enrolment_id = e.id)
        ORDER BY e.id LIMIT ?`,
      section.programmeId,
      section.id,
      Math.max(0, CLASS_SIZE - section.seated),
    );
    candidates.forEach((student, index) => {
      seat.run(section.id, student.enrolmentId);
      for (const item of plan) {
        const value = item.graded ? scoreOf(random) : null;
        score.run(
          section.id,
          student.enrolmentId,
          item.position,
          item.name,
          item.description,
          item.percentage,
          value,
          stateGraphicOf(value),
        );
      }
      const absentee = index === 0 ? 0.4 : index === 1 ? 0.22 : 0.04;
      for (const session of sessions) {
        const status = markOf(random, absentee);
        const source = session.modality === 'PRESENCIAL' ? 'AULA' : 'WEB';
        mark.run(
          session.id,
          student.userId,
          status,
          session.startsAt + random.int(0, 10) * 60_000,
          source,
        );
      }
    });
  }
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedTeacherClasses };
