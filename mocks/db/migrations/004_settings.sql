-- Runtime parameters, per-brand nomenclature and the server-driven menus.
CREATE TABLE parameters (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER REFERENCES brands (id),
  clave TEXT NOT NULL,
  valor TEXT NOT NULL,
  valor2 TEXT,
  descripcion TEXT NOT NULL
);
-- A NULL brand is a global row; a brand row overrides the global row with the same key.
CREATE UNIQUE INDEX parameters_key ON parameters (clave, ifnull(brand_id, 0));

CREATE TABLE nomenclatures (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER NOT NULL REFERENCES brands (id),
  user_type_id INTEGER NOT NULL CHECK (user_type_id IN (1, 2, 3)),
  key TEXT NOT NULL CHECK (key IN (
    'STUDENT', 'TEACHER', 'CAMPUS', 'CAREER', 'PRODUCT', 'COURSE', 'PERIOD', 'CYCLE', 'EXTENSION'
  )),
  singular TEXT NOT NULL,
  plural TEXT NOT NULL,
  gender TEXT NOT NULL CHECK (gender IN ('F', 'M')),
  UNIQUE (brand_id, user_type_id, key)
);

-- `profile` says whose sidebar the row belongs to; `expands` marks a folder whose children are
-- computed per user (the student's programmes and courses).
CREATE TABLE menu_items (
  id INTEGER PRIMARY KEY,
  profile TEXT NOT NULL CHECK (profile IN ('alumno', 'docente', 'colaborador', 'psicologo', 'superadmin')),
  parent_id INTEGER REFERENCES menu_items (id),
  position INTEGER NOT NULL,
  icono TEXT NOT NULL,
  titulo TEXT NOT NULL,
  target TEXT NOT NULL DEFAULT '_self' CHECK (target IN ('_self', '_blank')),
  referencia TEXT,
  bloqueable INTEGER NOT NULL DEFAULT 0 CHECK (bloqueable IN (0, 1)),
  codigo_notificacion TEXT,
  expands TEXT CHECK (expands IN ('programas_alumno'))
);
CREATE INDEX menu_items_profile ON menu_items (profile, parent_id, position);
