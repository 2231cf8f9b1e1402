-- Student services (issue 39): the students' own side of referrals and the student support
-- service (SAE: tutoring and academic follow-up).

-- A student refers a friend by name, phone, e-mail and programme, with the friend's consent; the
-- DNI the admission staff used to type is no longer asked, so it becomes optional. The table is
-- rebuilt because SQLite cannot relax a column's constraints in place.
CREATE TABLE referrals_049 (
  id INTEGER PRIMARY KEY,
  referrer_id INTEGER NOT NULL REFERENCES users (id),
  nombres TEXT NOT NULL,
  apellidos TEXT NOT NULL,
  documento TEXT CHECK (documento IS NULL OR length(documento) = 8),
  telefono TEXT NOT NULL,
  correo TEXT,
  programme_id INTEGER NOT NULL REFERENCES programmes (id),
  estado TEXT NOT NULL DEFAULT 'REGISTRADO'
    CHECK (estado IN ('REGISTRADO', 'CONTACTADO', 'MATRICULADO', 'DESCARTADO')),
  observacion TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  -- When the referrer declared the friend's consent: contact data is stored only with it.
  consent_at INTEGER NOT NULL,
  idempotency_key TEXT,
  UNIQUE (documento, programme_id),
  UNIQUE (referrer_id, idempotency_key)
);
-- The staff registered the earlier referrals after speaking with the person.
INSERT INTO referrals_049 (id, referrer_id, nombres, apellidos, documento, telefono, correo,
    programme_id, estado, observacion, created_at, version, consent_at)
  SELECT id, referrer_id, nombres, apellidos, documento, telefono, correo, programme_id, estado,
      observacion, created_at, version, created_at
    FROM referrals;
DROP TABLE referrals;
ALTER TABLE referrals_049 RENAME TO referrals;
CREATE INDEX referrals_referrer ON referrals (referrer_id);
CREATE INDEX referrals_created ON referrals (created_at);
-- A person is referred once, by anyone: the duplicate checks look them up by phone and e-mail.
CREATE INDEX referrals_phone ON referrals (telefono);
CREATE INDEX referrals_mail ON referrals (lower(correo));

-- The programme's rules and benefits are master data the superadmin keeps (/superadmin/maestro).
-- BENEFICIOS_REFERIDOS: codigo is the referral state that earns it, valor the benefit.
INSERT INTO master_tables (codigo, nombre, descripcion, sistema) VALUES
  ('REGLAS_REFERIDOS', 'Reglas del programa de referidos',
    'Cada registro es una regla que los estudiantes leen en Referidos, en su orden.', 1),
  ('BENEFICIOS_REFERIDOS', 'Beneficios del programa de referidos',
    'El código es el estado del referido que otorga el beneficio; el valor, el beneficio; la descripción, cuándo se aplica.', 1);
INSERT INTO master_records (table_id, codigo, valor, descripcion, orden)
  SELECT t.id, r.codigo, r.valor, '', r.orden FROM master_tables t,
    (SELECT 'R1' AS codigo, 'Refiere a familiares o amigos que aún no estudian en el instituto.' AS valor, 1 AS orden
      UNION ALL SELECT 'R2', 'Cada persona puede ser referida una sola vez: si su celular o correo ya fue registrado, no podrás referirla.', 2
      UNION ALL SELECT 'R3', 'Registra a tu referido solo con su consentimiento: el área de admisión lo contactará por celular o correo.', 3
      UNION ALL SELECT 'R4', 'El beneficio se otorga cuando tu referido se matricula y se aplica en tu siguiente cuota.', 4) r
  WHERE t.codigo = 'REGLAS_REFERIDOS';
INSERT INTO master_records (table_id, codigo, valor, descripcion, orden)
  SELECT t.id, b.codigo, b.valor, b.descripcion, b.orden FROM master_tables t,
    (SELECT 'MATRICULADO' AS codigo, 'S/ 150 de descuento en tu siguiente cuota' AS valor,
        'Cuando tu referido se matricula en un programa de estudios.' AS descripcion, 1 AS orden) b
  WHERE t.codigo = 'BENEFICIOS_REFERIDOS';

