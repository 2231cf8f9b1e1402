import type { DatabaseSync } from 'node:sqlite';
import { queryAll, queryOne } from '../db/query.ts';
import { seedScholarships } from './scholarships.ts';
import { seedingTime } from './seedingTime.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '049_student_services.sql';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const PLACE = 'Oficina de tutoría, pabellón B, 2.º piso';

/**
 * The students who meet SAE in the demo: the demo student, the spare ones, and those a teacher
 * alerted on (migration 033), so that a case from an alert sits beside a tutoring case.
 */
const STUDENTS_SQL = `SELECT u.id FROM users u WHERE u.tip = 1 AND (u.username = 'alumno'
    OR u.username GLOB 'alumno[0-9]*' OR EXISTS (SELECT 1 FROM student_alerts a
      JOIN enrolments e ON e.id = a.enrolment_id WHERE e.student_id = u.id))
  ORDER BY u.id`;

/** 049's demo data: each chosen student's tutoring cases, with actions and notes (fiction). */
export function seedStudentServices(db: DatabaseSync): void {
  const tutor = queryOne<{ id: number }>(db, "SELECT id FROM users WHERE username = 'docente'");
  if (!tutor) return;
  const now = seedingTime(db);
  const caseInsert = db.prepare(`INSERT INTO sae_cases (student_id, tutor_id, reason, state,
      opened_at) VALUES (?, ?, ?, ?, ?)`);
  const action = db.prepare(`INSERT INTO sae_actions (case_id, kind, title, place, due_at, state,
      done_at) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const note = db.prepare(`INSERT INTO sae_notes (case_id, author_id, body, public, created_at)
    VALUES (?, ?, ?, ?, ?)`);
  for (const { id } of queryAll<{ id: number }>(db, STUDENTS_SQL)) {
    const open = Number(
      caseInsert.run(
        id,
        tutor.id,
        'Acompañamiento académico: organización del tiempo de estudio',
        'EN_ATENCION',
        now - 21 * DAY,
      ).lastInsertRowid,
    );
    action.run(
      open,
      'ENTREVISTA',
      'Primera entrevista con tu tutor',
      PLACE,
      now - 14 * DAY,
      'REALIZADA',
      now - 14 * DAY,
    );
    action.run(
      open,
      'ENTREVISTA',
      'Entrevista de seguimiento con tu tutor',
      PLACE,
      now + 3 * DAY,
      'PENDIENTE',
      null,
    );
    action.run(
      open,
      'FORMULARIO',
      'Ficha de hábitos de estudio',
      '',
      now + 7 * DAY,
      'PENDIENTE',
      null,
    );
    note.run(
      open,
      tutor.id,
      'Acordamos un horario semanal de estudio de lunes a jueves, de 7 a 9 p. m.',
      1,
      now - 14 * DAY + HOUR,
    );
    note.run(
      open,
      tutor.id,
      'Nota interna: revisar su avance con el coordinador antes de la próxima entrevista.',
      0,
      now - 14 * DAY + 2 * HOUR,
    );

    const closed = Number(
      caseInsert.run(id, tutor.id, 'Inducción al primer ciclo', 'CERRADO', now - 200 * DAY)
        .lastInsertRowid,
    );
    action.run(
      closed,
      'ENTREVISTA',
      'Entrevista de bienvenida',
      PLACE,
      now - 195 * DAY,
      'REALIZADA',
      now - 195 * DAY,
    );
    note.run(
      closed,
      tutor.id,
      'Se adaptó bien al ritmo del instituto. Cerramos el acompañamiento de inducción.',
      1,
      now - 180 * DAY,
    );
  }
}

export const seedStep: SeedStep = {
  migration: MIGRATION,
  run: (db) => {
    seedStudentServices(db);
    seedScholarships(db, seedingTime(db));
  },
};
