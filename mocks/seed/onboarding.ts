import type { DatabaseSync } from 'node:sqlite';
import { insertRow } from '../db/openDatabase.ts';
import { queryAll, queryOne, queryOneOrThrow } from '../db/query.ts';
import { ENSURE_RECORD_SQL } from '../api/onboarding/records.sql.ts';
import { EXTENSION_STEPS, PROCESS_TASKS, STEPS } from '../api/onboarding/steps.ts';
import { documentNumberOf, heldBySomeone } from './documentNumbers.ts';
import { COPY_SQL } from './flowTasks.ts';
import { onboardingRecord, RECORD_WRITERS, type RecordSection } from './onboardingRecords.ts';
import { prepareUserInsert, randomName } from './people.ts';
import { randomFor, type Random } from './random.ts';
import { seedingTime } from './seedingTime.ts';
import { taskSeeds } from './taskSeeds.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '041_onboarding.sql';
const SEED = 2026;
const DAY = 86_400_000;
/** Spare newcomers for the e2e flows that go through the onboarding (one per Playwright slot). */
export const SPARE_NEWCOMERS = 8;
/** The students this step creates: the three demo ones and the spares of both variants. */
export const ONBOARDING_STUDENTS = 3 + 2 * SPARE_NEWCOMERS;

type Audience = { userId: number; audiencia: 'ESTUDIANTES' };

// ---- definitions --------------------------------------------------------------------------

/**
 * The onboarding's and the data update's steps as taskSeeds defines them. A fresh database has
 * them from 012 already; one seeded before 041 gets the new steps and the new order.
 */
function ensureDefinitions(db: DatabaseSync): void {
  const insert = db.prepare(`INSERT INTO task_definitions (nombre, audiencia, modulo, orden,
      parent_id, url) VALUES (?, 'ESTUDIANTES', ?, ?, ?, ?)`);
  const reorder = db.prepare(`UPDATE task_definitions SET orden = ?, nombre = ?
    WHERE audiencia = 'ESTUDIANTES' AND parent_id = ? AND modulo = ?`);
  for (const task of taskSeeds.ESTUDIANTES) {
    if (!Object.values(PROCESS_TASKS).includes(task.modulo)) continue;
    const parent = queryOneOrThrow<{ id: number }>(
      db,
      "SELECT id FROM task_definitions WHERE audiencia = 'ESTUDIANTES' AND modulo = ? AND parent_id IS NULL",
      task.modulo,
    );
    for (const step of task.subtasks ?? []) {
      const changed = reorder.run(step.orden, step.nombre, parent.id, step.modulo).changes;
      if (changed === 0) insert.run(step.nombre, step.modulo, step.orden, parent.id, step.url);
    }
  }
}

// ---- copies -------------------------------------------------------------------------------

const STEP_COPY_SQL = `SELECT id FROM user_tasks WHERE user_id = ? AND modulo = ?`;

/** The user's copy of `modulo`, made when missing; returns its id. */
function copyOf(db: DatabaseSync, { userId, audiencia }: Audience, modulo: string): number {
  const existing = queryOne<{ id: number }>(db, STEP_COPY_SQL, userId, modulo);
  if (existing) return existing.id;
  const copy = db.prepare(COPY_SQL).run({ userId, audiencia, modulo, completedAt: null });
  return Number(copy.lastInsertRowid);
}

interface StepState {
  modulo: string;
  completedAt: number | null;
  skippedAt: number | null;
}

/**
 * Writes a user's copies of a process task and its steps in the given states, and the process
 * task's own state from them: done when every step is, its skipped variant when only skipped
 * ones are left (mocks/api/tasks/completeStep.ts keeps the same rules afterwards).
 */
