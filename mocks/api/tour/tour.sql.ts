// SQL of the tours of new features and their modals, steps and measures: the superadmin's
// simple-rest resources, and the tours as students and teachers read them (spec §7).

import { orderBy } from '../admin/simpleRest.ts';

const TOUR_COLUMNS = `t.id, t.code_config AS codeConfig, t.nombre, t.descripcion, t.activo,
    (SELECT count(*) FROM tour_modals m WHERE m.tour_id = t.id) AS modales,
    (SELECT count(*) FROM tour_steps s WHERE s.tour_id = t.id) AS pasos,
    (SELECT count(*) FROM tour_measures m WHERE m.tour_id = t.id) AS medidas,
    (SELECT count(*) FROM task_definitions d WHERE d.code_config = t.code_config) AS tareas,
    t.version`;

const TOUR_WHERE = `WHERE (:q IS NULL
      OR instr(fold(t.nombre || ' ' || t.code_config || ' ' || t.descripcion), fold(:q)) > 0)
    AND (:activo IS NULL OR t.activo = :activo)`;

const TOUR_SORT: Record<string, string> = {
  nombre: 't.nombre COLLATE NOCASE',
  codeConfig: 't.code_config',
  pasos: 'pasos',
  id: 't.id',
};

/** Fields a tour list may sort by, as the API names them; the first is the default. */
export const TOUR_SORTABLE = Object.keys(TOUR_SORT);

export const tourSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${TOUR_COLUMNS} FROM tour_configs t ${TOUR_WHERE}
      ${orderBy(TOUR_SORT, field, order, 't.id')} LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total FROM tour_configs t ${TOUR_WHERE}`,
  one: `SELECT ${TOUR_COLUMNS} FROM tour_configs t WHERE t.id = :id`,
  insert: `INSERT INTO tour_configs (code_config, nombre, descripcion, activo)
    VALUES (:codeConfig, :nombre, :descripcion, :activo)`,
  // The version check and the write are one statement: two saves of one copy cannot both land.
  update: `UPDATE tour_configs SET nombre = :nombre, descripcion = :descripcion, activo = :activo,
    version = version + 1 WHERE id = :id AND version = :version`,
  // Its modals, steps and measures go along (ON DELETE CASCADE); one a task names is refused first.
  remove: 'DELETE FROM tour_configs WHERE id = :id',
};

export const TOUR_CODE_TAKEN_SQL =
  'SELECT EXISTS (SELECT 1 FROM tour_configs WHERE code_config = ?) AS found';

export const TOUR_ID_EXISTS_SQL =
  'SELECT EXISTS (SELECT 1 FROM tour_configs WHERE id = ?) AS found';

/** The first task that names the tour, if any. */
export const TOUR_TASK_SQL =
  'SELECT nombre FROM task_definitions WHERE code_config = ? ORDER BY id LIMIT 1';

/** All of a tour's parts, or one tour's (a null :tourId lets every row in). */
const PART_WHERE = (alias: string) => `WHERE (:tourId IS NULL OR ${alias}.tour_id = :tourId)`;

const MODAL_COLUMNS = `m.id, m.tour_id AS tourId, m.code, m.title, m.content, m.image, m.route,
    m.show_close AS showClose, m.version`;

// spec §4: the welcome modal opens the tour, the omit modal answers an early close, the finish
// modal its end.
const MODAL_FLOW = `CASE m.code WHEN 'ModBienvenida' THEN 1 WHEN 'ModOmision' THEN 2 ELSE 3 END`;

const MODAL_SORT: Record<string, string> = { code: MODAL_FLOW, id: 'm.id' };

export const MODAL_SORTABLE = Object.keys(MODAL_SORT);

export const modalSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${MODAL_COLUMNS} FROM tour_modals m ${PART_WHERE('m')}
      ${orderBy(MODAL_SORT, field, order, 'm.id')} LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total FROM tour_modals m ${PART_WHERE('m')}`,
  one: `SELECT ${MODAL_COLUMNS} FROM tour_modals m WHERE m.id = :id`,
  insert: `INSERT INTO tour_modals (tour_id, code, title, content, image, route, show_close)
    VALUES (:tourId, :code, :title, :content, :image, :route, :showClose)`,
  update: `UPDATE tour_modals SET title = :title, content = :content, image = :image,
    route = :route, show_close = :showClose, version = version + 1
    WHERE id = :id AND version = :version`,
  remove: 'DELETE FROM tour_modals WHERE id = :id',
};

