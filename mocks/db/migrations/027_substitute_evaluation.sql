-- Substitute evaluations (issue 15: /superadmin/tramites/evaluacion-sustiturio; spec §3 INSEVASUS,
-- Score item esEvaluacionSustitutoria). The academic office opens a window per period and course;
-- a student who filed INSEVASUS for that course sits the exam, and the teacher of the student's
-- section records the grade within the window (the office may record it once the window opened).
-- The grade replaces the student's lowest graded evaluation of the section, which is marked as
-- the substitute one; the grade it replaced is kept here.

CREATE TABLE substitute_windows (
  id INTEGER PRIMARY KEY,
  period_id INTEGER NOT NULL REFERENCES periods (id),
  course_id INTEGER NOT NULL REFERENCES courses (id),
  opens_at INTEGER NOT NULL,
  closes_at INTEGER NOT NULL CHECK (closes_at > opens_at),
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  created_by INTEGER NOT NULL REFERENCES users (id),
  updated_at INTEGER NOT NULL,
  UNIQUE (period_id, course_id)
);

CREATE TABLE substitute_grades (
  id INTEGER PRIMARY KEY,
  request_id INTEGER NOT NULL UNIQUE REFERENCES procedure_requests (id),
  window_id INTEGER NOT NULL REFERENCES substitute_windows (id),
  score_item_id INTEGER NOT NULL UNIQUE REFERENCES score_items (id),
  previous_score TEXT,
  grade TEXT NOT NULL CHECK (CAST(grade AS REAL) BETWEEN 0 AND 20),
  source TEXT NOT NULL CHECK (source IN ('DOCENTE', 'REGISTRO')),
  entered_by INTEGER NOT NULL REFERENCES users (id),
  entered_at INTEGER NOT NULL
);
CREATE INDEX substitute_grades_window ON substitute_grades (window_id);

INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'superadmin', folder.id, (SELECT count(*) FROM menu_items WHERE parent_id = folder.id),
      'avance', 'Evaluación sustitutoria', '/superadmin/tramites/evaluacion-sustiturio/listar'
    FROM menu_items folder
    WHERE folder.profile = 'superadmin' AND folder.titulo = 'Trámites' AND folder.parent_id IS NULL;
