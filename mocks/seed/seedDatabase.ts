import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/openDatabase.ts';
import { hashSecret } from '../security/password.ts';
import { DEMO_PASSWORD, demoAccounts } from './demoAccounts.ts';
import { createRandom } from './random.ts';
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
  /** Epoch ms that relative dates (notifications) count back from. @default Date.now() */
  now?: number;
}

export interface SeedSummary {
  students: number;
  teachers: number;
  enrolments: number;
  milliseconds: number;
}

export const DEFAULT_STUDENTS = 300;
export const DEFAULT_SEED = 20262;

export function isSeeded(db: DatabaseSync): boolean {
  return db.prepare('SELECT EXISTS (SELECT 1 FROM users) AS seeded').get()?.seeded === 1;
}

/** Fills an empty, migrated database with the demo institute, its people and settings. */
export async function seedDatabase(
  db: DatabaseSync,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const started = performance.now();
  const students = options.students ?? DEFAULT_STUDENTS;
  const teachers = Math.max(12, Math.ceil(students / 25));
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  // scrypt is deliberately slow: hash once per demo account and once for all generated users.
  const [sharedHash, ...demoHashes] = await Promise.all(
    [null, ...demoAccounts].map(() => hashSecret(DEMO_PASSWORD)),
  );

  const enrolments = inTransaction(db, () => {
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
      now: options.now ?? Date.now(),
      demoIds: staff.demoIds,
      demoStudentId: demoId('alumno'),
      taskedStudentId: students > 0 ? staff.nextUserId : null,
    });
    return count;
  });
  return { students, teachers, enrolments, milliseconds: Math.round(performance.now() - started) };
}
