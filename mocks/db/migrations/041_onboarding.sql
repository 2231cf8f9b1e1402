-- Student onboarding and the yearly data update (issue 34; spec §2 /onboarding*,
-- /actualizar-datos*, spec §7 onboarding/alumno/cargabase and onboarding/alumno/{x}/actualizar).
-- Each process is a flow task ('onBoarding', 'actualizarDatos') whose steps are its subtasks
-- (012): a student's steps are their copies in user_tasks, so the flow, the report and the pages
-- read one state. A copy is completed (completed_at), skipped (skipped_at, still open: the step
-- waits on the skipped list) or pending; `only_skipped_steps` is kept by the server for the flow
-- (spec §4): on a step, skipped and open; on a task, open with only skipped steps left.
ALTER TABLE user_tasks ADD COLUMN skipped_at INTEGER;

-- What the steps ask that the user row does not hold (the user row keeps the document, gender
-- and contact: one place for what Mi cuenta shows too). Every column is null until its step is
-- saved; the server validates each step whole, so a saved step's required columns are set.
CREATE TABLE student_records (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  birth_date TEXT CHECK (birth_date IS NULL OR date(birth_date) = birth_date),
  nationality TEXT,
  marital_status TEXT CHECK (marital_status IN ('SOLTERO', 'CASADO', 'CONVIVIENTE', 'DIVORCIADO', 'VIUDO')),
  emergency_name TEXT,
  emergency_relationship TEXT CHECK (emergency_relationship IN ('PADRE', 'MADRE', 'HERMANO', 'CONYUGE', 'HIJO', 'ABUELO', 'TIO', 'OTRO')),
  emergency_phone TEXT,
  school_name TEXT,
  school_kind TEXT CHECK (school_kind IN ('PUBLICO', 'PRIVADO')),
  school_year INTEGER,
  school_ubigeo TEXT,
  has_disability INTEGER CHECK (has_disability IN (0, 1)),
  disability_kind TEXT CHECK (disability_kind IN ('FISICA', 'VISUAL', 'AUDITIVA', 'INTELECTUAL', 'PSICOSOCIAL', 'OTRA')),
  conadis_number TEXT,
  support_needed TEXT,
  health_insurance TEXT CHECK (health_insurance IN ('SIS', 'ESSALUD', 'PRIVADO', 'NINGUNO')),
  works INTEGER CHECK (works IN (0, 1)),
  household_size INTEGER CHECK (household_size BETWEEN 1 AND 20),
  household_income TEXT CHECK (household_income IN ('HASTA_1130', 'DE_1131_A_2000', 'DE_2001_A_3500', 'DE_3501_A_5000', 'MAS_DE_5000')),
  housing TEXT CHECK (housing IN ('PROPIA', 'ALQUILADA', 'FAMILIAR', 'OTRA')),
  funding TEXT CHECK (funding IN ('PROPIO', 'FAMILIA', 'BECA', 'EMPRESA', 'OTRO')),
  updated_at INTEGER NOT NULL
);

-- The photo step could be left for later like any optional step: it is no longer born skipped.
UPDATE task_definitions SET only_skipped_steps = 0 WHERE modulo = 'onboardingFoto';
UPDATE user_tasks SET only_skipped_steps = 0
  WHERE modulo = 'onboardingFoto' AND completed_at IS NULL;
