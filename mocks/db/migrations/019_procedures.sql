-- Procedures (issue 11; spec §3 procedure codes and areas, §7 tramitesae / tramitesolicitudsae).
-- The model and the state machine are documented in openapi/main/tramite.yaml and
-- tramiteSolicitud.yaml; the handlers in mocks/api/procedures/ keep its rules.

-- Uploads gain the procedure attachment purpose: SQLite cannot change a CHECK, so the table is
-- rebuilt with the same rows.
CREATE TABLE files_next (
  id INTEGER PRIMARY KEY,
  owner_id INTEGER NOT NULL REFERENCES users (id),
  purpose TEXT NOT NULL CHECK (purpose IN ('CV', 'IMAGEN_PUBLICACION', 'DOCUMENTO_PUBLICACION', 'ADJUNTO_TRAMITE')),
  name TEXT NOT NULL,
  extension TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size > 0),
  stored_as TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
INSERT INTO files_next SELECT * FROM files;
DROP TABLE files;
ALTER TABLE files_next RENAME TO files;
CREATE INDEX files_owner ON files (owner_id);

-- What eligibility rules read about an enrolment.
ALTER TABLE enrolments ADD COLUMN state TEXT NOT NULL DEFAULT 'ACTIVA'
  CHECK (state IN ('ACTIVA', 'RETIRADA', 'EGRESADA'));
ALTER TABLE enrolments ADD COLUMN debt_cents INTEGER NOT NULL DEFAULT 0 CHECK (debt_cents >= 0);

CREATE TABLE procedure_areas (
  code TEXT PRIMARY KEY CHECK (code IN ('SM-TK', 'SM-VD')),
  name TEXT NOT NULL
);
INSERT INTO procedure_areas (code, name) VALUES
  ('SM-TK', 'Tickets de servicios académicos'),
  ('SM-VD', 'Validación de documentos');

CREATE TABLE procedure_area_managers (
  area_code TEXT NOT NULL REFERENCES procedure_areas (code),
  user_id INTEGER NOT NULL REFERENCES users (id),
  PRIMARY KEY (area_code, user_id)
);

CREATE TABLE procedure_types (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  summary TEXT NOT NULL,
  purpose TEXT NOT NULL,
  area_code TEXT NOT NULL REFERENCES procedure_areas (code),
  mode TEXT NOT NULL CHECK (mode IN ('MANUAL', 'AUTOMATICO')),
  -- Comma list of CARRERA, EXTENSION, DOCENTE.
  audiences TEXT NOT NULL,
  fee_cents INTEGER NOT NULL DEFAULT 0 CHECK (fee_cents >= 0),
  business_days INTEGER NOT NULL CHECK (business_days >= 1),
  asks_sms INTEGER NOT NULL DEFAULT 0 CHECK (asks_sms IN (0, 1)),
  issues_document INTEGER NOT NULL DEFAULT 0 CHECK (issues_document IN (0, 1)),
  -- Who answers before the decision: nobody, or the teacher of the course the request names.
  responder TEXT NOT NULL DEFAULT 'NINGUNO' CHECK (responder IN ('NINGUNO', 'DOCENTE_CURSO')),
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1))
);

CREATE TABLE procedure_requirements (
  id INTEGER PRIMARY KEY,
  type_id INTEGER NOT NULL REFERENCES procedure_types (id),
  kind TEXT NOT NULL CHECK (kind IN ('DOCUMENTO', 'CAMPO', 'REGLA')),
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  required INTEGER NOT NULL DEFAULT 1 CHECK (required IN (0, 1)),
  position INTEGER NOT NULL,
  formats TEXT,
  max_bytes INTEGER,
  max_files INTEGER CHECK (max_files BETWEEN 1 AND 2),
  field_type TEXT CHECK (field_type IN ('TEXTO', 'NUMERO', 'FECHA', 'SELECCION', 'UBIGEO', 'RUC', 'CURSO')),
  options TEXT,
  max_length INTEGER,
  rule TEXT CHECK (rule IN ('MATRICULA_ACTIVA', 'SIN_DEUDA', 'CICLO_MINIMO', 'SIN_TRAMITE_ABIERTO')),
  rule_value TEXT
);
CREATE INDEX procedure_requirements_type ON procedure_requirements (type_id, position);

CREATE TABLE procedure_steps (
  type_id INTEGER NOT NULL REFERENCES procedure_types (id),
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (type_id, position)
);

CREATE TABLE procedure_requests (
  id INTEGER PRIMARY KEY,
  type_id INTEGER NOT NULL REFERENCES procedure_types (id),
  requester_id INTEGER NOT NULL REFERENCES users (id),
  enrolment_id INTEGER REFERENCES enrolments (id),
  audience TEXT NOT NULL CHECK (audience IN ('CARRERA', 'EXTENSION', 'DOCENTE')),
  state TEXT NOT NULL CHECK (state IN ('REGISTRADO', 'EN_REVISION', 'OBSERVADO', 'APROBADO', 'RECHAZADO')),
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  manager_id INTEGER REFERENCES users (id),
  responder_id INTEGER REFERENCES users (id),
  idempotency_key TEXT NOT NULL,
  comment TEXT,
  fee_cents INTEGER NOT NULL,
  filed_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  due_at INTEGER NOT NULL,
  closed_at INTEGER,
  UNIQUE (requester_id, idempotency_key)
);
-- The admin trays read by type and state, oldest first; requesters read their own.
CREATE INDEX procedure_requests_tray ON procedure_requests (type_id, state, filed_at);
CREATE INDEX procedure_requests_requester ON procedure_requests (requester_id, state, updated_at);
CREATE INDEX procedure_requests_responder ON procedure_requests (responder_id, state);
CREATE INDEX procedure_requests_closed ON procedure_requests (closed_at);

CREATE TABLE procedure_answers (
  request_id INTEGER NOT NULL REFERENCES procedure_requests (id),
  requirement_id INTEGER NOT NULL REFERENCES procedure_requirements (id),
  value TEXT NOT NULL,
  label TEXT NOT NULL,
  PRIMARY KEY (request_id, requirement_id)
);

CREATE TABLE procedure_events (
  id INTEGER PRIMARY KEY,
  request_id INTEGER NOT NULL REFERENCES procedure_requests (id),
  kind TEXT NOT NULL CHECK (kind IN ('REGISTRO', 'OBSERVACION', 'SUBSANACION', 'RESPUESTA',
    'APROBACION', 'APROBACION_REVISION', 'RECHAZO', 'REASIGNACION', 'DOCUMENTO_EMITIDO')),
  category TEXT CHECK (category IN ('APR', 'RAP', 'REC', 'OBS')),
  from_state TEXT,
  to_state TEXT NOT NULL,
  comment TEXT,
  -- Null for the system.
  author_id INTEGER REFERENCES users (id),
  author_role TEXT NOT NULL CHECK (author_role IN ('SOLICITANTE', 'ENCARGADO', 'RESPONSABLE', 'SISTEMA')),
  created_at INTEGER NOT NULL
);
CREATE INDEX procedure_events_request ON procedure_events (request_id, id);

CREATE TABLE procedure_attachments (
  request_id INTEGER NOT NULL REFERENCES procedure_requests (id),
  file_id INTEGER NOT NULL UNIQUE REFERENCES files (id),
  requirement_id INTEGER REFERENCES procedure_requirements (id),
  event_id INTEGER NOT NULL REFERENCES procedure_events (id),
  stage TEXT NOT NULL CHECK (stage IN ('REGISTRO', 'SUBSANACION', 'RESPUESTA'))
);
CREATE INDEX procedure_attachments_request ON procedure_attachments (request_id);

-- The codes a type asks for before filing, as sent by SMS.
CREATE TABLE procedure_sms_codes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  type_id INTEGER NOT NULL REFERENCES procedure_types (id),
  code_hash TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER
);
CREATE INDEX procedure_sms_codes_user ON procedure_sms_codes (user_id, type_id, sent_at);

CREATE TABLE procedure_signatures (
  id INTEGER PRIMARY KEY,
  type_id INTEGER NOT NULL REFERENCES procedure_types (id),
  signer TEXT NOT NULL,
  post TEXT NOT NULL,
  position INTEGER NOT NULL CHECK (position BETWEEN 1 AND 3),
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX procedure_signatures_active ON procedure_signatures (type_id, position)
  WHERE is_active = 1;

CREATE TABLE issued_documents (
  id INTEGER PRIMARY KEY,
  request_id INTEGER NOT NULL UNIQUE REFERENCES procedure_requests (id),
  number TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  -- The signers as they were when it was issued: [{ firmante, cargo }].
  signers TEXT NOT NULL,
  issued_at INTEGER NOT NULL
);
CREATE INDEX issued_documents_issued ON issued_documents (issued_at);

-- The requesters' and managers' way in.
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  VALUES
    ('alumno', NULL, (SELECT count(*) FROM menu_items WHERE profile = 'alumno' AND parent_id IS NULL),
      'tramites', 'Trámites', '/estudiantes/tramites/programa-de-estudios/en-proceso'),
    ('docente', NULL, (SELECT count(*) FROM menu_items WHERE profile = 'docente' AND parent_id IS NULL),
      'tramites', 'Trámites', '/docentes/tramites/pendientes'),
    ('colaborador', NULL, (SELECT count(*) FROM menu_items WHERE profile = 'colaborador' AND parent_id IS NULL),
      'firmas', 'Firmas', '/admin/firmas'),
    ('colaborador', NULL, (SELECT count(*) FROM menu_items WHERE profile = 'colaborador' AND parent_id IS NULL) + 1,
      'documentos', 'Documentos emitidos', '/documentos/origen');
