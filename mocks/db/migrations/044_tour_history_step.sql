-- The curricular progress tour's history step (012) pointed at /estudiantes/cursos/avance-curricular/
-- historial-notas, which exists only with a programme's slug: the step opened the error page. It
-- now points at the progress page, where each programme's 'Ver historial de notas' link is.
UPDATE tour_steps SET route = '/estudiantes/cursos/avance-curricular'
  WHERE code = 'HISTORIAL' AND route = '/estudiantes/cursos/avance-curricular/historial-notas';
