-- The institute's pages for teachers and their alerts on students (issue 16:
-- /docentes/institucional/conocenos, /docentes/guia-docente, directivas, induccion and
-- encuesta-alerta), and the teacher's menu reaching the whole area.
--
-- A page is sections of plain text (paragraphs split by blank lines: nothing of it is read as
-- HTML) and documents with a code and version, downloaded as PDF. An alert is a teacher's early
-- warning about a student of one of their sections, which tutoring then attends.
CREATE TABLE institutional_pages (
  slug TEXT PRIMARY KEY CHECK (slug IN ('conocenos', 'guia-docente', 'directivas', 'induccion')),
  title TEXT NOT NULL,
  summary TEXT NOT NULL
);

CREATE TABLE institutional_sections (
  id INTEGER PRIMARY KEY,
  page_slug TEXT NOT NULL REFERENCES institutional_pages (slug),
  ordinal INTEGER NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  UNIQUE (page_slug, ordinal)
);

CREATE TABLE institutional_documents (
  id INTEGER PRIMARY KEY,
  page_slug TEXT NOT NULL REFERENCES institutional_pages (slug),
  ordinal INTEGER NOT NULL,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version > 0),
  issued_on TEXT NOT NULL,
  summary TEXT NOT NULL
);

CREATE TABLE student_alerts (
  id INTEGER PRIMARY KEY,
  teacher_id INTEGER NOT NULL REFERENCES users (id),
  section_id INTEGER NOT NULL REFERENCES sections (id),
  enrolment_id INTEGER NOT NULL REFERENCES enrolments (id),
  reason TEXT NOT NULL CHECK (reason IN ('INASISTENCIAS', 'BAJO_RENDIMIENTO', 'SALUD',
    'SITUACION_ECONOMICA', 'CONDUCTA', 'OTRO')),
  comment TEXT NOT NULL CHECK (length(comment) BETWEEN 10 AND 500),
  status TEXT NOT NULL DEFAULT 'REGISTRADA' CHECK (status IN ('REGISTRADA', 'EN_ATENCION',
    'ATENDIDA')),
  created_at INTEGER NOT NULL
);
CREATE INDEX student_alerts_teacher ON student_alerts (teacher_id, created_at);
-- One open alert per student, class and reason: a second one waits until tutoring attends it.
CREATE UNIQUE INDEX student_alerts_open ON student_alerts (section_id, enrolment_id, reason)
  WHERE status <> 'ATENDIDA';

-- The teacher's menu, after 'Clases' and 'Trámites': programming, the development line, the
-- trainings and the institute's pages.
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  VALUES
    ('docente', NULL, 10, 'programacion', 'Programación', '/docentes/programacion-docente'),
    ('docente', NULL, 11, 'desarrollo', 'Línea de desarrollo', NULL),
    ('docente', NULL, 12, 'capacitaciones', 'Capacitaciones', NULL),
    ('docente', NULL, 13, 'institucional', 'Institucional', NULL);
WITH item (folder, position, icono, titulo, referencia) AS (VALUES
    ('Línea de desarrollo', 1, 'desarrollo', 'Información general', '/docentes/linea-desarrollo/informacion-general'),
    ('Línea de desarrollo', 2, 'desarrollo', 'Ruta de acompañamiento', '/docentes/linea-desarrollo/ruta-acompanamiento'),
    ('Línea de desarrollo', 3, 'desarrollo', 'Ruta formativa', '/docentes/linea-desarrollo/ruta-formativa'),
    ('Línea de desarrollo', 4, 'evaluacion', 'Evaluación 360°', '/docentes/evaluacion-360'),
    ('Capacitaciones', 1, 'capacitaciones', 'Rutas de desarrollo', '/docentes/capacitaciones/rutas-desarrollo'),
    ('Capacitaciones', 2, 'capacitaciones', 'En curso', '/docentes/capacitaciones/en-curso'),
    ('Capacitaciones', 3, 'finalizados', 'Finalizadas', '/docentes/capacitaciones/finalizadas'),
    ('Capacitaciones', 4, 'capacitaciones', 'Otras capacitaciones', '/docentes/capacitaciones/otras-capacitaciones'),
    ('Institucional', 1, 'institucional', 'Conócenos', '/docentes/institucional/conocenos'),
    ('Institucional', 2, 'reglamentos', 'Reglamentos y políticas', '/docentes/reglamentos-politicas'),
    ('Institucional', 3, 'reglamentos', 'Directivas', '/docentes/directivas'),
    ('Institucional', 4, 'guia', 'Guía docente', '/docentes/guia-docente'),
    ('Institucional', 5, 'guia', 'Inducción', '/docentes/induccion'),
    ('Institucional', 6, 'disponibilidad', 'Horas programadas', '/docentes/institucional/horasprogramadas'),
    ('Institucional', 7, 'capacitaciones', 'Capacitaciones SST', '/docentes/institucional/capacitacionessst'),
    ('Institucional', 8, 'capacitaciones', 'Capacitación en integridad', '/docentes/institucional/capacitacionintegridad'),
    ('Institucional', 9, 'alerta', 'Alerta de estudiantes', '/docentes/encuesta-alerta')
  )
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'docente', folder.id, item.position, item.icono, item.titulo, item.referencia
    FROM item JOIN menu_items folder ON folder.profile = 'docente' AND folder.parent_id IS NULL
      AND folder.titulo = item.folder;
