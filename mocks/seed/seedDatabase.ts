import type { DatabaseSync } from 'node:sqlite';
import { migrate, pendingMigrations } from '../db/migrate.ts';
import { inTransaction } from '../db/openDatabase.ts';
import { hashSecret } from '../security/password.ts';
import { DEMO_PASSWORD, demoAccounts } from './demoAccounts.ts';
import { loadSeedSteps } from './loadSeedSteps.ts';
import { randomFor } from './random.ts';
import { seedActivity } from './seedActivity.ts';
import { seedInstitute } from './seedInstitute.ts';
import { seedSections } from './seedSections.ts';
import { seedSettings } from './seedSettings.ts';
import { seedStaff } from './seedStaff.ts';
import { DEMO_STUDENT_CYCLE, seedStudents } from './seedStudents.ts';

export interface SeedOptions {
  /** Generated students besides the demo accounts. @default 300 */
  students?: number;
  /** PRNG seed: the same seed and size always produce the same data. @default 20262 */
  seed?: number;
}

export interface SeedSummary {
  students: number;
  teachers: number;
  enrolments: number;
  milliseconds: number;
}

export const DEFAULT_STUDENTS = 300;
export const DEFAULT_SEED = 20262;

/**
 * The institute, its people, settings and activity need the tables of migrations 001 to 005:
 * they arrive with the last of them.
 */
export const BASE_MIGRATION = '005_tasks_notifications.sql';

/**
 * The base demo data as a seeder. Async only for the password hashes (scrypt is deliberately
 * slow: once per demo account and once for all generated users); the seeding itself is sync, so
 * it runs inside its migration's transaction.
 */
async function prepareBaseSeed(options: SeedOptions) {
  const [sharedHash, ...demoHashes] = await Promise.all(
    [null, ...demoAccounts].map(() => hashSecret(DEMO_PASSWORD)),
  );
  return (db: DatabaseSync): SeedSummary => {
    const started = performance.now();
    const students = options.students ?? DEFAULT_STUDENTS;
    const teachers = Math.max(12, Math.ceil(students / 25));
    const random = randomFor(options.seed ?? DEFAULT_SEED, BASE_MIGRATION);
    const enrolments = seedBase(db, {
      random,
      students,
      teachers,
      sharedHash,
      demoHashes,
    });
    return {
      students,
      teachers,
      enrolments,
      milliseconds: Math.round(performance.now() - started),
    };
  };
}

interface BaseInput {
  random: ReturnType<typeof randomFor>;
  students: number;
  teachers: number;
  sharedHash: string;
  demoHashes: string[];
}

function seedBase(db: DatabaseSync, input: BaseInput): number {
  const { random, students, teachers, sharedHash, demoHashes } = input;
  const institute = seedInstitute(db);
  const staff = seedStaff(db, { random, institute, teachers, demoHashes, sharedHash });
  const demoId = (usuario: string) => {
    const id = staff.demoIds.get(usuario);
    if (id === undefined) throw new Error(`Demo account ${usuario} was not seeded`);
    return id;
  };
  const sections = seedSections(db, {
    random,
    institute,
    teachersByBrand: staff.teachersByBrand,
    demoTeacherId: demoId('docente'),
    demoTeacherCycles: [DEMO_STUDENT_CYCLE, 'CIV'],
  });
  const count = seedStudents(db, {
    random,
    institute,
    sections,
    demoStudentId: demoId('alumno'),
    firstUserId: staff.nextUserId,
    students,
    sharedHash,
  });
  seedSettings(db, institute);
  seedActivity(db, {
    taskedStudentId: students > 0 ? staff.nextUserId : null,
  });
  return count;
}

/** Seeds the base demo data into a database whose schema is already migrated (tests, benchmarks). */
export async function seedDatabase(
  db: DatabaseSync,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const seed = await prepareBaseSeed(options);
  return inTransaction(db, () => seed(db));
}

/**
 * Applies the pending migrations, each with its demo data: the base data with BASE_MIGRATION, and
 * every other with the migration its module's seed step names (loadSeedSteps.ts). Answers the
 * base data's summary when this run seeded it (a new database), else null.
 */
export async function migrateWithDemoData(
  db: DatabaseSync,
  options: SeedOptions = {},
): Promise<SeedSummary | null> {
  let summary: SeedSummary | null = null;
  const steps = await loadSeedSteps();
  if (Object.hasOwn(steps, BASE_MIGRATION))
    throw new Error(`${BASE_MIGRATION} brings the base data: no seed step may name it.`);
  const pending = pendingMigrations(db);
  const base = pending.includes(BASE_MIGRATION) ? await prepareBaseSeed(options) : null;
  migrate(db, {
    seeders: {
      ...(base && { [BASE_MIGRATION]: (target: DatabaseSync) => void (summary = base(target)) }),
      ...steps,
    },
  });
  return summary;
}
