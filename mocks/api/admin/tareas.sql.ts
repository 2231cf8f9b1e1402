// SQL of the mandatory-task definitions (the superadmin's simple-rest resource) and the rules
// that need the other definitions.

/** spec §4: a task whose module begins with this starts the tour its codeConfig names. */
export const TOUR_MODULE_PREFIX = 'nueva_func_tour';

const COLUMNS = `t.id, t.nombre, t.audiencia, t.modulo, t.orden, t.parent_id AS tareaPadreId,
    p.nombre AS tareaPadre, t.parent_id IS NOT NULL AS isSubTask,
    t.only_skipped_steps AS onlySkippedSteps, t.code_config AS codeConfig, t.url, t.activo,
    (SELECT count(*) FROM task_definitions c WHERE c.parent_id = t.id) AS subtareas,
    (SELECT count(*) FROM user_tasks u WHERE u.task_id = t.id AND u.completed_at IS NULL)
      AS pendientes,
    t.version`;

const FROM = 'FROM task_definitions t LEFT JOIN task_definitions p ON p.id = t.parent_id';

const WHERE = `WHERE (:q IS NULL
      OR instr(fold(t.nombre || ' ' || t.modulo || ' ' || coalesce(t.url, '')), fold(:q)) > 0)
    AND (:audiencia IS NULL OR t.audiencia = :audiencia)
    AND (:activo IS NULL OR t.activo = :activo)
    AND (:tareaPadreId IS NULL OR t.parent_id = :tareaPadreId)`;

// What each sortable field sorts by. `orden` is the flow's order (spec §4): by audience, each
// top-level task followed by its subtasks.
const SORT: Record<string, readonly string[]> = {
  orden: [
    't.audiencia',
    'coalesce(p.orden, t.orden)',
    'coalesce(t.parent_id, t.id)',
    't.parent_id IS NOT NULL',
    't.orden',
  ],
  nombre: ['t.nombre COLLATE NOCASE'],
  modulo: ['t.modulo COLLATE NOCASE'],
  pendientes: ['pendientes'],
  id: ['t.id'],
};

/** Fields a list may sort by, as the API names them; the first is the default. */
export const SORTABLE = Object.keys(SORT);

const VALUES = `:nombre, :audiencia, :modulo, :orden, :parentId, :onlySkippedSteps, :codeConfig,
    :url, :activo`;
const FIELDS = `nombre, audiencia, modulo, orden, parent_id, only_skipped_steps, code_config, url,
    activo`;

/** `field` and `order` come from the sortable list and ASC/DESC only (readListQuery checks them). */
export const tareaSql = {
  page: (field: string, order: 'ASC' | 'DESC') =>
    `SELECT ${COLUMNS} ${FROM} ${WHERE}
      ORDER BY ${SORT[field]!.map((key) => `${key} ${order}`).join(', ')}, t.id ${order}
      LIMIT :limit OFFSET :offset`,
  count: `SELECT count(*) AS total FROM task_definitions t ${WHERE}`,
  one: `SELECT ${COLUMNS} ${FROM} WHERE t.id = :id`,
  insert: `INSERT INTO task_definitions (${FIELDS}) VALUES (${VALUES})`,
  // The version check and the write are one statement: two saves of one copy cannot both land.
  update: `UPDATE task_definitions SET (${FIELDS}) = (${VALUES}), version = version + 1
    WHERE id = :id AND version = :version`,
  // A task with pending copies or subtasks is refused before this runs; completed copies keep
  // their own columns (ON DELETE SET NULL).
  remove: 'DELETE FROM task_definitions WHERE id = :id',
};

/** Another task of the same level (top-level of the audience, or subtask of the parent) has it. */
export const ORDER_TAKEN_SQL = `SELECT EXISTS (SELECT 1 FROM task_definitions
    WHERE audiencia = :audiencia AND parent_id IS :parentId AND orden = :orden AND id IS NOT :id)
  AS found`;

/** A task's audience and parent (null for a top-level task). */
export const TASK_LEVEL_SQL =
  'SELECT audiencia, parent_id AS parentId FROM task_definitions WHERE id = ?';

export const HAS_SUBTASKS_SQL =
  'SELECT EXISTS (SELECT 1 FROM task_definitions WHERE parent_id = ?) AS found';

export const TOUR_EXISTS_SQL =
  'SELECT EXISTS (SELECT 1 FROM tour_configs WHERE code_config = ?) AS found';

/** The choices of the task form's selects (`/admin/opciones/{catalogo}`). */
export const FLOW_OPTIONS_SQL = {
  tareas: `SELECT id, nombre || ' (' || CASE audiencia WHEN 'ESTUDIANTES' THEN 'Estudiantes'
      ELSE 'Docentes' END || ')' AS nombre
    FROM task_definitions WHERE parent_id IS NULL ORDER BY audiencia DESC, orden`,
  tours: `SELECT code_config AS id, nombre || ' (' || code_config || ')' AS nombre
    FROM tour_configs ORDER BY nombre`,
} as const;