function writeProcess(db: DatabaseSync, who: Audience, task: string, steps: StepState[]): void {
  const set = db.prepare(`UPDATE user_tasks SET completed_at = ?, skipped_at = ?,
      only_skipped_steps = ? WHERE id = ?`);
  for (const step of steps) {
    const skipped = step.completedAt === null && step.skippedAt !== null;
    set.run(step.completedAt, step.skippedAt, Number(skipped), copyOf(db, who, step.modulo));
  }
  const open = steps.filter((step) => step.completedAt === null);
  const last = Math.max(0, ...steps.map((step) => step.completedAt ?? 0));
  set.run(
    open.length === 0 ? last : null,
    null,
    Number(open.length > 0 && open.every((step) => step.skippedAt !== null)),
    copyOf(db, who, task),
  );
}

/** The records behind the completed form steps, so each shows what the student entered. */
function writeRecords(
  db: DatabaseSync,
  random: Random,
  userId: number,
  steps: StepState[],
  now: number,
): void {
  const sections = new Set(
    steps
      .filter((step) => step.completedAt !== null)
      .map((step) => STEPS[step.modulo]!.seccion)
      .filter((seccion): seccion is RecordSection => seccion in RECORD_WRITERS),
  );
  if (sections.size === 0) return;
  db.prepare(ENSURE_RECORD_SQL).run({ userId, now });
  const values = onboardingRecord(random, db, userId);
  for (const section of sections) RECORD_WRITERS[section](db, { ...values, userId, now });
}

/**
 * A student `depth` steps into a process: those steps resolved in order (an optional one skipped
 * half the time), the rest pending. The directives step keeps its 039 state: it is
 * completed by accepting the directives, wherever the student does it.
 */
function progress(
  random: Random,
  modules: readonly string[],
  depth: number,
  from: number,
  keep: ReadonlyMap<string, number | null> = new Map(),
): StepState[] {
  let at = from;
  return modules.map((modulo, index) => {
    at += random.int(0, 2) * DAY + random.int(1, 50) * 60_000;
    if (keep.has(modulo)) return { modulo, completedAt: keep.get(modulo)!, skippedAt: null };
    if (index >= depth) return { modulo, completedAt: null, skippedAt: null };
    const skip = STEPS[modulo]!.omitible && random.chance(0.5);
    return { modulo, completedAt: skip ? null : at, skippedAt: skip ? at : null };
  });
}

/** Every step of the career onboarding done, a few minutes apart from `at` on. */
function finishedOnboarding(db: DatabaseSync, random: Random, userId: number, at: number): void {
  const done = stepsOf(PROCESS_TASKS.ONBOARDING).map((modulo, index) => ({
    modulo,
    completedAt: at + index * 5 * 60_000,
    skippedAt: null,
  }));
  writeProcess(db, { userId, audiencia: 'ESTUDIANTES' }, PROCESS_TASKS.ONBOARDING, done);
  writeRecords(db, random, userId, done, at);
}

const stepsOf = (task: string) =>
  taskSeeds.ESTUDIANTES.find((t) => t.modulo === task)!.subtasks!.map((step) => step.modulo);

// ---- accounts -----------------------------------------------------------------------------

export interface NewAccount {
  username: string;
  firstName: string;
  paternalSurname: string;
  maternalSurname: string;
  gender: 'F' | 'M';
  kind: 'CARRERA' | 'EXTENSION';
  cycle: string;
}

const DEMO_PLACE_SQL = `SELECT u.brand_id AS brandId, u.password_hash AS passwordHash,
    b.mail_domain AS mailDomain, e.campus_id AS campusId, e.programme_id AS careerId,
    c.ubigeo, c.department, c.province, c.district
  FROM users u JOIN brands b ON b.id = u.brand_id
  JOIN enrolments e ON e.student_id = u.id AND e.is_primary = 1
  JOIN campuses c ON c.id = e.campus_id
  WHERE u.username = 'alumno'`;

const SEAT_SQL = `INSERT INTO section_students (section_id, enrolment_id)
  SELECT s.id, :enrolmentId FROM sections s JOIN courses k ON k.id = s.course_id
  JOIN periods pe ON pe.id = s.period_id AND pe.is_current = 1
  WHERE k.programme_id = :programmeId AND k.cycle_code = :cycle AND s.campus_id = :campusId
    AND s.id = (SELECT min(s2.id) FROM sections s2 WHERE s2.course_id = s.course_id
      AND s2.period_id = s.period_id AND s2.campus_id = s.campus_id)`;

