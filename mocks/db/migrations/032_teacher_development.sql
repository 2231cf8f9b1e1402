-- A teacher's development line and trainings (issue 16: /docentes/linea-desarrollo/*,
-- /docentes/capacitaciones/*, institucional/capacitacionessst and capacitacionintegridad,
-- evaluacion-360). The spec names the pages only; this is the model they read.
--
-- The development line is a ladder of levels; each teacher stands on one, is accompanied
-- (classroom observations and feedback sessions) and has the trainings their level requires
-- (its training route). Trainings belong to a development path (kind RUTA) or are mandatory
-- institute-wide (SST, INTEGRIDAD) or optional (OTRA); each has modules with due dates, and a
-- teacher's progress is the modules they completed.
CREATE TABLE development_levels (
  id INTEGER PRIMARY KEY,
  ordinal INTEGER NOT NULL UNIQUE,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL
);

CREATE TABLE teacher_development (
  teacher_id INTEGER PRIMARY KEY REFERENCES users (id),
  level_id INTEGER NOT NULL REFERENCES development_levels (id),
  since TEXT NOT NULL,
  next_review TEXT,
  mentor_name TEXT NOT NULL
);

CREATE TABLE accompaniment_activities (
  id INTEGER PRIMARY KEY,
  teacher_id INTEGER NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('OBSERVACION', 'RETROALIMENTACION')),
  title TEXT NOT NULL,
  scheduled_on TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('PROGRAMADA', 'REALIZADA', 'CANCELADA')),
  staff_name TEXT NOT NULL,
  course_name TEXT,
  outcome TEXT CHECK (outcome IN ('DESTACADO', 'LOGRADO', 'EN_PROCESO')),
  comment TEXT,
  -- Only a session that took place has an outcome.
  CHECK ((status = 'REALIZADA') = (outcome IS NOT NULL))
);
CREATE INDEX accompaniment_teacher ON accompaniment_activities (teacher_id, scheduled_on);

CREATE TABLE training_paths (
  id INTEGER PRIMARY KEY,
  ordinal INTEGER NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL
);

CREATE TABLE trainings (
  id INTEGER PRIMARY KEY,
  path_id INTEGER REFERENCES training_paths (id),
  kind TEXT NOT NULL CHECK (kind IN ('RUTA', 'SST', 'INTEGRIDAD', 'OTRA')),
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  modality TEXT NOT NULL CHECK (modality IN ('VIRTUAL', 'PRESENCIAL', 'SEMIPRESENCIAL')),
  hours INTEGER NOT NULL CHECK (hours > 0),
  starts_on TEXT NOT NULL,
  ends_on TEXT NOT NULL CHECK (ends_on >= starts_on),
  -- A path's trainings, and only they, belong to a path.
  CHECK ((kind = 'RUTA') = (path_id IS NOT NULL))
);
CREATE INDEX trainings_kind ON trainings (kind, starts_on);
CREATE INDEX trainings_path ON trainings (path_id);

CREATE TABLE training_modules (
  id INTEGER PRIMARY KEY,
  training_id INTEGER NOT NULL REFERENCES trainings (id),
  ordinal INTEGER NOT NULL,
  name TEXT NOT NULL,
  hours INTEGER NOT NULL CHECK (hours > 0),
  due_on TEXT NOT NULL,
  UNIQUE (training_id, ordinal)
);

-- A level's training route: what a teacher on it must complete.
CREATE TABLE level_trainings (
  level_id INTEGER NOT NULL REFERENCES development_levels (id),
  training_id INTEGER NOT NULL REFERENCES trainings (id),
  PRIMARY KEY (level_id, training_id)
);

CREATE TABLE training_enrolments (
  teacher_id INTEGER NOT NULL REFERENCES users (id),
  training_id INTEGER NOT NULL REFERENCES trainings (id),
  enrolled_on TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('EN_CURSO', 'FINALIZADA')),
  finished_on TEXT,
  grade REAL CHECK (grade BETWEEN 0 AND 20),
  certificate_code TEXT UNIQUE,
  PRIMARY KEY (teacher_id, training_id),
  CHECK ((status = 'FINALIZADA') = (finished_on IS NOT NULL)),
  CHECK (certificate_code IS NULL OR status = 'FINALIZADA')
);
CREATE INDEX training_enrolments_training ON training_enrolments (training_id);

CREATE TABLE training_module_progress (
  teacher_id INTEGER NOT NULL REFERENCES users (id),
  module_id INTEGER NOT NULL REFERENCES training_modules (id),
  completed_on TEXT NOT NULL,
  PRIMARY KEY (teacher_id, module_id)
);

-- The 360° evaluation: each dimension of teaching scored 1-5 by each source, per period.
CREATE TABLE evaluation_360 (
  teacher_id INTEGER NOT NULL REFERENCES users (id),
  period_id INTEGER NOT NULL REFERENCES periods (id),
  dimension TEXT NOT NULL,
  ordinal INTEGER NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('AUTOEVALUACION', 'ESTUDIANTES', 'PARES', 'JEFATURA')),
  score REAL NOT NULL CHECK (score BETWEEN 1 AND 5),
  PRIMARY KEY (teacher_id, period_id, dimension, source)
);
