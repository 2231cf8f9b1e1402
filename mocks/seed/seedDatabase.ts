import type { DatabaseSync } from 'node:sqlite';
import { migrate, pendingMigrations } from '../db/migrate.ts';
import { inTransaction } from '../db/openDatabase.ts';
import { hashSecret } from '../security/password.ts';
import { DEMO_PASSWORD, demoAccounts } from './demoAccounts.ts';
import { seedFlowTasks } from './flowTasks.ts';
import { seedGenericUsers } from './genericUsers.ts';
import { seedIntegrationCredentials } from './integrationCredentials.ts';
import { seedMasterTables } from './masterTables.ts';
import { seedAttendance } from './attendance.ts';
import { seedCourses } from './courses.ts';
import { seedPosts } from './posts.ts';
import { seedProcedures } from './procedures.ts';
import { seedRectification } from './rectification.ts';
import { seedSubstituteEvaluations } from './substituteEvaluations.ts';
import { seedGenericProcedures } from './genericProcedures.ts';
import { seedTeacherClasses } from './teacherClasses.ts';
import { seedTeacherProgramming } from './teacherProgramming.ts';
import { seedTeacherHistory } from './teacherHistory.ts';
import { seedTeacherDevelopment } from './teacherDevelopment.ts';
import { seedTeacherInstitutional } from './teacherInstitutional.ts';
import { seedSurveys } from './surveys.ts';
import { seedUbigeo } from './ubigeo.ts';
import { seedNotificationHistory } from './notificationHistory.ts';
import { seedOnboardingTasks } from './onboardingTasks.ts';
import { randomFor } from './random.ts';
import { seedReferrals } from './referrals.ts';
import { seedRegulations } from './regulations.ts';
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
      options,
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
  options: SeedOptions;
  random: ReturnType<typeof randomFor>;
  students: number;
  teachers: number;
  sharedHash: string;
  demoHashes: string[];
}

function seedBase(db: DatabaseSync, input: BaseInput): number {
  const { options, random, students, teachers, sharedHash, demoHashes } = input;
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
 * Applies the pending migrations, each with its demo data. Answers the base data's summary when
 * this run seeded it (a new database), else null.
 */
export async function migrateWithDemoData(
  db: DatabaseSync,
  options: SeedOptions = {},
): Promise<SeedSummary | null> {
  let summary: SeedSummary | null = null;
  const pending = pendingMigrations(db);
  const base = pending.includes(BASE_MIGRATION) ? await prepareBaseSeed(options) : null;
  migrate(db, {
    seeders: {
      ...(base && { [BASE_MIGRATION]: (target: DatabaseSync) => void (summary = base(target)) }),
      '008_master_tables.sql': seedMasterTables,
      '010_regulations.sql': seedRegulations,
      '012_flow_tasks_tours.sql': seedFlowTasks,
      '013_tutorials_reports.sql': seedOnboardingTasks,
      '014_generic_users.sql': seedGenericUsers,
      '016_referrals.sql': seedReferrals,
      '017_integration_credentials.sql': seedIntegrationCredentials,
      '018_notification_delivery.sql': seedNotificationHistory,
      '019_procedures.sql': seedProcedures,
      '020_ubigeo.sql': seedUbigeo,
      '021_posts.sql': seedPosts,
      '022_courses.sql': seedCourses,
      '023_attendance.sql': seedAttendance,
      '024_surveys.sql': seedSurveys,
      '025_rectification.sql': seedRectification,
      '027_substitute_evaluation.sql': seedSubstituteEvaluations,
      '028_generic_procedures.sql': seedGenericProcedures,
      '029_teacher_classes.sql': seedTeacherClasses,
      '030_teacher_programming.sql': seedTeacherProgramming,
      '031_teacher_history.sql': seedTeacherHistory,
      '032_teacher_development.sql': seedTeacherDevelopment,
      '033_teacher_institutional.sql': seedTeacherInstitutional,
    },
  });
  return summary;
}
