-- Mandatory-task flow (spec §4) and the notifications behind the bell (spec §2, §3).
CREATE TABLE user_tasks (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  modulo TEXT NOT NULL,
  orden INTEGER NOT NULL,
  is_sub_task INTEGER NOT NULL DEFAULT 0 CHECK (is_sub_task IN (0, 1)),
  only_skipped_steps INTEGER NOT NULL DEFAULT 0 CHECK (only_skipped_steps IN (0, 1)),
  code_config TEXT,
  url TEXT,
  detalle TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(detalle)),
  completed_at INTEGER
);
CREATE INDEX user_tasks_user ON user_tasks (user_id, completed_at, orden);

CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  type TEXT NOT NULL CHECK (type IN ('ACADEMICO', 'ADMINISTRATIVO')),
  subtype TEXT NOT NULL,
  title TEXT NOT NULL,
  subtitle TEXT,
  description TEXT NOT NULL,
  link_name TEXT,
  link TEXT,
  icon TEXT NOT NULL,
  section_id INTEGER REFERENCES sections (id),
  procedure_request_id INTEGER,
  is_seen INTEGER NOT NULL DEFAULT 0 CHECK (is_seen IN (0, 1)),
  is_eliminated INTEGER NOT NULL DEFAULT 0 CHECK (is_eliminated IN (0, 1)),
  created_at INTEGER NOT NULL
);
CREATE INDEX notifications_user ON notifications (user_id, is_eliminated, is_seen);
