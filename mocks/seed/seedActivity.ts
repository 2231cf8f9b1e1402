import type { DatabaseSync } from 'node:sqlite';

interface ActivityInput {
  /** A generated student who starts with pending mandatory tasks. */
  taskedStudentId: number | null;
}

/**
 * Seeds the mandatory tasks of one generated student. The demo accounts' notifications arrive
 * with migration 036 (seed/demoStory.ts), drawn from the data they talk about.
 */
export function seedActivity(db: DatabaseSync, input: ActivityInput): void {
  if (input.taskedStudentId === null) return;
  const insertTask = db.prepare(
    'INSERT INTO user_tasks (user_id, modulo, orden, code_config, url) VALUES (?, ?, ?, ?, ?)',
  );
  const tour = 'nueva_func_tour_estudiantes';
  insertTask.run(input.taskedStudentId, 'onBoarding', 1, null, '/onboarding');
  insertTask.run(input.taskedStudentId, tour, 20, tour, '/');
}
