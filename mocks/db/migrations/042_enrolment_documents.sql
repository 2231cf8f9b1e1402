-- Enrolment documents (issue 34; spec §2 /subir-documentos): the copies of the identity
-- document, the secondary-school certificate and the photo a student uploads for the enrolment
-- office, which staff approve or observe. Which documents a student owes is decided from the data
-- (users.document_type, the primary enrolment's programmes.kind) by mocks/api/enrolmentDocuments.

-- Uploads gain the enrolment document purpose. SQLite cannot change a CHECK, so the table is
-- rebuilt with the same rows, as 019 did; since 019, posts, CVs and procedure attachments refer
-- to `files`, so the check of those references waits for the commit (defer_foreign_keys, reset
-- by it) and the rows go back after the new table took the old one's name: each row put back
-- settles the references that dropping the old table left pending.
PRAGMA defer_foreign_keys = ON;
CREATE TEMP TABLE files_kept AS SELECT * FROM files;
CREATE TABLE files_next (
  id INTEGER PRIMARY KEY,
  owner_id INTEGER NOT NULL REFERENCES users (id),
  purpose TEXT NOT NULL CHECK (purpose IN ('CV', 'IMAGEN_PUBLICACION', 'DOCUMENTO_PUBLICACION', 'ADJUNTO_TRAMITE', 'DOCUMENTO_MATRICULA')),
  name TEXT NOT NULL,
  extension TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size > 0),
  stored_as TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
DROP TABLE files;
ALTER TABLE files_next RENAME TO files;
INSERT INTO files SELECT * FROM files_kept;
DROP TABLE files_kept;
CREATE INDEX files_owner ON files (owner_id);

-- A student's current copy of each document type: one row per student and type, replaced in
-- place by a new upload (the old file is deleted) until staff approve it.
CREATE TABLE enrolment_documents (
  id INTEGER PRIMARY KEY,
  student_id INTEGER NOT NULL REFERENCES users (id),
  tipo TEXT NOT NULL CHECK (tipo IN ('DNI_ANVERSO', 'DNI_REVERSO', 'CARNE_EXTRANJERIA',
    'PASAPORTE', 'CERTIFICADO_SECUNDARIA', 'FOTO_CARNE')),
  file_id INTEGER NOT NULL UNIQUE REFERENCES files (id),
  estado TEXT NOT NULL DEFAULT 'PENDIENTE' CHECK (estado IN ('PENDIENTE', 'OBSERVADO', 'APROBADO')),
  -- The staff's reason, kept only while the document is observed.
  observacion TEXT,
  uploaded_at INTEGER NOT NULL,
  -- The idempotency key of the upload that put the current file here.
  upload_key TEXT NOT NULL,
  reviewed_at INTEGER,
  reviewed_by INTEGER REFERENCES users (id),
  UNIQUE (student_id, tipo),
  UNIQUE (student_id, upload_key),
  CHECK ((estado = 'OBSERVADO') = (observacion IS NOT NULL))
);
CREATE INDEX enrolment_documents_queue ON enrolment_documents (estado, uploaded_at);

-- Staff's way in: the collaborators' sidebar (the /admin app serves the list).
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'colaborador', NULL, (SELECT count(*) FROM menu_items WHERE profile = 'colaborador'
      AND parent_id IS NULL), 'documentos', 'Documentos de matrícula', '/admin/documentos-matricula';
