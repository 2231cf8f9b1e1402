import type { Seeder } from '../db/migrate.ts';

/**
 * An area's demo data, declared in its own module as `export const seedStep: SeedStep`. It runs
 * with its migration, in that migration's transaction right after its SQL, so the migrations'
 * names order the steps and a new area's step seeds an existing database at the next start.
 */
export interface SeedStep {
  /** The file name of the migration whose tables it fills, e.g. '022_courses.sql'. */
  migration: string;
  /** Synchronous: it runs inside the migration's transaction. */
  run: Seeder;
}
