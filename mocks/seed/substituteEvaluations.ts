import type { DatabaseSync } from 'node:sqlite';
import { stateGraphicOf } from '../api/courses/grades.ts';
import {
  INSERT_GRADE_SQL,
  LOWEST_SCORE_SQL,
  PENDING_SQL,
  SET_SCORE_SQL,
} from '../api/procedures/evaluacionSustitutoria.sql.ts';
import { dueDate } from '../api/procedures/businessDays.ts';
import { insertRow } from '../db/openDatabase.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../db/query.ts';
import { randomFor, type Random } from './random.ts';
import { seedingTime } from './seedingTime.ts';
import type { SeedStep } from './seedStep.ts';

const DAY = 86_400_000;
const MIGRATION = '027_substitute_evaluation.sql';
const SEED = 2026;

interface Seat {
  courseId: number;
  course: string;
  sectionId: number;
  enrolmentId: number;
  studentId: number;
}

/**
 * The demo teacher's first two courses this period where the demo student is graded, each with a
 * classmate of the demo student (neither the demo nor a spare student: those stay free for the
 * e2e) seated and graded in the teacher's section. A small seed may have seated nobody beside the
 * demo student: then a student of the same programme joins, with the section's evaluations.
 */
function seats(db: DatabaseSync, random: Random): Seat[] {
  const sections = queryAll<{ sectionId: number; courseId: number; course: string }>(
    db,
    `SELECT s.id AS sectionId, s.course_id AS courseId, c.name AS course
      FROM sections s JOIN periods p ON p.id = s.period_id AND p.is_current = 1
      JOIN courses c ON c.id = s.course_id
      JOIN section_students ss ON ss.section_id = s.id
      JOIN enrolments e ON e.id = ss.enrolment_id
      WHERE s.teacher_id = (SELECT id FROM users WHERE username = 'docente')
        AND e.student_id = (SELECT id FROM users WHERE username = 'alumno')
        AND EXISTS (SELECT 1 FROM score_items si WHERE si.section_id = s.id
          AND si.enrolment_id = e.id AND si.score IS NOT NULL)
      ORDER BY s.course_id LIMIT 2`,
  );
  return sections.flatMap((section) => {
    const classmate = classmateIn(db, random, section.sectionId);
    return classmate ? [{ ...section, ...classmate }] : [];
  });
}

const CLASSMATE_SQL = `SELECT e.id AS enrolmentId, e.student_id AS studentId
  FROM section_students ss JOIN enrolments e ON e.id = ss.enrolment_id
  JOIN users u ON u.id = e.student_id
  WHERE ss.section_id = :sectionId AND u.username <> 'alumno' AND u.username NOT GLOB 'alumno[0-9]*'
    AND EXISTS (SELECT 1 FROM score_items si WHERE si.section_id = ss.section_id
      AND si.enrolment_id = e.id AND si.score IS NOT NULL AND si.is_substitute = 0)
  ORDER BY e.id LIMIT 1`;

