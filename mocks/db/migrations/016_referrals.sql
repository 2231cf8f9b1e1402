-- Referrals (issue 9; spec §1 referrals, the students' servicios/mis-referidos screens): people a
-- student refers to the institute, followed up by the superadmin. The state moves forward
-- (REGISTRADO, CONTACTADO, MATRICULADO) or ends DESCARTADO; the handler keeps it from going back.
CREATE TABLE referrals (
  id INTEGER PRIMARY KEY,
  referrer_id INTEGER NOT NULL REFERENCES users (id),
  nombres TEXT NOT NULL,
  apellidos TEXT NOT NULL,
  documento TEXT NOT NULL CHECK (length(documento) = 8),
  telefono TEXT NOT NULL,
  correo TEXT,
  programme_id INTEGER NOT NULL REFERENCES programmes (id),
  estado TEXT NOT NULL DEFAULT 'REGISTRADO'
    CHECK (estado IN ('REGISTRADO', 'CONTACTADO', 'MATRICULADO', 'DESCARTADO')),
  observacion TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  -- One person is referred once per programme.
  UNIQUE (documento, programme_id)
);
CREATE INDEX referrals_referrer ON referrals (referrer_id);
CREATE INDEX referrals_created ON referrals (created_at);

INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'superadmin', folder.id, (SELECT count(*) FROM menu_items WHERE parent_id = folder.id),
      'referidos', 'Referidos', '/superadmin/referidos'
    FROM menu_items folder WHERE folder.profile = 'superadmin' AND folder.titulo = 'Configuración';
