import type { DatabaseSync } from 'node:sqlite';
import { queryAll, queryOne } from '../db/query.ts';
import { randomFor } from './random.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '031_teacher_history.sql';
const SEED = 2026;
/** A past class as big as a technical institute's usually is. */
const CLASS_SIZE = 18;

/**
 * Past sections of the courses the demo teacher teaches now: for each course and each of the last
 * three past periods in which students took it (course_history), one section of the teacher with
 * those students seated, on the campus, group and modality of today's section. A class short of
 * its size is filled with students of the programme who never took the course nor take it now,
 * with their final grades (never a demo or spare account: usernames alumno…).
 */
export function seedTeacherHistory(db: DatabaseSync): void {
  const teacher = queryOne<{ id: number }>(db, "SELECT id FROM users WHERE username = 'docente'");
  if (!teacher) return;
  const random = randomFor(SEED, MIGRATION);
  const courses = queryAll<{
    courseId: number;
    programmeId: number;
    campusId: number;
    modality: string;
    group: string;
  }>(
    db,
    `SELECT s.course_id AS courseId, min(c.programme_id) AS programmeId,
        min(s.campus_id) AS campusId, min(s.modality) AS modality, min(s.group_code) AS "group"
      FROM sections s JOIN periods p ON p.id = s.period_id AND p.is_current = 1
      JOIN courses c ON c.id = s.course_id
      WHERE s.teacher_id = ? GROUP BY s.course_id ORDER BY s.course_id`,
    teacher.id,
  );
  const insertSection = db.prepare(`INSERT INTO sections (course_id, period_id, campus_id,
      teacher_id, group_code, modality, starts_on, ends_on)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const seat = db.prepare('INSERT INTO section_students (section_id, enrolment_id) VALUES (?, ?)');
  const grade = db.prepare(
    'INSERT INTO course_history (enrolment_id, course_id, period_id, grade) VALUES (?, ?, ?, ?)',
  );
  for (const course of courses) {
    const periods = queryAll<{ id: number; code: string; startsOn: string; endsOn: string }>(
      db,
      `SELECT p.id, p.code, p.starts_on AS startsOn, p.ends_on AS endsOn FROM periods p
        WHERE p.is_current = 0 AND EXISTS (SELECT 1 FROM course_history h
          WHERE h.course_id = ? AND h.period_id = p.id)
        ORDER BY p.starts_on DESC LIMIT 3`,
      course.courseId,
    );
    for (const period of periods) {
      const sectionId = Number(
        insertSection.run(
          course.courseId,
          period.id,
          course.campusId,
          teacher.id,
          course.group,
          course.modality,
          period.startsOn,
          period.endsOn,
        ).lastInsertRowid,
      );
      const students = queryAll<{ enrolmentId: number }>(
        db,
        `SELECT enrolment_id AS enrolmentId FROM course_history
          WHERE course_id = ? AND period_id = ? ORDER BY enrolment_id LIMIT 30`,
        course.courseId,
        period.id,
      );
      const newcomers = queryAll<{ enrolmentId: number }>(
        db,
        `SELECT e.id AS enrolmentId FROM enrolments e JOIN users u ON u.id = e.student_id
          WHERE e.programme_id = ? AND u.username NOT LIKE 'alumno%'
            AND NOT EXISTS (SELECT 1 FROM course_history h
              WHERE h.enrolment_id = e.id AND h.course_id = ?)
            AND NOT EXISTS (SELECT 1 FROM section_students ss
              JOIN sections other ON other.id = ss.section_id
              WHERE ss.enrolment_id = e.id AND other.course_id = ?)
          ORDER BY e.id LIMIT ?`,
        course.programmeId,
        course.courseId,
        course.courseId,
        Math.max(0, CLASS_SIZE - students.length),
      );
      for (const student of newcomers) {
        const value = random.chance(0.04) ? 'NSP' : String(random.int(8, 19)).padStart(2, '0');
        grade.run(student.enrolmentId, course.courseId, period.id, value);
      }
      for (const student of [...students, ...newcomers]) seat.run(sectionId, student.enrolmentId);
    }
  }
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedTeacherHistory };
