-- Mandatory-task definitions and tour configurations (spec §3 Flow task and Tour, spec §4; issue 9
-- /superadmin/tareas and tareas/tour). A definition says what a task is for one audience (its
-- module, its place in the flow, where it takes the user); each user's pending or completed copy
-- stays in user_tasks (005), now tied to its definition. A tour is keyed by its codeConfig, which
-- tasks name: it cannot be renamed, and one a task names cannot be deleted.
CREATE TABLE tour_configs (
  id INTEGER PRIMARY KEY,
  code_config TEXT NOT NULL UNIQUE,
  nombre TEXT NOT NULL,
  descripcion TEXT NOT NULL DEFAULT '',
  activo INTEGER NOT NULL DEFAULT 1 CHECK (activo IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1)
);

-- Spec §4 Tour: the welcome modal opens the tour, the omit modal answers an early close, the
-- finish modal its end; a tour has at most one of each.
CREATE TABLE tour_modals (
  id INTEGER PRIMARY KEY,
  tour_id INTEGER NOT NULL REFERENCES tour_configs (id) ON DELETE CASCADE,
  code TEXT NOT NULL CHECK (code IN ('ModBienvenida', 'ModOmision', 'ModFinaliza')),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  image TEXT,
  route TEXT,
  show_close INTEGER NOT NULL DEFAULT 1 CHECK (show_close IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  UNIQUE (tour_id, code)
);

-- Steps are numbered 1..n without gaps (the API moves the others when one is inserted, moved or
-- deleted); a step shows on screens from code_min to code_max px wide.
CREATE TABLE tour_steps (
  id INTEGER PRIMARY KEY,
  tour_id INTEGER NOT NULL REFERENCES tour_configs (id) ON DELETE CASCADE,
  step INTEGER NOT NULL CHECK (step >= 1),
  id_component TEXT NOT NULL,
  code TEXT NOT NULL,
  route TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  code_min INTEGER NOT NULL CHECK (code_min >= 0),
  code_max INTEGER NOT NULL,
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  CHECK (code_min <= code_max),
  UNIQUE (tour_id, step)
);

-- Where a step's pop-up sits on screens at least `code` px wide (the widest measure that fits).
CREATE TABLE tour_measures (
  id INTEGER PRIMARY KEY,
  tour_id INTEGER NOT NULL REFERENCES tour_configs (id) ON DELETE CASCADE,
  code INTEGER NOT NULL CHECK (code >= 0),
  type TEXT NOT NULL CHECK (type IN ('absolute', 'fixed')),
  position TEXT NOT NULL CHECK (position IN ('top', 'right', 'bottom', 'left')),
  offset_x INTEGER NOT NULL DEFAULT 0,
  offset_y INTEGER NOT NULL DEFAULT 0,
  rounded INTEGER NOT NULL DEFAULT 1 CHECK (rounded IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  UNIQUE (tour_id, code)
);

-- A subtask's parent is a top-level task of the same audience (the API checks it: SQLite cannot).
CREATE TABLE task_definitions (
  id INTEGER PRIMARY KEY,
  nombre TEXT NOT NULL,
  audiencia TEXT NOT NULL CHECK (audiencia IN ('ESTUDIANTES', 'DOCENTES')),
  modulo TEXT NOT NULL,
  orden INTEGER NOT NULL CHECK (orden >= 1),
  parent_id INTEGER REFERENCES task_definitions (id),
  only_skipped_steps INTEGER NOT NULL DEFAULT 0 CHECK (only_skipped_steps IN (0, 1)),
  code_config TEXT,
  url TEXT,
  activo INTEGER NOT NULL DEFAULT 1 CHECK (activo IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1)
);
CREATE INDEX task_definitions_flow ON task_definitions (audiencia, parent_id, orden);

-- A user's copy of a task. Deleting a definition is refused while anyone has it pending; the
-- completed copies keep their own columns and lose the tie.
ALTER TABLE user_tasks ADD COLUMN task_id INTEGER REFERENCES task_definitions (id) ON DELETE SET NULL;
CREATE INDEX user_tasks_task ON user_tasks (task_id, completed_at);

-- The superadmin's configuration folder gains the tasks and their tours.
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'superadmin', folder.id, (SELECT count(*) FROM menu_items WHERE parent_id = folder.id),
      'tareas', 'Tareas', '/superadmin/tareas'
    FROM menu_items folder WHERE folder.profile = 'superadmin' AND folder.titulo = 'Configuración';
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'superadmin', folder.id, (SELECT count(*) FROM menu_items WHERE parent_id = folder.id),
      'tour', 'Tour de nuevas funcionalidades', '/superadmin/tareas/tour'
    FROM menu_items folder WHERE folder.profile = 'superadmin' AND folder.titulo = 'Configuración';
