-- What the campus assistant could not answer (issue 56), kept so staff can teach it: each
-- question (or part of a two-part question) it answered 'no sé', with no user id and its text
-- stripped of personal data (emails, phone numbers, DNI and other long numbers, codes, the
-- asker's own names) before it is written. Questions are grouped by their words as the index reads
-- them (Spanish stems, stop words dropped, in order): a group holds the same question however it
-- was typed, and staff can link it to one source of the index, after which that question is
-- answered with it.
CREATE TABLE assistant_miss_groups (
  id INTEGER PRIMARY KEY,
  -- The question's stems, sorted and joined by spaces: e.g. 'campeonat futbol mundial'.
  clave TEXT NOT NULL UNIQUE,
  -- The index document staff linked the group to (e.g. 'TRAMITE:3', 'REGLAMENTO:2:4'); null
  -- while it is not linked.
  fuente TEXT,
  version INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE assistant_misses (
  id INTEGER PRIMARY KEY,
  grupo_id INTEGER NOT NULL REFERENCES assistant_miss_groups (id) ON DELETE CASCADE,
  -- The question as asked, personal data replaced by '[correo]', '[teléfono]', '[número]',
  -- '[código]' or '[nombre]'.
  pregunta TEXT NOT NULL,
  -- The day it was asked (Lima), not the instant: together with a group's few questions an exact
  -- time could tell who asked.
  dia TEXT NOT NULL
);
CREATE INDEX assistant_misses_by_group ON assistant_misses (grupo_id);

-- The vocabulary is edited like the other master tables: a stale copy is refused.
ALTER TABLE assistant_synonyms ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- More of how students in Peru write (issue 56, written from how they talk, not from a test
-- set): work is 'chamba' or 'cachuelo', school is 'el cole', leaving is 'no seguir estudiando'.
INSERT INTO assistant_synonyms (frase, equivalente) VALUES
  ('chamba', 'trabajo'),
  ('cachuelo', 'trabajo'),
  ('certificado del cole', 'certificado de estudios secundarios'),
  ('seguir estudiando', 'retiro definitivo del programa');

-- Staff find the misses in their sidebar; the superadmin edits the vocabulary from the
-- configuration folder.
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'colaborador', NULL, (SELECT count(*) FROM menu_items WHERE profile = 'colaborador'
      AND parent_id IS NULL), 'asistente', 'Preguntas sin respuesta', '/admin/preguntasSinRespuesta';
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'superadmin', folder.id, (SELECT count(*) FROM menu_items WHERE parent_id = folder.id),
      'asistente', 'Vocabulario del asistente', '/superadmin/sinonimosAsistente'
    FROM menu_items folder WHERE folder.profile = 'superadmin' AND folder.titulo = 'Configuración';
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'superadmin', folder.id, (SELECT count(*) FROM menu_items WHERE parent_id = folder.id),
      'asistente', 'Preguntas sin respuesta', '/admin/preguntasSinRespuesta'
    FROM menu_items folder WHERE folder.profile = 'superadmin' AND folder.titulo = 'Configuración';
