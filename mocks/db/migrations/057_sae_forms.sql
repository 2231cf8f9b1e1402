-- SAE forms the student answers in the campus, and cases staff open and close by hand (issue 39).

-- The forms staff may attach to a case: a small fixed set, each with its questions in order.
CREATE TABLE sae_form_templates (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL
);

CREATE TABLE sae_form_questions (
  id INTEGER PRIMARY KEY,
  template_id INTEGER NOT NULL REFERENCES sae_form_templates (id),
  position INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('TEXTO', 'OPCION')),
  prompt TEXT NOT NULL,
  -- An OPCION question's choices, one per line; blank for TEXTO.
  options TEXT NOT NULL DEFAULT '',
  required INTEGER NOT NULL CHECK (required IN (0, 1)),
  UNIQUE (template_id, position)
);

-- A form action names the form it asks for; the answer is given once, under its key.
ALTER TABLE sae_actions ADD COLUMN template_id INTEGER REFERENCES sae_form_templates (id);
ALTER TABLE sae_actions ADD COLUMN answer_key TEXT;

CREATE TABLE sae_form_answers (
  action_id INTEGER NOT NULL REFERENCES sae_actions (id),
  question_id INTEGER NOT NULL REFERENCES sae_form_questions (id),
  value TEXT NOT NULL,
  PRIMARY KEY (action_id, question_id)
);

-- Cases staff open by hand carry the opener's key; a closed case says when.
ALTER TABLE sae_cases ADD COLUMN create_key TEXT;
ALTER TABLE sae_cases ADD COLUMN closed_at INTEGER;
CREATE UNIQUE INDEX sae_cases_key ON sae_cases (tutor_id, create_key);

INSERT INTO sae_form_templates (id, code, title, description) VALUES
  (1, 'HABITOS_ESTUDIO', 'Ficha de hábitos de estudio',
    'Cuéntanos cómo organizas tu tiempo de estudio. Tu tutor la revisará contigo.'),
  (2, 'SEGUIMIENTO_ACADEMICO', 'Cuestionario de seguimiento académico',
    'Ayúdanos a conocer cómo avanzas en tus cursos este periodo.'),
  (3, 'BIENESTAR', 'Encuesta de bienestar estudiantil',
    'Unas preguntas breves sobre cómo te sientes en el instituto.');

INSERT INTO sae_form_questions (template_id, position, kind, prompt, options, required) VALUES
  (1, 1, 'OPCION', '¿Cuántas horas a la semana estudias fuera de clase?',
    'Menos de 3 horas' || char(10) || 'De 3 a 6 horas' || char(10) || 'Más de 6 horas', 1),
  (1, 2, 'OPCION', '¿Dónde estudias con más frecuencia?',
    'En casa' || char(10) || 'En la biblioteca' || char(10) || 'En el trabajo o en el transporte', 1),
  (1, 3, 'TEXTO', '¿Qué es lo que más te cuesta al organizar tu tiempo?', '', 1),
  (1, 4, 'TEXTO', '¿Algo más que quieras contarle a tu tutor?', '', 0),
  (2, 1, 'OPCION', '¿Cómo calificas tu avance en los cursos de este periodo?',
    'Muy bueno' || char(10) || 'Bueno' || char(10) || 'Regular' || char(10) || 'Difícil', 1),
  (2, 2, 'TEXTO', '¿En qué curso necesitas más apoyo y por qué?', '', 1),
  (2, 3, 'OPCION', '¿Te gustaría recibir asesoría académica?', 'Sí' || char(10) || 'No', 1),
  (3, 1, 'OPCION', '¿Cómo te sientes en el instituto este periodo?',
    'Bien' || char(10) || 'Más o menos' || char(10) || 'Mal', 1),
  (3, 2, 'TEXTO', '¿Hay algo que te preocupe y quieras conversar?', '', 0);

-- The forms seeded before (migration 049's 'Ficha de hábitos de estudio') ask for that form.
UPDATE sae_actions SET template_id = 1 WHERE kind = 'FORMULARIO';
