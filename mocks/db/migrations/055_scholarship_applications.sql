-- The socioeconomic scholarship application (issue 39; contract openapi/main/becaSocioeconomica.yaml):
-- the student's form, saved step by step as a draft and submitted once, and the staff's decision,
-- which puts a discount on the student's unpaid fees of the period.

-- Uploads gain the scholarship document purpose. SQLite cannot change a CHECK, so the table is
-- rebuilt with the same rows, as 042 did (its comment says why the foreign keys wait).
PRAGMA defer_foreign_keys = ON;
CREATE TEMP TABLE files_kept AS SELECT * FROM files;
CREATE TABLE files_next (
  id INTEGER PRIMARY KEY,
  owner_id INTEGER NOT NULL REFERENCES users (id),
  purpose TEXT NOT NULL CHECK (purpose IN ('CV', 'IMAGEN_PUBLICACION', 'DOCUMENTO_PUBLICACION', 'ADJUNTO_TRAMITE', 'DOCUMENTO_MATRICULA', 'DOCUMENTO_BECA')),
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

-- One form per student and period. Each step's columns are all set or all null (a step is saved
-- whole); once submitted it points at its application and is read only.
CREATE TABLE socioeconomic_forms (
  id INTEGER PRIMARY KEY,
  student_id INTEGER NOT NULL REFERENCES users (id),
  period_id INTEGER NOT NULL REFERENCES periods (id),
  household_members INTEGER CHECK (household_members BETWEEN 1 AND 20),
  dependants INTEGER CHECK (dependants BETWEEN 0 AND 19),
  provider TEXT CHECK (provider IN ('PADRE', 'MADRE', 'AMBOS_PADRES', 'ESTUDIANTE', 'OTRO')),
  monthly_income INTEGER CHECK (monthly_income BETWEEN 0 AND 99999),
  earners INTEGER CHECK (earners BETWEEN 1 AND 20),
  tenure TEXT CHECK (tenure IN ('PROPIA', 'ALQUILADA', 'FAMILIAR', 'OTRA')),
  rooms INTEGER CHECK (rooms BETWEEN 1 AND 20),
  income_file_id INTEGER REFERENCES files (id),
  utility_file_id INTEGER REFERENCES files (id),
  updated_at INTEGER NOT NULL,
  application_id INTEGER UNIQUE REFERENCES scholarship_applications (id),
  submit_key TEXT,
  CHECK ((household_members IS NULL) = (dependants IS NULL) AND (dependants IS NULL) = (provider IS NULL)),
  CHECK (dependants IS NULL OR dependants < household_members),
  CHECK ((monthly_income IS NULL) = (earners IS NULL)),
  CHECK ((tenure IS NULL) = (rooms IS NULL)),
  UNIQUE (student_id, period_id)
);

-- The staff's decision: the percentage granted (the discount put on the fees) and who decided.
ALTER TABLE scholarship_applications ADD COLUMN granted_percent INTEGER
  CHECK (granted_percent IS NULL OR granted_percent BETWEEN 10 AND 50);
ALTER TABLE scholarship_applications ADD COLUMN decided_by INTEGER REFERENCES users (id);
ALTER TABLE scholarship_applications ADD COLUMN decided_at INTEGER;

-- SAE staff write notes and schedule interviews under an idempotency key (issue 39): a retry of
-- the same request answers the case once more instead of writing twice.
ALTER TABLE sae_notes ADD COLUMN create_key TEXT;
ALTER TABLE sae_actions ADD COLUMN create_key TEXT;
CREATE UNIQUE INDEX sae_notes_key ON sae_notes (author_id, create_key);
CREATE UNIQUE INDEX sae_actions_key ON sae_actions (case_id, create_key);