/**
 * A student of the demo student's campus: the career's first cycle or its brand's extension
 * programme, seated in one section of each of its courses this period. The admission office
 * knows their DNI, e-mail and phone; their address is theirs to give in the onboarding.
 */
export function createStudent(db: DatabaseSync, account: NewAccount): number {
  const place = queryOneOrThrow<{
    brandId: number;
    passwordHash: string;
    mailDomain: string;
    campusId: number;
    careerId: number;
    ubigeo: string;
    department: string;
    province: string;
    district: string;
  }>(db, DEMO_PLACE_SQL);
  const id = queryOneOrThrow<{ id: number }>(db, 'SELECT max(id) + 1 AS id FROM users').id;
  const phone = `9${String(10_000_000 + ((id * 7_919) % 89_999_999)).padStart(8, '0')}`;
  prepareUserInsert(db)({
    ...account,
    id,
    tip: 1,
    brandId: place.brandId,
    passwordHash: place.passwordHash,
    mailDomain: place.mailDomain,
    place,
    phone,
    address: '',
    showPhone: false,
    showEmail: false,
    areaId: null,
    isAdmin: false,
    isPsychologist: false,
  });
  db.prepare(
    `UPDATE users SET address = NULL, ubigeo = NULL, department = NULL, province = NULL,
      district = NULL, document_type = 'DNI', document_number = ?, phone_verified = 0
    WHERE id = ?`,
  ).run(documentNumberOf(id, 'DNI', heldBySomeone(db)), id);
  const programmeId =
    account.kind === 'CARRERA'
      ? place.careerId
      : queryOneOrThrow<{ id: number }>(
          db,
          "SELECT id FROM programmes WHERE brand_id = ? AND kind = 'EXTENSION' ORDER BY id LIMIT 1",
          place.brandId,
        ).id;
  const enrolmentId = insertRow(
    db.prepare(`INSERT INTO enrolments (student_id, programme_id, campus_id, code, cycle_code,
      is_primary) VALUES (?, ?, ?, ?, ?, 1)`),
    id,
    programmeId,
    place.campusId,
    `A2026-N${String(id).padStart(5, '0')}`,
    account.cycle,
  );
  db.prepare(SEAT_SQL).run({
    enrolmentId,
    programmeId,
    cycle: account.cycle,
    campusId: place.campusId,
  });
  return id;
}

/** A generated newcomer's account: a random name under a fixed username. */
export function named(random: Random, username: string, kind: NewAccount['kind']): NewAccount {
  return { ...randomName(random), username, kind, cycle: kind === 'CARRERA' ? 'CI' : '00' };
}

/** A new student with every step of their onboarding pending; returns their id. */
export function newcomer(db: DatabaseSync, account: NewAccount): number {
  const id = createStudent(db, account);
  const who: Audience = { userId: id, audiencia: 'ESTUDIANTES' };
  const modules = account.kind === 'CARRERA' ? stepsOf(PROCESS_TASKS.ONBOARDING) : EXTENSION_STEPS;
  writeProcess(
    db,
    who,
    PROCESS_TASKS.ONBOARDING,
    modules.map((modulo) => ({ modulo, completedAt: null, skippedAt: null })),
  );
  return id;
}

/**
 * The demo newcomers (README): `alumno.nuevo` starts the career's onboarding, `alumno.extension`
 * the extension one, and `alumno.antiguo`, in their third year, finished theirs long ago and has
 * this year's data update due. `ingresante1` … and `extension1` … are spare copies of the first
 * two for the e2e flows, one per Playwright slot.
 */