-- SAE: a tutor follows a student in a case; the case asks the student for actions (an interview
-- to attend, a form to answer) and the staff write notes, of which the student reads the public
-- ones. Cases opened by a teacher's alert are read from student_alerts itself.
CREATE TABLE sae_cases (
  id INTEGER PRIMARY KEY,
  student_id INTEGER NOT NULL REFERENCES users (id),
  tutor_id INTEGER NOT NULL REFERENCES users (id),
  reason TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'ABIERTO' CHECK (state IN ('ABIERTO', 'EN_ATENCION', 'CERRADO')),
  opened_at INTEGER NOT NULL
);
CREATE INDEX sae_cases_student ON sae_cases (student_id, opened_at);

CREATE TABLE sae_actions (
  id INTEGER PRIMARY KEY,
  case_id INTEGER NOT NULL REFERENCES sae_cases (id),
  kind TEXT NOT NULL CHECK (kind IN ('ENTREVISTA', 'FORMULARIO')),
  title TEXT NOT NULL,
  place TEXT NOT NULL DEFAULT '',
  -- An interview's start; a form's deadline.
  due_at INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'PENDIENTE' CHECK (state IN ('PENDIENTE', 'CONFIRMADA', 'REALIZADA')),
  done_at INTEGER
);
CREATE INDEX sae_actions_case ON sae_actions (case_id);

CREATE TABLE sae_notes (
  id INTEGER PRIMARY KEY,
  case_id INTEGER NOT NULL REFERENCES sae_cases (id),
  author_id INTEGER NOT NULL REFERENCES users (id),
  body TEXT NOT NULL,
  -- Private notes are the staff's own working notes; the student never reads them.
  public INTEGER NOT NULL CHECK (public IN (0, 1)),
  created_at INTEGER NOT NULL
);
CREATE INDEX sae_notes_case ON sae_notes (case_id, created_at);

-- Scholarships and discounts the institute offers, and the students' applications to them (read
-- only in the campus for now). An application is unique per student, scholarship and period.
CREATE TABLE scholarships (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL UNIQUE CHECK (kind IN ('EXCELENCIA_ACADEMICA', 'SOCIOECONOMICA', 'DEPORTIVA',
    'HERMANOS', 'CONVENIO')),
  name TEXT NOT NULL,
  benefit TEXT NOT NULL,
  -- One condition per line.
  conditions TEXT NOT NULL,
  position INTEGER NOT NULL
);

CREATE TABLE scholarship_periods (
  scholarship_id INTEGER NOT NULL REFERENCES scholarships (id),
  period_id INTEGER NOT NULL REFERENCES periods (id),
  PRIMARY KEY (scholarship_id, period_id)
);

CREATE TABLE scholarship_applications (
  id INTEGER PRIMARY KEY,
  student_id INTEGER NOT NULL REFERENCES users (id),
  scholarship_id INTEGER NOT NULL REFERENCES scholarships (id),
  period_id INTEGER NOT NULL REFERENCES periods (id),
  state TEXT NOT NULL CHECK (state IN ('EN_EVALUACION', 'OTORGADA', 'RECHAZADA')),
  rejection_reason TEXT CHECK ((state = 'RECHAZADA') = (rejection_reason IS NOT NULL)),
  applied_at INTEGER NOT NULL,
  UNIQUE (student_id, scholarship_id, period_id)
);
CREATE INDEX scholarship_applications_student ON scholarship_applications (student_id);

-- The student's way in: a 'Servicios' folder at the end of their menu.
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'alumno', NULL, coalesce(max(position), 0) + 1, 'segmentos', 'Servicios', NULL
    FROM menu_items WHERE profile = 'alumno' AND parent_id IS NULL;
WITH item (position, icono, titulo, referencia) AS (VALUES
    (0, 'panel', 'SAE', '/estudiantes/sae/dashboard'),
    (1, 'referidos', 'Mis referidos', '/estudiantes/servicios/mis-referidos'),
    (2, 'capacitaciones', 'Becas', '/estudiantes/servicios/becas'))
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'alumno', folder.id, item.position, item.icono, item.titulo, item.referencia
    FROM item, menu_items folder
    WHERE folder.profile = 'alumno' AND folder.parent_id IS NULL AND folder.titulo = 'Servicios';
