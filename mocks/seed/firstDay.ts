import type { DatabaseSync } from 'node:sqlite';
import { queryOneOrThrow } from '../db/query.ts';
import { COPY_SQL } from './flowTasks.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '043_first_day.sql';

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

/**
 * 043's demo data (README): `alumno.nuevo` signs in for the first time with the temporary
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
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedFirstDay };
