import type { DatabaseSync } from 'node:sqlite';

interface ActivityInput {
  /** A generated student who starts with the students' tour pending. */
  taskedStudentId: number | null;
}

/**
 * Seeds the tour of one generated student (a spare account: nothing it asks keeps them from
 * the pages the e2e flows open; `alumno.nuevo`, migration 041, has the onboarding and the rest).
 * The demo accounts' notifications arrive with migration 036 (seed/demoStory.ts), drawn from the
 * data they talk about.
 */
export function seedActivity(db: DatabaseSync, input: ActivityInput): void {
  if (input.taskedStudentId === null) return;
  const insertTask = db.prepare(
    'INSERT INTO user_tasks (user_id, modulo, orden, code_config, url) VALUES (?, ?, ?, ?, ?)',
  );
  const tour = 'nueva_func_tour_estudiantes';
  insertTask.run(input.taskedStudentId, tour, 20, tour, '/');
}
