-- A teacher's classes (issue 16: /docentes/cursos). The roster, its scores and the attendance of
-- each session are read by section; the sections, seats, score items and marks are the courses'
-- and attendance's (migrations 022, 023). The demo fills the demo teacher's sections with
-- classmates (mocks/seed/teacherClasses.ts).
CREATE INDEX score_items_section ON score_items (section_id, position);
CREATE INDEX attendance_marks_session ON attendance_marks (session_id, status);
