-- Tutorials and guides by audience (issue 9, /admin/tutoriales-guias): both kinds are https links,
-- a video on YouTube or Vimeo, a guide wherever the institute keeps its documents. The reports
-- (/admin/reportes) read existing tables; their onboarding data arrives with this migration's
-- seeder (mocks/seed/onboardingTasks.ts).
CREATE TABLE tutorials (
  id INTEGER PRIMARY KEY,
  titulo TEXT NOT NULL,
  descripcion TEXT NOT NULL DEFAULT '',
  tipo TEXT NOT NULL CHECK (tipo IN ('VIDEO', 'GUIA')),
  audiencia TEXT NOT NULL CHECK (audiencia IN ('ESTUDIANTES', 'DOCENTES', 'COLABORADORES', 'TODOS')),
  url TEXT NOT NULL CHECK (url LIKE 'https://%'),
  orden INTEGER NOT NULL DEFAULT 1 CHECK (orden BETWEEN 1 AND 999),
  publicado INTEGER NOT NULL DEFAULT 0 CHECK (publicado IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1)
);
CREATE INDEX tutorials_audience ON tutorials (audiencia, publicado, orden);

-- Demo tutorials and guides: fictional videos and documents of the institute's own help site.
INSERT INTO tutorials (titulo, descripcion, tipo, audiencia, url, orden, publicado) VALUES
  ('Cómo ingresar a tus clases virtuales', 'Encuentra el enlace de tu clase y únete a tiempo.',
    'VIDEO', 'ESTUDIANTES', 'https://www.youtube.com/watch?v=cAmPuS00001', 1, 1),
  ('Revisa tu avance curricular', 'Qué cursos llevas y cuántos créditos te faltan.',
    'VIDEO', 'ESTUDIANTES', 'https://vimeo.com/760000002', 2, 1),
  ('Guía de matrícula en línea', 'Los pasos para matricularte desde el campus.',
    'GUIA', 'ESTUDIANTES', 'https://documentos.horizonte.example/guias/matricula-en-linea.pdf', 3, 1),
  ('Cómo registrar la asistencia de tu clase', 'Marca tu asistencia y la de tus estudiantes.',
    'VIDEO', 'DOCENTES', 'https://www.youtube.com/watch?v=cAmPuS00004', 1, 1),
  ('Guía de la programación docente', 'Cómo postular a las secciones del próximo periodo.',
    'GUIA', 'DOCENTES', 'https://documentos.horizonte.example/guias/programacion-docente.pdf', 2, 1),
  ('Atención de trámites paso a paso', 'Cómo revisar, observar y aprobar un ticket.',
    'VIDEO', 'COLABORADORES', 'https://vimeo.com/760000006', 1, 1),
  ('Guía de publicaciones en el inicio', 'Audiencias, fijados y publicaciones programadas.',
    'GUIA', 'COLABORADORES', 'https://documentos.horizonte.example/guias/publicaciones.pdf', 2, 0),
  ('Conoce tu campus virtual', 'Un recorrido por el menú, las notificaciones y tu perfil.',
    'VIDEO', 'TODOS', 'https://www.youtube.com/watch?v=cAmPuS00008', 1, 1),
  ('Preguntas frecuentes sobre tu cuenta', 'Contraseña, correo institucional y privacidad.',
    'GUIA', 'TODOS', 'https://documentos.horizonte.example/guias/preguntas-frecuentes.pdf', 2, 1);

-- The collaborator's sidebar gains the tutorials, and its third report is named for what it
-- shows: the students' curricular progress (spec §1 CURRICULUM).
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'colaborador', NULL, (SELECT count(*) FROM menu_items WHERE profile = 'colaborador'
      AND parent_id IS NULL), 'tutoriales', 'Tutoriales y guías', '/admin/tutoriales-guias';
UPDATE menu_items SET titulo = 'Avance curricular'
  WHERE profile = 'colaborador' AND referencia = '/admin/reportes/cv';

-- A collaborator without the admin-type flag (spec §6): /admin, /psicologos and /documentos stay
-- closed to them. Same brand, campus and password as 'colaborador'.
INSERT INTO users (id, actor_id, username, password_hash, tip, brand_id, user_code, first_name,
    paternal_surname, maternal_surname, gender, email, institutional_email, phone, address,
    ubigeo, department, province, district)
  SELECT (SELECT max(id) FROM users) + 1, (SELECT max(actor_id) FROM users) + 1, 'asistente',
      password_hash, 3, brand_id, 'U2026ASIS1', 'Martín', 'Huanca', 'Ríos', 'M',
      'martin.huanca@correo.example', 'asistente@' || (SELECT mail_domain FROM brands
        WHERE id = c.brand_id), NULL, NULL, ubigeo, department, province, district
    FROM users c WHERE c.username = 'colaborador';