export const MODAL_CODE_TAKEN_SQL =
  'SELECT EXISTS (SELECT 1 FROM tour_modals WHERE tour_id = :tourId AND code = :code) AS found';

const MEASURE_COLUMNS = `m.id, m.tour_id AS tourId, m.code, m.type, m.position,
    m.offset_x AS offsetX, m.offset_y AS offsetY, m.rounded, m.version`;

const MEASURE_SORT: Record<string, string> = { code: 'm.code', id: 'm.id' };

export const MEASURE_SORTABLE = Object.keys(MEASURE_SORT);

export const measureSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${MEASURE_COLUMNS} FROM tour_measures m ${PART_WHERE('m')}
      ${orderBy(MEASURE_SORT, field, order, 'm.id')} LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total FROM tour_measures m ${PART_WHERE('m')}`,
  one: `SELECT ${MEASURE_COLUMNS} FROM tour_measures m WHERE m.id = :id`,
  insert: `INSERT INTO tour_measures (tour_id, code, type, position, offset_x, offset_y, rounded)
    VALUES (:tourId, :code, :type, :position, :offsetX, :offsetY, :rounded)`,
  update: `UPDATE tour_measures SET code = :code, type = :type, position = :position,
    offset_x = :offsetX, offset_y = :offsetY, rounded = :rounded, version = version + 1
    WHERE id = :id AND version = :version`,
  remove: 'DELETE FROM tour_measures WHERE id = :id',
};

/** Another measure of the tour (the new one's, or measure :id's) starts at that width. */
export const MEASURE_CODE_TAKEN_SQL = `SELECT EXISTS (SELECT 1 FROM tour_measures m
    WHERE m.code = :code AND m.id IS NOT :id
      AND m.tour_id = coalesce(:tourId, (SELECT tour_id FROM tour_measures WHERE id = :id)))
  AS found`;

const STEP_COLUMNS = `s.id, s.tour_id AS tourId, s.step, s.id_component AS idComponent, s.code,
    s.route, s.title, s.content, s.code_min AS codeMin, s.code_max AS codeMax, s.version`;

const STEP_SORT: Record<string, string> = { step: 's.step', id: 's.id' };

export const STEP_SORTABLE = Object.keys(STEP_SORT);

export const stepSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${STEP_COLUMNS} FROM tour_steps s ${PART_WHERE('s')}
      ${orderBy(STEP_SORT, field, order, 's.id')} LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total FROM tour_steps s ${PART_WHERE('s')}`,
  one: `SELECT ${STEP_COLUMNS} FROM tour_steps s WHERE s.id = :id`,
};

const STEP_FIELDS = 'step, id_component, code, route, title, content, code_min, code_max';
const STEP_VALUES = ':step, :idComponent, :code, :route, :title, :content, :codeMin, :codeMax';

export const STEP_INSERT_SQL = `INSERT INTO tour_steps (tour_id, ${STEP_FIELDS})
  VALUES (:tourId, ${STEP_VALUES})`;

export const STEP_COUNT_SQL = 'SELECT count(*) AS total FROM tour_steps WHERE tour_id = ?';

/**
 * Takes a step out of the numbering (its number plus :offset) if its version is :version, so the
 * others can move; the step's own write follows.
 */
export const STEP_PARK_SQL = `UPDATE tour_steps SET step = step + :offset
  WHERE id = :id AND version = :version`;

export const STEP_UPDATE_SQL = `UPDATE tour_steps SET (${STEP_FIELDS}) = (${STEP_VALUES}),
    version = version + 1 WHERE id = :id`;

export const STEP_REMOVE_SQL = 'DELETE FROM tour_steps WHERE id = :id';

/** The steps of a tour numbered :from to :to, as the API answers them. */
export const STEPS_BETWEEN_SQL = `SELECT ${STEP_COLUMNS} FROM tour_steps s
  WHERE s.tour_id = :tourId AND s.step BETWEEN :from AND :to ORDER BY s.step`;