function seedAccounts(db: DatabaseSync, random: Random, now: number): void {
  const nuevo = newcomer(db, {
    username: 'alumno.nuevo',
    firstName: 'Valeria',
    paternalSurname: 'Condori',
    maternalSurname: 'Mamani',
    gender: 'F',
    kind: 'CARRERA',
    cycle: 'CI',
  });
  // The documents the enrolment office asks for come after the onboarding (spec §4's flow).
  copyOf(db, { userId: nuevo, audiencia: 'ESTUDIANTES' }, 'subirDocumentos');
  newcomer(db, {
    username: 'alumno.extension',
    firstName: 'Rodrigo',
    paternalSurname: 'Paredes',
    maternalSurname: 'Chávez',
    gender: 'M',
    kind: 'EXTENSION',
    cycle: '00',
  });
  for (let index = 1; index <= SPARE_NEWCOMERS; index += 1) {
    newcomer(db, named(random, `ingresante${index}`, 'CARRERA'));
    newcomer(db, named(random, `extension${index}`, 'EXTENSION'));
  }

  // The demo student went through hers when she enrolled, two years ago.
  const alumno = queryOneOrThrow<{ id: number }>(
    db,
    "SELECT id FROM users WHERE username = 'alumno'",
  ).id;
  finishedOnboarding(db, random, alumno, Date.parse('2025-03-10T15:00:00Z'));

  const antiguo = createStudent(db, {
    username: 'alumno.antiguo',
    firstName: 'Diego',
    paternalSurname: 'Huaranga',
    maternalSurname: 'Soto',
    gender: 'M',
    kind: 'CARRERA',
    cycle: 'CV',
  });
  const who: Audience = { userId: antiguo, audiencia: 'ESTUDIANTES' };
  const twoYearsAgo = now - 700 * DAY;
  db.prepare(
    `UPDATE users SET address = 'Av. Los Próceres 1187', ubigeo = '150135',
      department = 'Lima', province = 'Lima', district = 'San Martín de Porres'
    WHERE id = ?`,
  ).run(antiguo);
  finishedOnboarding(db, random, antiguo, twoYearsAgo);
  writeProcess(
    db,
    who,
    PROCESS_TASKS.ACTUALIZACION,
    stepsOf(PROCESS_TASKS.ACTUALIZACION).map((modulo) => ({
      modulo,
      completedAt: null,
      skippedAt: null,
    })),
  );
}

// ---- generated students -------------------------------------------------------------------

// 013's newcomers (first-cycle students with an onboarding copy of their own) and what they did.
const NEWCOMERS_SQL = `SELECT t.user_id AS userId,
    (SELECT completed_at FROM user_tasks s WHERE s.user_id = t.user_id
      AND s.modulo = 'onboardingDirectivas') AS directivas,
    (SELECT completed_at FROM user_tasks s WHERE s.user_id = t.user_id
      AND s.modulo = 'onboardingFoto') AS foto,
    t.completed_at AS completedAt
  FROM user_tasks t JOIN users u ON u.id = t.user_id
  WHERE t.modulo = 'onBoarding' AND u.tip = 1 AND u.username NOT GLOB 'alumno*'
    AND EXISTS (SELECT 1 FROM user_tasks s WHERE s.user_id = t.user_id
      AND s.modulo = 'onboardingDatos')
  ORDER BY t.user_id`;

// Everyone else with an onboarding behind them (012): their records, for the data update.
const VETERANS_SQL = `SELECT t.user_id AS userId, t.completed_at AS completedAt
  FROM user_tasks t JOIN users u ON u.id = t.user_id
  WHERE t.modulo = 'onBoarding' AND t.completed_at IS NOT NULL AND u.tip = 1
    AND u.username NOT GLOB 'alumno*'
    AND NOT EXISTS (SELECT 1 FROM user_tasks s WHERE s.user_id = t.user_id
      AND s.modulo = 'onboardingDatos')
  ORDER BY t.user_id`;

// 012's data updates, pending or done, without steps of their own yet.
const UPDATES_SQL = `SELECT t.user_id AS userId, t.completed_at AS completedAt
  FROM user_tasks t JOIN users u ON u.id = t.user_id
  WHERE t.modulo = 'actualizarDatos' AND u.tip = 1 AND u.username NOT GLOB 'alumno*'
  ORDER BY t.user_id`;

