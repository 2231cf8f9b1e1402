-- The history of a teacher's courses (issue 16: /docentes/cursos/{slug}/historial/
-- {slug_historial}). A past section is a row of sections in a past period; its students are its
-- seats and their results the final grades of course_history for that course and period. The
-- demo gives the demo teacher past sections of the courses they teach now, seating the students
-- who took each course that period (mocks/seed/teacherHistory.ts).
CREATE INDEX course_history_course_period ON course_history (course_id, period_id);