// Moving steps :from..:to by :delta takes two statements: UNIQUE (tour_id, step) is checked row by
// row, so a step must not land on a number another still holds mid-statement.
export const STEP_SHIFT_OUT_SQL = `UPDATE tour_steps SET step = step + :offset, version = version + 1
  WHERE tour_id = :tourId AND step BETWEEN :from AND :to`;
export const STEP_SHIFT_BACK_SQL = `UPDATE tour_steps SET step = step - :offset + :delta
  WHERE tour_id = :tourId AND step BETWEEN :from + :offset AND :to + :offset`;

// spec §7 tour calls: an active tour by its codeConfig, and its parts in the order they play.
export const VIEW_TOUR_SQL =
  'SELECT id, code_config AS codeConfig, nombre FROM tour_configs WHERE code_config = ? AND activo = 1';
export const VIEW_MODALS_SQL = `SELECT code, title, content, image, route, show_close AS showClose
  FROM tour_modals m WHERE tour_id = ? ORDER BY ${MODAL_FLOW}`;
export const VIEW_STEPS_SQL = `SELECT step, id_component AS idComponent, code, route, title, content,
    code_min AS codeMin, code_max AS codeMax
  FROM tour_steps WHERE tour_id = ? ORDER BY step`;
export const VIEW_MEASURES_SQL = `SELECT code, type, position, offset_x AS offsetX,
    offset_y AS offsetY, rounded
  FROM tour_measures WHERE tour_id = ? ORDER BY code`;

/**
 * The active tours an active task of :audiencia starts, in the flow's order, with the caller's
 * copy of that task (a pending one first) and whether they completed it (an omitted tour is not).
 */
export const HELP_MENU_SQL = `SELECT d.id, c.nombre AS text, c.code_config AS codeConfig,
    (SELECT u.id FROM user_tasks u WHERE u.task_id = d.id AND u.user_id = :userId
      ORDER BY u.completed_at IS NULL DESC, u.id DESC LIMIT 1) AS idTask,
    EXISTS (SELECT 1 FROM user_tasks u WHERE u.task_id = d.id AND u.user_id = :userId
        AND u.completed_at IS NOT NULL AND u.skipped_at IS NULL)
      AND NOT EXISTS (SELECT 1 FROM user_tasks u WHERE u.task_id = d.id AND u.user_id = :userId
        AND u.completed_at IS NULL) AS isCompleted
  FROM task_definitions d JOIN tour_configs c ON c.code_config = d.code_config
  WHERE d.audiencia = :audiencia AND d.activo = 1 AND c.activo = 1
    AND substr(d.modulo, 1, length(:prefix)) = :prefix
  ORDER BY d.orden, d.id`;

/** A copy of a tour's task: its owner, its tour and its state (spec §7 tarea/nuevaFuncionalidad). */
const TOUR_COPY = `SELECT t.id, t.user_id AS userId,
    coalesce(d.code_config, t.code_config) AS codeConfig,
    t.completed_at IS NOT NULL AND t.skipped_at IS NULL AS isCompleted
  FROM user_tasks t LEFT JOIN task_definitions d ON d.id = t.task_id
  WHERE substr(coalesce(d.modulo, t.modulo), 1, length(:prefix)) = :prefix`;

export const TOUR_COPY_BY_ID_SQL = `${TOUR_COPY} AND t.id = :idTask`;

/** The caller's latest copy of the tour's task, an open one first (as the help menu shows it). */
export const OWN_TOUR_COPY_SQL = `${TOUR_COPY} AND t.user_id = :userId
    AND coalesce(d.code_config, t.code_config) = :codeConfig
  ORDER BY t.completed_at IS NULL DESC, t.id DESC LIMIT 1`;

/** Finishing a tour completes its copy, one omitted before included; a completed one stays. */
export const COMPLETE_TOUR_COPY_SQL = `UPDATE user_tasks
  SET completed_at = :now, skipped_at = NULL, only_skipped_steps = 0
  WHERE id = :idTask AND (completed_at IS NULL OR skipped_at IS NOT NULL)`;

// An omitted tour is closed, unlike a skipped onboarding step (mocks/api/tasks/completeStep.ts),
// which stays open for later: the flow moves on, and the help menu offers the tour again.
export const OMIT_TOUR_COPY_SQL = `UPDATE user_tasks SET completed_at = :now, skipped_at = :now
  WHERE id = :idTask AND completed_at IS NULL`;