function classmateIn(db: DatabaseSync, random: Random, sectionId: number) {
  const seated = queryOne<{ enrolmentId: number; studentId: number }>(db, CLASSMATE_SQL, {
    sectionId,
  });
  if (seated) return seated;
  const joining = queryOne<{ enrolmentId: number; studentId: number }>(
    db,
    `SELECT e.id AS enrolmentId, e.student_id AS studentId FROM enrolments e
      JOIN users u ON u.id = e.student_id
      WHERE e.programme_id = (SELECT d.programme_id FROM section_students ss
          JOIN enrolments d ON d.id = ss.enrolment_id JOIN users du ON du.id = d.student_id
          WHERE ss.section_id = :sectionId AND du.username = 'alumno')
        AND u.username <> 'alumno' AND u.username NOT GLOB 'alumno[0-9]*'
        AND NOT EXISTS (SELECT 1 FROM section_students ss
          WHERE ss.section_id = :sectionId AND ss.enrolment_id = e.id)
      ORDER BY e.id LIMIT 1`,
    { sectionId },
  );
  // A seed too small to have one leaves the section without a window.
  if (!joining) return null;
  db.prepare('INSERT INTO section_students (section_id, enrolment_id) VALUES (?, ?)').run(
    sectionId,
    joining.enrolmentId,
  );
  // The section's evaluations as the demo student has them, graded or not alike.
  const plan = queryAll<{
    position: number;
    name: string;
    description: string | null;
    percentage: number;
    graded: number;
  }>(
    db,
    `SELECT si.position, si.name, si.description, si.percentage, si.score IS NOT NULL AS graded
      FROM score_items si JOIN enrolments e ON e.id = si.enrolment_id
      JOIN users u ON u.id = e.student_id
      WHERE si.section_id = ? AND u.username = 'alumno' ORDER BY si.position`,
    sectionId,
  );
  const insert = db.prepare(`INSERT INTO score_items (section_id, enrolment_id, position, name,
      description, percentage, score, state_graphic) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const item of plan) {
    const score = item.graded ? String(random.int(6, 17)).padStart(2, '0') : null;
    insert.run(
      sectionId,
      joining.enrolmentId,
      item.position,
      item.name,
      item.description,
      item.percentage,
      score,
      stateGraphicOf(score),
    );
  }
  return joining;
}

/**
 * 027's demo data. The demo teacher has an open window, where a classmate of the demo student
 * waits for a grade and the demo student may file INSEVASUS and sit it, and a closed one (its
 * grade recorded, the evaluation it replaced kept); another course with requests has a window
 * ahead.
 */
export function seedSubstituteEvaluations(db: DatabaseSync): void {
  const now = seedingTime(db);
  const period = queryOneOrThrow<{ id: number }>(db, 'SELECT id FROM periods WHERE is_current = 1');
  const office = queryOneOrThrow<{ id: number }>(
    db,
    "SELECT id FROM users WHERE username = 'superadmin'",
  );
  const type = queryOneOrThrow<{ id: number; fee: number; days: number }>(
    db,
    "SELECT id, fee_cents AS fee, business_days AS days FROM procedure_types WHERE code = 'INSEVASUS'",
  );
  const courseField = queryOneOrThrow<{ id: number }>(
    db,
    "SELECT id FROM procedure_requirements WHERE type_id = ? AND field_type = 'CURSO' AND retired_at IS NULL",
    type.id,
  );
  const manager = queryOne<{ id: number }>(
    db,
    "SELECT user_id AS id FROM procedure_area_managers WHERE area_code = 'SM-TK' ORDER BY user_id LIMIT 1",
  );
  const insertWindow = db.prepare(`INSERT INTO substitute_windows (period_id, course_id,
      opens_at, closes_at, created_by, updated_at) VALUES (?, ?, ?, ?, ?, ?)`);
  // The inscriptions the office already accepted (a tray picking a request to decide skips them).
  const insertRequest = db.prepare(`INSERT INTO procedure_requests (type_id, requester_id,
      enrolment_id, audience, state, version, manager_id, idempotency_key, fee_cents, filed_at,
      updated_at, due_at, closed_at)
    VALUES (?, ?, ?, 'CARRERA', 'APROBADO', 2, ?, ?, ?, ?, ?, ?, ?)`);
  const insertAnswer = db.prepare(
    'INSERT INTO procedure_answers (request_id, requirement_id, value, label) VALUES (?, ?, ?, ?)',
  );
  const insertEvent = db.prepare(`INSERT INTO procedure_events (request_id, kind, from_state,
      to_state, author_id, author_role, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`);

  const request = (seat: Seat, filedAt: number, index: number) => {
    const approvedAt = filedAt + DAY;
    const id = insertRow(
      insertRequest,
      type.id,
      seat.studentId,
      seat.enrolmentId,
      manager?.id ?? null,
      `sustitutorio-demo-${index}`,
      type.fee,
      filedAt,
      approvedAt,
      dueDate(filedAt, type.days),
      approvedAt,
    );
    insertAnswer.run(id, courseField.id, String(seat.courseId), seat.course);
    insertEvent.run(id, 'REGISTRO', null, 'REGISTRADO', seat.studentId, 'SOLICITANTE', filedAt);
    insertEvent.run(
      id,
      'APROBACION',
      'REGISTRADO',
      'APROBADO',
      manager?.id ?? null,
      'ENCARGADO',
      approvedAt,
    );
    return id;
  };

  const [open, closed] = seats(db, randomFor(SEED, MIGRATION));
  if (open) {
    insertWindow.run(period.id, open.courseId, now - 2 * DAY, now + 5 * DAY, office.id, now);
    request(open, now - 4 * DAY, 1);
  }
  if (closed) {
    const windowId = insertRow(
      insertWindow,
      period.id,
      closed.courseId,
      now - 20 * DAY,
      now - 12 * DAY,
      office.id,
      now,
    );
    const requestId = request(closed, now - 25 * DAY, 2);
    const lowest = queryOneOrThrow<{ id: number; score: string }>(db, LOWEST_SCORE_SQL, {
      sectionId: closed.sectionId,
      enrolmentId: closed.enrolmentId,
    });
    const grade = '15';
    const teacher = queryOneOrThrow<{ id: number }>(
      db,
      'SELECT teacher_id AS id FROM sections WHERE id = ?',
      closed.sectionId,
    );
    db.prepare(SET_SCORE_SQL).run({ id: lowest.id, grade, graphic: stateGraphicOf(grade) });
    db.prepare(INSERT_GRADE_SQL).run({
      requestId,
      windowId,
      scoreItemId: lowest.id,
      previous: lowest.score,
      grade,
      source: 'DOCENTE',
      userId: teacher.id,
      at: now - 13 * DAY,
    });
  }
  // A course whose requests wait: its window opens in three days.
  const waiting = queryOne<{ idCurso: number }>(db, PENDING_SQL, { periodId: period.id });
  if (waiting) {
    insertWindow.run(period.id, waiting.idCurso, now + 3 * DAY, now + 10 * DAY, office.id, now);
  }
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedSubstituteEvaluations };
