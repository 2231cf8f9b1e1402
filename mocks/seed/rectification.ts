import type { DatabaseSync } from 'node:sqlite';
import { insertRow } from '../db/openDatabase.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../db/query.ts';
import { randomFor } from './random.ts';
import { seedingTime } from './seedingTime.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '025_rectification.sql';
const SEED = 2026;
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Superadmins added for rectification; the last one reaches /superadmin but may not rectify. */
export const rectificationStaff = [
  {
    username: 'registro.academico',
    firstName: 'Carmen',
    paternal: 'Valdivia',
    maternal: 'Ríos',
    rectifies: true,
  },
  {
    username: 'secretaria.academica',
    firstName: 'Julio',
    paternal: 'Manrique',
    maternal: 'Soto',
    rectifies: true,
  },
  {
    username: 'direccion.academica',
    firstName: 'Elena',
    paternal: 'Paredes',
    maternal: 'Luna',
    rectifies: true,
  },
  {
    username: 'soporte.campus',
    firstName: 'Renato',
    paternal: 'Cárdenas',
    maternal: 'Vela',
    rectifies: false,
  },
] as const;

/** How many open cases the demo teacher has filed (the page and each e2e run take one). */
const OPEN_CASES = 8;

interface CaseSeat {
  teacherId: number;
  teacher: string;
  courseId: number;
  course: string;
  code: string;
  evaluation: string;
  score: string;
}

/**
 * Issue 15's rectification: four superadmins may rectify (the demo superadmin and three of the
 * academic office), a fifth superadmin may not. The RECTINOTA requests name a course the
 * teacher teaches and a student seated there with a graded evaluation, and the demo teacher has
 * open cases waiting.
 */
export function seedRectification(db: DatabaseSync): void {
  const random = randomFor(SEED, MIGRATION);
  const now = seedingTime(db);
  addStaff(db);
  const type = queryOneOrThrow<{ id: number; due: number }>(
    db,
    "SELECT id, business_days AS due FROM procedure_types WHERE code = 'RECTINOTA'",
  );
  const requirements = queryAll<{ id: number; name: string; fieldType: string | null }>(
    db,
    'SELECT id, name, field_type AS fieldType FROM procedure_requirements WHERE type_id = ? ORDER BY position',
    type.id,
  );
  const [courseField, codeField, reasonField] = requirements.filter((r) => r.fieldType !== null);
  const setAnswer = db.prepare(`INSERT OR REPLACE INTO procedure_answers (request_id,
    requirement_id, value, label) VALUES (?, ?, ?, ?)`);
  const answer = (requestId: number, seat: CaseSeat) => {
    setAnswer.run(requestId, courseField.id, String(seat.courseId), seat.course);
    setAnswer.run(requestId, codeField.id, seat.code, seat.code);
    const correct = Math.min(20, Number(seat.score) + random.int(2, 5));
    const reason = `Registré ${seat.score} en ${seat.evaluation}; la nota correcta es ${correct}.`;
    setAnswer.run(requestId, reasonField.id, reason, reason);
  };

  const existing = queryAll<{ id: number; teacherId: number }>(
    db,
    'SELECT id, requester_id AS teacherId FROM procedure_requests WHERE type_id = ? ORDER BY id',
    type.id,
  );
  for (const request of existing) {
    const seats = seatsOf(db, request.teacherId);
    if (seats.length > 0) answer(request.id, random.pick(seats));
  }

  const manager = queryOne<{ id: number }>(
    db,
    "SELECT user_id AS id FROM procedure_area_managers WHERE area_code = 'SM-TK' ORDER BY user_id LIMIT 1",
  );
  const insertRequest = db.prepare(`INSERT INTO procedure_requests (type_id, requester_id,
      enrolment_id, audience, state, version, manager_id, responder_id, idempotency_key, comment,
      fee_cents, filed_at, updated_at, due_at, closed_at)
    VALUES (?, ?, NULL, 'DOCENTE', 'REGISTRADO', 1, ?, NULL, ?, NULL, 0, ?, ?, ?, NULL)`);
  const insertEvent = db.prepare(`INSERT INTO procedure_events (request_id, kind, category,
      from_state, to_state, comment, author_id, author_role, created_at)
    VALUES (?, 'REGISTRO', NULL, NULL, 'REGISTRADO', NULL, ?, 'SOLICITANTE', ?)`);
  // The demo teacher's first; other teachers' when theirs are too few (a small seed).
  const seats = seatsOf(db, null).sort(
    (a, b) => Number(b.teacher === 'docente') - Number(a.teacher === 'docente'),
  );
  for (let index = 0; index < OPEN_CASES && index < seats.length; index += 1) {
    const seat = seats[index]!;
    const filedAt = now - (index + 1) * 5 * HOUR;
    const id = insertRow(
      insertRequest,
      type.id,
      seat.teacherId,
      manager?.id ?? null,
      `rectificacion-demo-${index + 1}`,
      filedAt,
      filedAt,
      filedAt + (type.due + 2) * DAY,
    );
    insertEvent.run(id, seat.teacherId, filedAt);
    answer(id, seat);
  }
}

/** The superadmins of the academic office, with the demo collaborator's brand and place. */
function addStaff(db: DatabaseSync): void {
  const next = queryOneOrThrow<{ id: number }>(db, 'SELECT max(id) + 1 AS id FROM users').id;
  const insertUser = db.prepare(`INSERT INTO users (id, actor_id, username, password_hash, tip,
      brand_id, user_code, first_name, paternal_surname, maternal_surname, gender, email,
      institutional_email, ubigeo, department, province, district, is_admin)
    SELECT ?, ?, ?, password_hash, 3, brand_id, ?, ?, ?, ?, 'O', ?, ?, ubigeo, department,
      province, district, 1
    FROM users WHERE username = 'colaborador'`);
  const allow = db.prepare('INSERT INTO superadmin_allowlist (username) VALUES (?)');
  const rectifies = db.prepare(
    'INSERT INTO rectification_allowlist (username, position) VALUES (?, ?)',
  );
  rectifies.run('superadmin', 1);
  rectificationStaff.forEach((person, index) => {
    const id = next + index;
    insertUser.run(
      id,
      id + 4000,
      person.username,
      `U2026${String(id).padStart(5, '0')}`,
      person.firstName,
      person.paternal,
      person.maternal,
      `${person.username}@correo.example`,
      `${person.username}@horizonte.example`,
    );
    allow.run(person.username);
    if (person.rectifies) rectifies.run(person.username, index + 2);
  });
}

/**
 * A teacher's graded evaluations of this period, one per seated student and course; never the
 * demo student's, whose record other demos show as seeded.
 */
function seatsOf(db: DatabaseSync, teacherId: number | null): CaseSeat[] {
  return queryAll<CaseSeat>(
    db,
    `SELECT s.teacher_id AS teacherId, t.username AS teacher, c.id AS courseId, c.name AS course, e.code, si.name AS evaluation, si.score
      FROM score_items si JOIN sections s ON s.id = si.section_id
      JOIN courses c ON c.id = s.course_id JOIN enrolments e ON e.id = si.enrolment_id
      JOIN users u ON u.id = e.student_id JOIN users t ON t.id = s.teacher_id
      WHERE (:teacherId IS NULL OR s.teacher_id = :teacherId) AND u.username <> 'alumno' AND s.period_id = (SELECT id FROM periods WHERE is_current = 1)
        AND c.kind = 'REGULAR' AND si.score IS NOT NULL AND si.score <> 'NSP'
        AND si.position = (SELECT min(x.position) FROM score_items x
          WHERE x.section_id = si.section_id AND x.enrolment_id = si.enrolment_id
            AND x.score IS NOT NULL AND x.score <> 'NSP')
      ORDER BY s.id, e.id`,
    { teacherId },
  );
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedRectification };
