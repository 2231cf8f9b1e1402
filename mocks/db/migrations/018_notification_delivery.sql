-- Notifications delivered live (issue 10; spec §3 Notification, §4, §7 notification/*): the
-- fields of a notification that opens a dialog or a survey, each user's switches per type, and
-- each user's inbox state (the bell's badge and their quiet hours).
ALTER TABLE notifications ADD COLUMN component TEXT CHECK (component IN ('MODAL'));
ALTER TABLE notifications ADD COLUMN route TEXT
  CHECK (route IN ('encuestas_completar', 'encuestas_completar_curso'));
ALTER TABLE notifications ADD COLUMN code_survey TEXT;
ALTER TABLE notifications ADD COLUMN id_type_survey INTEGER;
ALTER TABLE notifications ADD COLUMN id_programing_survey INTEGER;
-- The list reads a user's notifications newest first, a page at a time.
CREATE INDEX notifications_user_time ON notifications (user_id, is_eliminated, created_at DESC, id DESC);

-- A row only where the user moved a switch; otherwise the configuration's por_defecto holds.
CREATE TABLE notification_preferences (
  user_id INTEGER NOT NULL REFERENCES users (id),
  configuration_id INTEGER NOT NULL REFERENCES notification_configurations (id) ON DELETE CASCADE,
  is_active INTEGER NOT NULL CHECK (is_active IN (0, 1)),
  PRIMARY KEY (user_id, configuration_id)
);

-- badge_cleared_at: when the user last opened their notifications; what arrived later is new.
-- Quiet hours are two HH:MM times of Lima, both or neither, never equal.
CREATE TABLE notification_inboxes (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  badge_active INTEGER NOT NULL DEFAULT 1 CHECK (badge_active IN (0, 1)),
  badge_cleared_at INTEGER NOT NULL DEFAULT 0,
  quiet_from TEXT,
  quiet_to TEXT,
  CHECK ((quiet_from IS NULL) = (quiet_to IS NULL)),
  CHECK (quiet_from IS NULL OR quiet_from <> quiet_to)
);

-- The critical types (configurable = 0): the campus must reach the user with them.
INSERT INTO notification_configurations (tipo, codigo, titulo, descripcion, configurable) VALUES
  ('ACADEMICO', 'ALERTA_ASISTENCIA', 'Alertas de inasistencia',
    'Cuando tus faltas en un curso se acercan al límite permitido.', 0),
  ('ADMINISTRATIVO', 'TRAMITE_OBSERVADO', 'Trámites observados',
    'Cuando un trámite que presentaste necesita una corrección tuya.', 0);
