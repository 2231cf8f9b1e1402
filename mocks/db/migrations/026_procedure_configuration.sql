-- Procedure configuration (issue 15: /superadmin/tramites/configuracion and requisitos). A change
-- applies to new requests only: a request keeps the rules it was filed under.
--   - Fee, due date, manager and responder were already copied onto the request at filing; the
--     mode (which tray decides it, and whether the system approves at filing) is copied now too.
--   - A requirement is never changed in place: an edit retires the row and adds its next version,
--     so a request's answers and attachments keep naming the requirement they met, and a request
--     in progress is checked (when it is corrected) against the requirements of its filing day.

ALTER TABLE procedure_types ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE procedure_types ADD COLUMN updated_at INTEGER;

ALTER TABLE procedure_requests ADD COLUMN mode TEXT NOT NULL DEFAULT 'MANUAL'
  CHECK (mode IN ('MANUAL', 'AUTOMATICO'));
UPDATE procedure_requests
  SET mode = (SELECT t.mode FROM procedure_types t WHERE t.id = procedure_requests.type_id);
-- Whoever inserts a request (filing, seeds, a generic procedure), it takes its type's mode of that
-- moment; changing the type later leaves it where it is.
CREATE TRIGGER procedure_requests_mode AFTER INSERT ON procedure_requests
BEGIN
  UPDATE procedure_requests SET mode = (SELECT t.mode FROM procedure_types t WHERE t.id = NEW.type_id)
    WHERE id = NEW.id;
END;
DROP INDEX procedure_requests_tray;
CREATE INDEX procedure_requests_tray ON procedure_requests (type_id, mode, state, filed_at);

-- A requirement is in force from created_at until retired_at (null: today's). Rows seeded before
-- this migration have been in force since the beginning.
ALTER TABLE procedure_requirements ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE procedure_requirements ADD COLUMN created_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE procedure_requirements ADD COLUMN retired_at INTEGER;
-- The row this one replaced: a requirement's versions, oldest to newest.
ALTER TABLE procedure_requirements ADD COLUMN replaces_id INTEGER REFERENCES procedure_requirements (id);
DROP INDEX procedure_requirements_type;
CREATE INDEX procedure_requirements_type ON procedure_requirements (type_id, retired_at, position);

-- The superadmin's way in: a folder of its own for procedures (rectification, built before it,
-- had none).
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  VALUES ('superadmin', NULL,
    (SELECT count(*) FROM menu_items WHERE profile = 'superadmin' AND parent_id IS NULL),
    'tramites', 'Trámites', NULL);
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'superadmin', folder.id, child.position, child.icono, child.titulo, child.referencia
    FROM menu_items folder,
      (SELECT 0 AS position, 'configuracion' AS icono, 'Configuración de trámites' AS titulo,
          '/superadmin/tramites/configuracion/lista' AS referencia
        UNION ALL SELECT 1, 'tareas', 'Requisitos de trámites',
          '/superadmin/tramites/requisitos/lista'
        UNION ALL SELECT 2, 'reporte', 'Rectificación de notas',
          '/superadmin/tramites/rectificacion') child
    WHERE folder.profile = 'superadmin' AND folder.titulo = 'Trámites' AND folder.parent_id IS NULL;
