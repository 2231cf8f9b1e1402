-- Surveys (issue 14; spec §2 survey routes, §3 notification's survey fields, §9 survey types):
-- a survey (847 about the student's experience, 846 and 1820 about a course), its questions and
-- options, when it is programmed (for a section's students or for every student of a brand),
-- whom it is assigned to and what they answered. Instants are epoch milliseconds, UTC.

CREATE TABLE surveys (
  id INTEGER PRIMARY KEY,
  type_id INTEGER NOT NULL CHECK (type_id IN (847, 846, 1820)),
  code TEXT NOT NULL UNIQUE CHECK (code GLOB 'EVA_*'),
  title TEXT NOT NULL,
  description TEXT NOT NULL
);

-- EMOJI is the five-face scale of spec §3 (answer 1 to 5, worst first), ESCALA numbered rating
-- circles (1 to scale_max), OPCION one option, TEXTO free text.
CREATE TABLE survey_questions (
  id INTEGER PRIMARY KEY,
  survey_id INTEGER NOT NULL REFERENCES surveys (id),
  position INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('EMOJI', 'ESCALA', 'OPCION', 'TEXTO')),
  text TEXT NOT NULL,
  required INTEGER NOT NULL DEFAULT 1 CHECK (required IN (0, 1)),
  scale_max INTEGER CHECK (scale_max IS NULL OR scale_max BETWEEN 2 AND 10),
  UNIQUE (survey_id, position)
);

CREATE TABLE survey_options (
  id INTEGER PRIMARY KEY,
  question_id INTEGER NOT NULL REFERENCES survey_questions (id),
  position INTEGER NOT NULL,
  description TEXT NOT NULL,
  background_color TEXT CHECK (background_color IS NULL OR background_color GLOB '#[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]')
);

-- A survey programmed for a window; section_id for the course variants. Skippable ones may be
-- skipped (encuesta/omitir) and open from the /opc/ routes.
CREATE TABLE survey_schedules (
  id INTEGER PRIMARY KEY,
  survey_id INTEGER NOT NULL REFERENCES surveys (id),
  section_id INTEGER REFERENCES sections (id),
  opens_at INTEGER NOT NULL,
  closes_at INTEGER NOT NULL CHECK (closes_at > opens_at),
  skippable INTEGER NOT NULL DEFAULT 0 CHECK (skippable IN (0, 1))
);

CREATE TABLE survey_assignments (
  schedule_id INTEGER NOT NULL REFERENCES survey_schedules (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  state TEXT NOT NULL DEFAULT 'PENDIENTE' CHECK (state IN ('PENDIENTE', 'COMPLETADA', 'OMITIDA')),
  finished_at INTEGER,
  PRIMARY KEY (schedule_id, user_id)
);
CREATE INDEX survey_assignments_user ON survey_assignments (user_id, state);

-- One answer per question: the option's id, the scale's number or the text, as text.
CREATE TABLE survey_answers (
  schedule_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  question_id INTEGER NOT NULL REFERENCES survey_questions (id),
  value TEXT NOT NULL,
  PRIMARY KEY (schedule_id, user_id, question_id),
  FOREIGN KEY (schedule_id, user_id) REFERENCES survey_assignments (schedule_id, user_id)
);
