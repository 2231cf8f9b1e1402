import type { DatabaseSync } from 'node:sqlite';
import { insertRow } from '../db/openDatabase.ts';
import { queryAll } from '../db/query.ts';
import { randomFor } from './random.ts';
import { taskSeeds, type Audiencia, type TaskSeed } from './taskSeeds.ts';
import { tourSeeds, type TourSeed } from './tourSeeds.ts';
import type { SeedStep } from './seedStep.ts';

const MIGRATION = '012_flow_tasks_tours.sql';
// A migration's seeder gets only the database: a fixed seed draws the same copies everywhere.
const SEED = 2026;
const DAY = 86_400_000;
/** When the seeded users completed their tasks: the weeks after the 2026-I enrolment. */
const COMPLETED_FROM = Date.parse('2026-03-16T14:00:00Z');

/** Which generated users get a copy of which task, pending or completed, and how often. */
const COPIES: readonly {
  tip: 1 | 2;
  modulo: string;
  pending: number;
  completed: number;
}[] = [
  { tip: 1, modulo: 'onBoarding', pending: 0, completed: 0.6 },
  { tip: 1, modulo: 'actualizarDatos', pending: 0.1, completed: 0.3 },
  { tip: 1, modulo: 'verificarCelular', pending: 0.1, completed: 0 },
  { tip: 1, modulo: 'reglamentosActualizados', pending: 0.15, completed: 0.5 },
  { tip: 1, modulo: 'AlertaElectivos', pending: 0.1, completed: 0 },
  { tip: 2, modulo: 'docentes_induccion', pending: 0.2, completed: 0.5 },
  { tip: 2, modulo: 'reglamentosActualizados', pending: 0.3, completed: 0.4 },
];

const AUDIENCE_OF_TIP = { 1: 'ESTUDIANTES', 2: 'DOCENTES' } as const;

function seedTours(db: DatabaseSync, tours: readonly TourSeed[]): void {
  const insertTour = db.prepare(
    'INSERT INTO tour_configs (code_config, nombre, descripcion) VALUES (?, ?, ?)',
  );
  const insertModal = db.prepare(`INSERT INTO tour_modals
    (tour_id, code, title, content, route, show_close) VALUES (?, ?, ?, ?, ?, ?)`);
  const insertStep = db.prepare(`INSERT INTO tour_steps
    (tour_id, step, id_component, code, route, title, content, code_min, code_max)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertMeasure = db.prepare(`INSERT INTO tour_measures
    (tour_id, code, type, position, offset_x, offset_y, rounded) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  for (const tour of tours) {
    const tourId = insertRow(insertTour, tour.codeConfig, tour.nombre, tour.descripcion);
    for (const m of tour.modals) {
      insertModal.run(tourId, m.code, m.title, m.content, m.route, Number(m.showClose));
    }
    tour.steps.forEach((s, index) =>
      insertStep.run(
        tourId,
        index + 1,
        s.idComponent,
        s.code,
        s.route,
        s.title,
        s.content,
        s.codeMin,
        s.codeMax,
      ),
    );
    for (const m of tour.measures) {
      insertMeasure.run(
        tourId,
        m.code,
        m.type,
        m.position,
        m.offsetX,
        m.offsetY,
        Number(m.rounded),
      );
    }
  }
}

function seedDefinitions(db: DatabaseSync, tasks: Record<Audiencia, readonly TaskSeed[]>): void {
  const insert = db.prepare(`INSERT INTO task_definitions
    (nombre, audiencia, modulo, orden, parent_id, only_skipped_steps, code_config, url, activo)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const add = (audiencia: Audiencia, task: TaskSeed, parentId: number | null) =>
    insertRow(
      insert,
      task.nombre,
      audiencia,
      task.modulo,
      task.orden,
      parentId,
      Number(task.onlySkippedSteps ?? false),
      task.codeConfig ?? null,
      task.url,
      Number(task.activo ?? true),
    );
  for (const [audiencia, list] of Object.entries(tasks) as [Audiencia, TaskSeed[]][]) {
    for (const task of list) {
      const id = add(audiencia, task, null);
      for (const subtask of task.subtasks ?? []) add(audiencia, subtask, id);
    }
  }
}

// The copies 005 seeded (a generated student's onboarding and tour) are the definitions' now.
const TIE_EXISTING_SQL = `UPDATE user_tasks SET task_id = (SELECT d.id FROM task_definitions d
    JOIN users u ON u.id = user_tasks.user_id
    WHERE d.modulo = user_tasks.modulo
      AND d.audiencia = CASE u.tip WHEN 1 THEN 'ESTUDIANTES' WHEN 2 THEN 'DOCENTES' END
    ORDER BY d.orden, d.id LIMIT 1)
  WHERE task_id IS NULL`;

/**
 * A user's copy of the definition of `:modulo` for `:audiencia`, tied to it. A module that is
 * both a task and a later reminder (cambiarClave, verificarCelular: 045) is copied as the task.
 */
export const COPY_SQL = `INSERT INTO user_tasks (user_id, modulo, orden, is_sub_task, only_skipped_steps,
    code_config, url, completed_at, task_id)
  SELECT :userId, modulo, orden, parent_id IS NOT NULL, only_skipped_steps, code_config, url,
    :completedAt, id
  FROM task_definitions WHERE audiencia = :audiencia AND modulo = :modulo
  ORDER BY orden, id LIMIT 1`;

/**
 * Generated users other than the spare accounts (alumno1 … alumno8, kept for e2e flows) and the
 * demo ones, which start with no pending task (the shell's tests expect none).
 */
const GENERATED_USERS_SQL = `SELECT id, tip FROM users
  WHERE tip IN (1, 2) AND username NOT GLOB 'alumno*' AND username <> 'docente' ORDER BY id`;

function seedCopies(db: DatabaseSync): void {
  const random = randomFor(SEED, MIGRATION);
  const copy = db.prepare(COPY_SQL);
  const users = queryAll<{ id: number; tip: 1 | 2 }>(db, GENERATED_USERS_SQL);
  for (const user of users) {
    for (const rule of COPIES) {
      if (rule.tip !== user.tip) continue;
      const draw = random.next();
      const completed = draw >= rule.pending && draw < rule.pending + rule.completed;
      if (draw >= rule.pending && !completed) continue;
      copy.run({
        userId: user.id,
        audiencia: AUDIENCE_OF_TIP[user.tip],
        modulo: rule.modulo,
        completedAt: completed ? COMPLETED_FROM + random.int(0, 60) * DAY : null,
      });
    }
  }
}

/** 012's demo data: the four tours, the task definitions and the users' copies tied to them. */
export function seedFlowTasks(db: DatabaseSync): void {
  seedTours(db, tourSeeds);
  seedDefinitions(db, taskSeeds);
  db.exec(TIE_EXISTING_SQL);
  seedCopies(db);
}

export const seedStep: SeedStep = { migration: MIGRATION, run: seedFlowTasks };
