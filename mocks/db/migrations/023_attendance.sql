-- Class sessions and attendance (issue 14; spec §3 Current class and Schedule item, §4 and §5
-- attendance rules), and each user's calendar subscription. Instants are epoch milliseconds,
-- UTC; the campus reasons about them in America/Lima.

-- One class of a section on one day: the weekly timetable (section_timetable) made concrete for
-- the period, plus the extra classes the demo places around "now". `schedule_id` is the
-- timetable row it comes from (idHorario), `number` its ordinal in the section (sesion).
CREATE TABLE class_sessions (
  id INTEGER PRIMARY KEY,
  section_id INTEGER NOT NULL REFERENCES sections (id),
  schedule_id INTEGER NOT NULL,
  number INTEGER NOT NULL CHECK (number > 0),
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL CHECK (ends_at > starts_at),
  modality TEXT NOT NULL CHECK (modality IN ('PRESENCIAL', 'VIRTUAL')),
  is_async INTEGER NOT NULL DEFAULT 0 CHECK (is_async IN (0, 1)),
  room TEXT,
  teams_url TEXT CHECK (teams_url IS NULL OR teams_url GLOB 'https://*'),
  -- The window's tolerances in minutes (topeInferior, topeSuperior, topeTardanza).
  bottom_tope INTEGER NOT NULL CHECK (bottom_tope >= 0),
  top_tope INTEGER NOT NULL CHECK (top_tope >= 0),
  late_tope INTEGER NOT NULL CHECK (late_tope >= top_tope),
  is_substitute_evaluation INTEGER NOT NULL DEFAULT 0 CHECK (is_substitute_evaluation IN (0, 1)),
  -- Placed by the demo relative to the day it started (see mocks/seed/todaysClasses.ts).
  is_demo_case INTEGER NOT NULL DEFAULT 0 CHECK (is_demo_case IN (0, 1))
);
CREATE INDEX class_sessions_starts ON class_sessions (starts_at);
CREATE INDEX class_sessions_section ON class_sessions (section_id, starts_at);

-- A student's or a teacher's attendance at one session. WEB marks come from the campus (the
-- teacher's with the address they marked from), AULA ones from the teacher's roll, SISTEMA ones
-- are the absences (F) given to teachers whose window passed without a mark.
CREATE TABLE attendance_marks (
  session_id INTEGER NOT NULL REFERENCES class_sessions (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  status TEXT NOT NULL CHECK (status IN ('A', 'F', 'T', 'J')),
  marked_at INTEGER NOT NULL,
  ip TEXT,
  source TEXT NOT NULL CHECK (source IN ('WEB', 'AULA', 'SISTEMA')),
  PRIMARY KEY (session_id, user_id)
);
CREATE INDEX attendance_marks_user ON attendance_marks (user_id);

-- The address ranges of the institute's network: a teacher marks an in-person class from them.
CREATE TABLE campus_networks (
  cidr TEXT PRIMARY KEY,
  description TEXT NOT NULL
);
INSERT INTO campus_networks (cidr, description) VALUES
  ('10.20.0.0/16', 'Red de aulas y laboratorios'),
  ('172.16.40.0/22', 'Red administrativa'),
  ('127.0.0.0/8', 'Este equipo (demostración local)');

-- The secret address of a user's calendar subscription (iCal); a new one replaces the old.
CREATE TABLE calendar_feeds (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  token TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
