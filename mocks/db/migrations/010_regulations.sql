-- Regulations (spec §2 reglamentos pages, spec §3 alert reglamentosActualizados, spec §7
-- admin/reglamento): the institute's rules each audience must accept. A regulation's text lives in
-- versions that never change once published, so an acceptance always names the exact text a user
-- agreed to, and publishing a new version asks the audience to accept again. Acceptances are the
-- evidence of that agreement: a version with any cannot be deleted, nor its regulation. A
-- regulation carries a version counter like every record the admin areas edit.
CREATE TABLE regulations (
  id INTEGER PRIMARY KEY,
  titulo TEXT NOT NULL,
  descripcion TEXT NOT NULL DEFAULT '',
  audiencia TEXT NOT NULL CHECK (audiencia IN ('ESTUDIANTES', 'DOCENTES', 'TODOS')),
  activo INTEGER NOT NULL DEFAULT 1 CHECK (activo IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1)
);

-- Deleting a regulation takes its versions along; acceptances keep theirs (no cascade), so the
-- database itself refuses to drop accepted text.
CREATE TABLE regulation_versions (
  id INTEGER PRIMARY KEY,
  regulation_id INTEGER NOT NULL REFERENCES regulations (id) ON DELETE CASCADE,
  numero INTEGER NOT NULL CHECK (numero >= 1),
  resumen_cambios TEXT NOT NULL,
  contenido TEXT NOT NULL,
  published_at INTEGER NOT NULL,
  published_by INTEGER NOT NULL REFERENCES users (id),
  UNIQUE (regulation_id, numero)
);

CREATE TABLE regulation_acceptances (
  id INTEGER PRIMARY KEY,
  version_id INTEGER NOT NULL REFERENCES regulation_versions (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  accepted_at INTEGER NOT NULL,
  UNIQUE (version_id, user_id)
);
CREATE INDEX regulation_acceptances_user ON regulation_acceptances (user_id);
