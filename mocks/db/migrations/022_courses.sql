-- Courses as a student follows them (issue 13; spec §3 Course, Elective course, Score item; §4
-- autonomous course, grade review): what kind of course each is, the section's details and
-- timetable, scores and their reviews, the elective and autonomous units, the academic history,
-- and the student's library and guides. Dates are 'YYYY-MM-DD' (Lima) unless named `_at`
-- (epoch milliseconds, UTC).

-- REGULAR courses are taken as they are; an ELECTIVO course is one of several options the student
-- chooses before a deadline; an AUTONOMO course (the autonomous learning unit) is an elective
-- taken at the student's own pace, with attempts and a closing survey.
ALTER TABLE courses ADD COLUMN kind TEXT NOT NULL DEFAULT 'REGULAR'
  CHECK (kind IN ('REGULAR', 'ELECTIVO', 'AUTONOMO'));
-- The course's summary (sumilla) and the competence it builds: /estudiantes/resumen/{_id}.
ALTER TABLE courses ADD COLUMN summary TEXT;
ALTER TABLE courses ADD COLUMN competence TEXT;

-- A programme's name for addresses (historial-notas/{slug}).
ALTER TABLE programmes ADD COLUMN slug TEXT;

ALTER TABLE sections ADD COLUMN starts_on TEXT;
ALTER TABLE sections ADD COLUMN ends_on TEXT;
-- How the final grade is computed (a code the grading system knows, shown to the student).
ALTER TABLE sections ADD COLUMN formula_code TEXT;
-- Dual courses are taken partly at a company: their scores carry decimals (spec §9).
ALTER TABLE sections ADD COLUMN is_dual INTEGER NOT NULL DEFAULT 0 CHECK (is_dual IN (0, 1));
-- Moodle courses live on the learning platform: its address, and whether the link is shown yet.
ALTER TABLE sections ADD COLUMN moodle_url TEXT;
ALTER TABLE sections ADD COLUMN show_moodle INTEGER NOT NULL DEFAULT 0
  CHECK (show_moodle IN (0, 1));
-- Electives and autonomous units: the last day an option may be chosen (lastDateToInscription).
ALTER TABLE sections ADD COLUMN inscription_deadline TEXT;

-- The periods before the demo's first: careers of six cycles reach back that far.
INSERT INTO periods (code, starts_on, ends_on, is_current) VALUES
  ('2023-I', '2023-03-27', '2023-07-21', 0),
  ('2023-II', '2023-08-21', '2023-12-15', 0),
  ('2024-I', '2024-03-25', '2024-07-19', 0),
  ('2024-II', '2024-08-19', '2024-12-13', 0);

-- The weekly timetable of a section (weekday 1 = Monday).
CREATE TABLE section_timetable (
  section_id INTEGER NOT NULL REFERENCES sections (id),
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  start_time TEXT NOT NULL CHECK (start_time GLOB '[0-2][0-9]:[0-5][0-9]'),
  end_time TEXT NOT NULL CHECK (end_time GLOB '[0-2][0-9]:[0-5][0-9]' AND end_time > start_time),
  room TEXT,
  PRIMARY KEY (section_id, weekday, start_time)
);

-- One evaluation of a student in a section (spec §3 Score item). `score` is a grade from 0 to 20
-- as text ('14', '15.75' in dual courses), 'NSP' (did not sit it), or NULL while not graded.
-- `review_state` follows spec §4: 1 in review, 2 approved, 3 denied, 4 may be requested; NULL
-- when no review applies (not graded yet). `state_graphic` colours the bullet: 1 passed, 2 at
-- risk, 3 failed; NULL is grey.
CREATE TABLE score_items (
  id INTEGER PRIMARY KEY,
  section_id INTEGER NOT NULL REFERENCES sections (id),
  enrolment_id INTEGER NOT NULL REFERENCES enrolments (id),
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  description TEXT,
  percentage INTEGER NOT NULL CHECK (percentage BETWEEN 0 AND 100),
  score TEXT CHECK (score IS NULL OR score = 'NSP' OR (CAST(score AS REAL) BETWEEN 0 AND 20)),
  review_state INTEGER CHECK (review_state IN (1, 2, 3, 4)),
  state_graphic INTEGER CHECK (state_graphic IN (1, 2, 3)),
  is_substitute INTEGER NOT NULL DEFAULT 0 CHECK (is_substitute IN (0, 1)),
  UNIQUE (section_id, enrolment_id, position)
);
CREATE INDEX score_items_enrolment ON score_items (enrolment_id, section_id);

