-- Teacher scheduling administration (issue 40: /admin/programacion-docente/*). A process per
-- period and campus covers the sections of some programmes; each of its sections carries one
-- assignment row (proposed teacher, state, version for concurrent coordinators). The process
-- button writes the approved teacher into sections.teacher_id, which the teacher's programming
-- reads (migration 030). Seeded by mocks/seed/teacherScheduling.ts.
CREATE TABLE scheduling_processes (
  id INTEGER PRIMARY KEY,
  period_id INTEGER NOT NULL REFERENCES periods (id),
  campus_id INTEGER NOT NULL REFERENCES campuses (id),
  opens_on TEXT NOT NULL,
  closes_on TEXT NOT NULL CHECK (closes_on >= opens_on),
  max_weekly_hours INTEGER NOT NULL CHECK (max_weekly_hours BETWEEN 1 AND 60),
  min_rest_minutes INTEGER NOT NULL CHECK (min_rest_minutes BETWEEN 0 AND 120),
  -- Whether a class outside the teacher's declared availability refuses the assignment (else
  -- it is only shown).
  availability_required INTEGER NOT NULL DEFAULT 0 CHECK (availability_required IN (0, 1)),
  published_at INTEGER,
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  UNIQUE (period_id, campus_id)
);

CREATE TABLE scheduling_process_programmes (
  process_id INTEGER NOT NULL REFERENCES scheduling_processes (id),
  programme_id INTEGER NOT NULL REFERENCES programmes (id),
  PRIMARY KEY (process_id, programme_id)
);

CREATE TABLE scheduling_assignments (
  section_id INTEGER PRIMARY KEY REFERENCES sections (id),
  process_id INTEGER NOT NULL REFERENCES scheduling_processes (id),
  teacher_id INTEGER REFERENCES users (id),
  state TEXT NOT NULL DEFAULT 'SIN_ASIGNAR' CHECK (state IN ('SIN_ASIGNAR', 'PROPUESTA', 'APROBADA')),
  rejection_reason TEXT,
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  CHECK ((state = 'SIN_ASIGNAR') = (teacher_id IS NULL))
);
CREATE INDEX scheduling_assignments_process ON scheduling_assignments (process_id, state);
CREATE INDEX scheduling_assignments_teacher ON scheduling_assignments (teacher_id);

-- Teachers who asked for a section (the approvals' postulantes).
CREATE TABLE scheduling_applications (
  section_id INTEGER NOT NULL REFERENCES sections (id),
  teacher_id INTEGER NOT NULL REFERENCES users (id),
  applied_on TEXT NOT NULL,
  note TEXT,
  PRIMARY KEY (section_id, teacher_id)
);

-- A teacher's declared availability for a period: one row per free hour of the week.
CREATE TABLE teacher_availability (
  teacher_id INTEGER NOT NULL REFERENCES users (id),
  period_id INTEGER NOT NULL REFERENCES periods (id),
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 6),
  start_time TEXT NOT NULL CHECK (start_time GLOB '[0-2][0-9]:00'),
  PRIMARY KEY (teacher_id, period_id, weekday, start_time)
);

