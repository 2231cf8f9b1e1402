-- Generic procedures (issue 15: /admin/configuracion/tramites-genericos; spec §7 tramitegenerico).
-- A generic procedure is a procedure type built by an admin-type user without code: a row of
-- procedure_types (so once published it is filed, decided and reported like any other), its
-- questions as choice fields and its requirements as documents or texts of
-- procedure_requirements, plus what only the builder knows: its state, who built it, which steps
-- were saved, and the filters of who may file it. A draft stays inactive, so no catalogue lists
-- it and no request can name it.

CREATE TABLE generic_procedures (
  type_id INTEGER PRIMARY KEY REFERENCES procedure_types (id),
  state TEXT NOT NULL DEFAULT 'BORRADOR' CHECK (state IN ('BORRADOR', 'PUBLICADO')),
  created_by INTEGER NOT NULL REFERENCES users (id),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  filters_saved_at INTEGER,
  configured_at INTEGER,
  published_at INTEGER,
  CHECK ((state = 'PUBLICADO') = (published_at IS NOT NULL))
);
CREATE INDEX generic_procedures_updated ON generic_procedures (updated_at);

-- Who may file it: an enrolment passes when, for each dimension with rows, its value is one of
-- them (programme and campus ids, cycle codes, as text). No rows in a dimension lets all in.
CREATE TABLE procedure_type_filters (
  type_id INTEGER NOT NULL REFERENCES procedure_types (id),
  dimension TEXT NOT NULL CHECK (dimension IN ('PROGRAMA', 'SEDE', 'CICLO')),
  value TEXT NOT NULL,
  PRIMARY KEY (type_id, dimension, value)
);

-- A draft is never active: whatever activates a type (the superadmin's configuration) must not
-- show one to students before its builder publishes it.
CREATE TRIGGER generic_draft_inactive BEFORE UPDATE OF is_active ON procedure_types
  WHEN NEW.is_active = 1
    AND EXISTS (SELECT 1 FROM generic_procedures g WHERE g.type_id = NEW.id AND g.state = 'BORRADOR')
BEGIN
  SELECT RAISE(ABORT, 'generic procedure draft');
END;

-- The admin-type users' way in, last of their menu, and in the superadmin's procedures folder.
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  VALUES ('colaborador', NULL,
    (SELECT max(position) + 1 FROM menu_items WHERE profile = 'colaborador' AND parent_id IS NULL),
    'configuracion', 'Trámites genéricos', '/admin/configuracion/tramites-genericos/lista');
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'superadmin', folder.id,
      (SELECT max(position) + 1 FROM menu_items child WHERE child.parent_id = folder.id),
      'configuracion', 'Trámites genéricos', '/admin/configuracion/tramites-genericos/lista'
    FROM menu_items folder
    WHERE folder.profile = 'superadmin' AND folder.titulo = 'Trámites' AND folder.parent_id IS NULL;
