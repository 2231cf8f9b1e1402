-- More of the campus assistant's vocabulary (issue 56): general words of students in Peru,
-- written from how they talk (not from any test set). 'Reclamar' a grade is asking for its
-- review; 'chotear' (slang) is being thrown out. ('No se refleja mi pago' is
-- left out: 'no' is a stop word, so it would read '¿en cuánto tiempo se refleja mi pago?'.)
INSERT INTO assistant_synonyms (frase, equivalente) VALUES
  ('reclamar', 'reclamo revisión'),
  ('reclamar una nota', 'reclamo revisión de una nota'),
  ('chotear del curso', 'retiro por inasistencia'),
  ('chotear del curso por faltas', 'reversión de retiro por inasistencia'),
  ('chotear del instituto', 'separación definitiva sanción');
