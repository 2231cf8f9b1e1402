import type { DatabaseSync } from 'node:sqlite';
import { queryOneOrThrow } from '../db/query.ts';
import { COPY_SQL } from './flowTasks.ts';
import { seedingTime } from './seedingTime.ts';
import { named, newcomer, SPARE_NEWCOMERS } from './onboarding.ts';
import { randomFor } from './random.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '043_first_day.sql';
const SEED = 2026;

/** A demo account's pending copies of these tasks' definitions. */
function pending(db: DatabaseSync, usuario: string, audiencia: string, modulos: readonly string[]) {
  const { id } = queryOneOrThrow<{ id: number }>(
    db,
    'SELECT id FROM users WHERE username = ?',
    usuario,
  );
  const copy = db.prepare(COPY_SQL);
  for (const modulo of modulos) copy.run({ userId: id, audiencia, modulo, completedAt: null });
}

// The colleagues whose classes make the demo's attendance day (mocks/seed/todaysClasses.ts) have
// accepted the current regulations and done their induction: the day's story is their classes,
// and nothing the flow would ask first stands in front of it.
const DEMO_DAY_TEACHERS = `SELECT DISTINCT s.teacher_id FROM class_sessions cs
  JOIN sections s ON s.id = cs.section_id WHERE cs.is_demo_case = 1 AND s.teacher_id IS NOT NULL`;

function settleDemoDayTeachers(db: DatabaseSync): void {
  // A month before the seed: they did it when the period began.
  const done = { at: seedingTime(db) - 30 * 86_400_000 };
  db.prepare(
    `INSERT OR IGNORE INTO regulation_acceptances (version_id, user_id, accepted_at)
    SELECT (SELECT max(v.id) FROM regulation_versions v WHERE v.regulation_id = r.id), t.teacher_id, :at
    FROM regulations r, (${DEMO_DAY_TEACHERS}) t
    WHERE r.activo = 1 AND r.tipo = 'REGLAMENTO' AND r.audiencia IN ('TODOS', 'DOCENTES')`,
  ).run({
    at: done.at,
  });
  db.prepare(
    `UPDATE user_tasks SET completed_at = :at
    WHERE completed_at IS NULL AND modulo IN ('reglamentosActualizados', 'docentes_induccion')
      AND user_id IN (${DEMO_DAY_TEACHERS})`,
  ).run({ at: done.at });
}

/**
 * 043's demo data (README): `alumno.nuevo` (and the spares `primerdia1` …) signs in for the first time with the temporary
 * password to change (not skippable), the regulations to accept and the students' tour, besides
 * the onboarding and the documents 041 gave them; `docente.nuevo` is sent to the induction.
 */
export function seedFirstDay(db: DatabaseSync): void {
  pending(db, 'alumno.nuevo', 'ESTUDIANTES', [
    'cambiarClave',
    'reglamentosActualizados',
    'nueva_func_tour_estudiantes',
  ]);
  pending(db, 'docente.nuevo', 'DOCENTES', ['docentes_induccion']);
  // Spare first-day students for the e2e flow (one per Playwright slot): the password, the
  // regulations and the onboarding ahead, as alumno.nuevo's day begins.
  const random = randomFor(SEED, MIGRATION);
  for (let index = 1; index <= SPARE_NEWCOMERS; index += 1) {
    const usuario = `primerdia${index}`;
    newcomer(db, named(random, usuario, 'CARRERA'));
    pending(db, usuario, 'ESTUDIANTES', ['cambiarClave', 'reglamentosActualizados']);
  }
  settleDemoDayTeachers(db);
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedFirstDay };
