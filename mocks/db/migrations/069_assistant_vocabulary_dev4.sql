-- The campus assistant's vocabulary (issue 56, fourth development set): a student's or teacher's
-- 'clase' is the content's 'sesión' as well as its class ('registra la asistencia en cada
-- sesión', 'antes de la primera sesión').
INSERT INTO assistant_synonyms (frase, equivalente) VALUES ('clase', 'clase sesión');
-- A phone is not a recording: read so (migration 062), every phone in a question ('me robaron el
-- celular', 'qué celular me recomiendan') held the rules on recording classes.
DELETE FROM assistant_synonyms WHERE frase = 'celular';