/**
 * 013 gave the newcomers three steps; 041 gives them all of them, each student somewhere on the
 * way: some not begun, most half way (some with optional steps skipped), some done. The
 * directives and photo steps keep 013's and 039's state, so the acceptances still agree.
 */
function seedNewcomers(db: DatabaseSync, random: Random): void {
  const modules = stepsOf(PROCESS_TASKS.ONBOARDING);
  const formSteps = modules.filter((m) => m !== 'onboardingDirectivas' && m !== 'onboardingFoto');
  for (const row of queryAll<{
    userId: number;
    directivas: number | null;
    foto: number | null;
    completedAt: number | null;
  }>(db, NEWCOMERS_SQL)) {
    const start =
      (row.directivas ?? row.foto ?? row.completedAt ?? Date.parse('2026-08-17T14:00:00Z')) -
      3 * DAY;
    const depth = row.completedAt !== null ? formSteps.length : random.int(0, formSteps.length);
    const keep = new Map([
      ['onboardingDirectivas', row.directivas],
      ['onboardingFoto', row.foto],
    ]);
    // A finished student skipped nothing; one still on the way may have.
    const steps = progress(
      row.completedAt !== null ? noSkips(random) : random,
      formSteps,
      depth,
      start,
    );
    const all = modules.map(
      (modulo) =>
        steps.find((step) => step.modulo === modulo) ?? {
          modulo,
          completedAt: keep.get(modulo) ?? null,
          skippedAt: null,
        },
    );
    // The photo step left open at the end of a walk that reached it was skipped then.
    const foto = all.find((step) => step.modulo === 'onboardingFoto')!;
    if (depth === formSteps.length && foto.completedAt === null && random.chance(0.5)) {
      foto.skippedAt = start + 6 * DAY;
    }
    writeProcess(
      db,
      { userId: row.userId, audiencia: 'ESTUDIANTES' },
      PROCESS_TASKS.ONBOARDING,
      all,
    );
    writeRecords(db, random, row.userId, all, start);
  }
}

/** A random source that never skips: its `chance` is always false. */
const noSkips = (random: Random): Random => ({ ...random, chance: () => false });

function seedVeterans(db: DatabaseSync, random: Random): void {
  const everything = stepsOf(PROCESS_TASKS.ONBOARDING).map((modulo) => ({
    modulo,
    completedAt: 1,
    skippedAt: null,
  }));
  for (const { userId, completedAt } of queryAll<{ userId: number; completedAt: number }>(
    db,
    VETERANS_SQL,
  )) {
    writeRecords(db, random, userId, everything, completedAt);
  }
}

function seedUpdates(db: DatabaseSync, random: Random): void {
  const modules = stepsOf(PROCESS_TASKS.ACTUALIZACION);
  for (const { userId, completedAt } of queryAll<{ userId: number; completedAt: number | null }>(
    db,
    UPDATES_SQL,
  )) {
    const phone = queryOne<{ completedAt: number | null }>(
      db,
      "SELECT completed_at AS completedAt FROM user_tasks WHERE user_id = ? AND modulo = 'verificarCelular'",
      userId,
    );
    const steps =
      completedAt !== null
        ? modules.map((modulo) => ({ modulo, completedAt, skippedAt: null }))
        : progress(
            random,
            modules,
            random.int(0, 2),
            Date.parse('2026-10-01T14:00:00Z'),
            new Map(phone ? [['verificarCelular', phone.completedAt]] : []),
          );
    writeProcess(db, { userId, audiencia: 'ESTUDIANTES' }, PROCESS_TASKS.ACTUALIZACION, steps);
  }
}

/** 041's demo data: the steps' definitions, the demo newcomers and everyone's progress. */
export function seedOnboarding(db: DatabaseSync): void {
  const random = randomFor(SEED, MIGRATION);
  const now = seedingTime(db);
  ensureDefinitions(db);
  seedNewcomers(db, random);
  seedVeterans(db, random);
  seedUpdates(db, random);
  seedAccounts(db, random, now);
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedOnboarding };
