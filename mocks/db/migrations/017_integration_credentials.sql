-- Integration credentials (issue 9, spec §2 /superadmin/credenciales and credenciales/detalle):
-- the keys outside systems (a library, an insurer, the enrolment office's tools) call the campus's
-- integration API with. A credential names the system and what it may read (its scopes); it holds
-- keys, at most two valid at once so a system can move to a new key before the old one is revoked.
-- A key is `cik_<prefix>.<secret>`: the prefix finds it, and only the secret's SHA-256 is kept.
CREATE TABLE integration_clients (
  id INTEGER PRIMARY KEY,
  nombre TEXT NOT NULL UNIQUE COLLATE NOCASE,
  sistema TEXT NOT NULL DEFAULT '',
  -- JSON array of scope codes (PERSONAS_ALUMNOS, PERSONAS_DOCENTES).
  alcances TEXT NOT NULL CHECK (json_valid(alcances) AND json_array_length(alcances) > 0),
  -- A suspended credential's keys are refused without being revoked.
  activa INTEGER NOT NULL DEFAULT 1 CHECK (activa IN (0, 1)),
  created_at INTEGER NOT NULL,
  created_by INTEGER NOT NULL REFERENCES users (id),
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1)
);

CREATE TABLE integration_keys (
  id INTEGER PRIMARY KEY,
  client_id INTEGER NOT NULL REFERENCES integration_clients (id) ON DELETE CASCADE,
  prefijo TEXT NOT NULL UNIQUE,
  secret_sha256 TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  created_by INTEGER NOT NULL REFERENCES users (id),
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  last_used_at INTEGER,
  CHECK (expires_at > created_at)
);
CREATE INDEX integration_keys_client ON integration_keys (client_id, created_at);

-- Every call made with a known prefix, accepted or not: the trail a superadmin reads before
-- revoking a key (which system still uses the old one, who is guessing secrets).
CREATE TABLE integration_uses (
  id INTEGER PRIMARY KEY,
  key_id INTEGER NOT NULL REFERENCES integration_keys (id) ON DELETE CASCADE,
  at INTEGER NOT NULL,
  operacion TEXT NOT NULL,
  resultado TEXT NOT NULL CHECK (resultado IN ('ACEPTADO', 'RECHAZADO')),
  motivo TEXT CHECK (
    motivo IS NULL OR motivo IN ('VENCIDA', 'REVOCADA', 'SUSPENDIDA', 'SECRETO_INVALIDO', 'SIN_ALCANCE')
  ),
  ip TEXT NOT NULL
);
CREATE INDEX integration_uses_key ON integration_uses (key_id, at);

INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'superadmin', folder.id, (SELECT count(*) FROM menu_items WHERE parent_id = folder.id),
      'credenciales', 'Credenciales', '/superadmin/credenciales'
    FROM menu_items folder WHERE folder.profile = 'superadmin' AND folder.titulo = 'Configuración';
