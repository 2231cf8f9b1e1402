-- Users of every type, their flags and permissions, and what students are enrolled in.
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  actor_id INTEGER NOT NULL UNIQUE,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  tip INTEGER NOT NULL CHECK (tip IN (1, 2, 3)),
  brand_id INTEGER NOT NULL REFERENCES brands (id),
  user_code TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL,
  paternal_surname TEXT NOT NULL,
  maternal_surname TEXT NOT NULL,
  gender TEXT NOT NULL CHECK (gender IN ('F', 'M', 'O')),
  email TEXT,
  institutional_email TEXT,
  phone TEXT,
  address TEXT,
  ubigeo TEXT,
  department TEXT,
  province TEXT,
  district TEXT,
  show_phone INTEGER NOT NULL DEFAULT 0 CHECK (show_phone IN (0, 1)),
  show_email INTEGER NOT NULL DEFAULT 0 CHECK (show_email IN (0, 1)),
  photo_url TEXT,
  area_id INTEGER,
  is_admin INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
  is_psychologist INTEGER NOT NULL DEFAULT 0 CHECK (is_psychologist IN (0, 1)),
  enable_attendance_btn INTEGER NOT NULL DEFAULT 0 CHECK (enable_attendance_btn IN (0, 1)),
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1))
);

-- Spec §6: the superadmin area needs the admin-type flag and one of these usernames.
CREATE TABLE superadmin_allowlist (
  username TEXT PRIMARY KEY COLLATE NOCASE
);

CREATE TABLE user_permissions (
  user_id INTEGER NOT NULL REFERENCES users (id),
  permission TEXT NOT NULL CHECK (permission IN (
    'ADMDISPO', 'DISPODOC', 'PROGDOCADM', 'PROGDOCREP', 'PROGDOCPROC',
    'CONFPUBL', 'FJPUBALU', 'FJPUBDOC', 'ELIMPUBL'
  )),
  PRIMARY KEY (user_id, permission)
);

CREATE TABLE sections (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES courses (id),
  period_id INTEGER NOT NULL REFERENCES periods (id),
  campus_id INTEGER NOT NULL REFERENCES campuses (id),
  teacher_id INTEGER REFERENCES users (id),
  group_code TEXT NOT NULL,
  modality TEXT NOT NULL CHECK (modality IN ('PRESENCIAL', 'VIRTUAL')),
  is_async INTEGER NOT NULL DEFAULT 0 CHECK (is_async IN (0, 1))
);
CREATE INDEX sections_course_campus ON sections (course_id, campus_id);
CREATE INDEX sections_teacher ON sections (teacher_id);

-- `code` is the enrolment number carried by the `mat` claim.
CREATE TABLE enrolments (
  id INTEGER PRIMARY KEY,
  student_id INTEGER NOT NULL REFERENCES users (id),
  programme_id INTEGER NOT NULL REFERENCES programmes (id),
  campus_id INTEGER NOT NULL REFERENCES campuses (id),
  code TEXT NOT NULL UNIQUE,
  cycle_code TEXT NOT NULL REFERENCES cycles (code),
  is_primary INTEGER NOT NULL DEFAULT 0 CHECK (is_primary IN (0, 1))
);
CREATE INDEX enrolments_student ON enrolments (student_id);

CREATE TABLE section_students (
  section_id INTEGER NOT NULL REFERENCES sections (id),
  enrolment_id INTEGER NOT NULL REFERENCES enrolments (id),
  PRIMARY KEY (section_id, enrolment_id)
);
CREATE INDEX section_students_enrolment ON section_students (enrolment_id);