-- Who asked for a grade review and when; the score's review_state holds where it stands.
CREATE TABLE grade_reviews (
  id INTEGER PRIMARY KEY,
  score_item_id INTEGER NOT NULL UNIQUE REFERENCES score_items (id),
  requested_by INTEGER NOT NULL REFERENCES users (id),
  requested_at INTEGER NOT NULL,
  resolved_at INTEGER
);

-- The options of an elective or autonomous course (spec §3 Elective course).
CREATE TABLE elective_options (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES courses (id),
  name TEXT NOT NULL,
  short_description TEXT NOT NULL,
  description TEXT NOT NULL,
  image_url TEXT,
  video_url TEXT,
  sessions INTEGER NOT NULL CHECK (sessions > 0),
  culmination_deadline TEXT NOT NULL
);
CREATE INDEX elective_options_course ON elective_options (course_id);

-- A student's choice, once per course and enrolment.
CREATE TABLE elective_choices (
  enrolment_id INTEGER NOT NULL REFERENCES enrolments (id),
  course_id INTEGER NOT NULL REFERENCES courses (id),
  option_id INTEGER NOT NULL REFERENCES elective_options (id),
  chosen_at INTEGER NOT NULL,
  PRIMARY KEY (enrolment_id, course_id)
);

-- Each try of the autonomous unit's assessment (autonomeAttempts counts them).
CREATE TABLE autonomous_attempts (
  id INTEGER PRIMARY KEY,
  enrolment_id INTEGER NOT NULL REFERENCES enrolments (id),
  section_id INTEGER NOT NULL REFERENCES sections (id),
  attempted_at INTEGER NOT NULL,
  score REAL NOT NULL CHECK (score BETWEEN 0 AND 20)
);
CREATE INDEX autonomous_attempts_enrolment ON autonomous_attempts (enrolment_id, section_id);

-- The autonomous unit's closing survey, on spec §3's emoji scale, once per section.
CREATE TABLE autonomous_survey_answers (
  enrolment_id INTEGER NOT NULL REFERENCES enrolments (id),
  section_id INTEGER NOT NULL REFERENCES sections (id),
  answer TEXT NOT NULL CHECK (answer IN ('triumph', 'persevere', 'confused', 'relaxed', 'grin')),
  comment TEXT,
  answered_at INTEGER NOT NULL,
  PRIMARY KEY (enrolment_id, section_id)
);

-- Final grades of earlier periods: the curricular progress and the grade history.
CREATE TABLE course_history (
  enrolment_id INTEGER NOT NULL REFERENCES enrolments (id),
  course_id INTEGER NOT NULL REFERENCES courses (id),
  period_id INTEGER NOT NULL REFERENCES periods (id),
  grade TEXT NOT NULL CHECK (grade = 'NSP' OR (CAST(grade AS REAL) BETWEEN 0 AND 20)),
  PRIMARY KEY (enrolment_id, course_id, period_id)
);

-- The student library (/estudiantes/biblioteca): databases, e-books and guides, per brand.
CREATE TABLE library_resources (
  id INTEGER PRIMARY KEY,
  brand_id INTEGER REFERENCES brands (id),
  kind TEXT NOT NULL CHECK (kind IN ('BASE_DATOS', 'LIBRO', 'GUIA', 'REVISTA')),
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  url TEXT NOT NULL CHECK (url GLOB 'https://*'),
  position INTEGER NOT NULL
);

-- Student guides by programme type (/estudiantes/guia-estudiante/carreras and /extension).
CREATE TABLE student_guides (
  id INTEGER PRIMARY KEY,
  programme_kind TEXT NOT NULL CHECK (programme_kind IN ('CARRERA', 'EXTENSION')),
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  body TEXT NOT NULL,
  position INTEGER NOT NULL
);
