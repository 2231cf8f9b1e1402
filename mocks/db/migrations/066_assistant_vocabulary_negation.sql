-- The campus assistant's vocabulary (issue 56): a phrase of the table now keeps its 'no' (the
-- question's 'no' is read while the table is, then dropped). 'Seguir estudiando' alone is going
-- on with one's studies, not leaving them: the row of migration 063 becomes 'no seguir
-- estudiando'. A payment that does not show is 'no se refleja' or 'no aparece'.
UPDATE assistant_synonyms SET frase = 'no seguir estudiando', version = version + 1
  WHERE frase = 'seguir estudiando';
INSERT INTO assistant_synonyms (frase, equivalente) VALUES
  ('no se refleja mi pago', 'pago no aparece'),
  ('no se refleja el pago', 'pago no aparece'),
  ('no aparece mi pago', 'pago no aparece');
-- Stopping going to class is absence ('dejar de ir a un curso'), not leaving.
INSERT INTO assistant_synonyms (frase, equivalente) VALUES
  ('dejar de ir', 'inasistencias inhabilitado'),
  ('dejar de asistir', 'inasistencias inhabilitado');
-- Everyday verbs and nouns for the institute's: telling someone is reporting, a student's
-- 'usuario' is their account, fixing a grade is correcting it, years of teaching are the
-- teacher's time at the institute.
INSERT INTO assistant_synonyms (frase, equivalente) VALUES
  ('avisar', 'reportar'),
  ('usuario', 'cuenta personal'),
  ('arreglar', 'corregir corrige rectificación'),
  ('años enseñando', 'permanencia docente tiempo como docente');
