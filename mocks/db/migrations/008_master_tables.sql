-- Master tables (issue 9): the superadmin's catalogues of codes and labels (document types,
-- withdrawal reasons, payment methods …) and their records. `sistema` marks a table the campus
-- reads by its code, which cannot be deleted. Parameters gain a version, like every record the
-- admin areas edit, so a save from a stale copy is refused.
ALTER TABLE parameters ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);

CREATE TABLE master_tables (
  id INTEGER PRIMARY KEY,
  codigo TEXT NOT NULL UNIQUE,
  nombre TEXT NOT NULL,
  descripcion TEXT NOT NULL DEFAULT '',
  activo INTEGER NOT NULL DEFAULT 1 CHECK (activo IN (0, 1)),
  sistema INTEGER NOT NULL DEFAULT 0 CHECK (sistema IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1)
);

CREATE TABLE master_records (
  id INTEGER PRIMARY KEY,
  table_id INTEGER NOT NULL REFERENCES master_tables (id),
  codigo TEXT NOT NULL,
  valor TEXT NOT NULL,
  descripcion TEXT NOT NULL DEFAULT '',
  orden INTEGER NOT NULL DEFAULT 0,
  activo INTEGER NOT NULL DEFAULT 1 CHECK (activo IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  UNIQUE (table_id, codigo)
);
CREATE INDEX master_records_table ON master_records (table_id, orden);

-- Every parameter known so far is one the campus reads: it cannot be deleted. Parameters a
-- superadmin adds later (a brand's own copy of a switch) can.
ALTER TABLE parameters ADD COLUMN sistema INTEGER NOT NULL DEFAULT 0 CHECK (sistema IN (0, 1));
UPDATE parameters SET sistema = 1;
