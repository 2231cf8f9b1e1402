-- The campus assistant's vocabulary (issue 56, third development set): 'el sistema' is the
-- campus virtual ('subir las notas al sistema'); a phone in an exam is copying; not going on at
-- the institute is leaving the programme; a teacher hands in
-- ('entrega') the syllabus the regulation says is published; 'ya pagué' says the payment does
-- not show.
INSERT INTO assistant_synonyms (frase, equivalente) VALUES
  ('sistema', 'campus virtual'),
  ('celular en el examen', 'copiar en una evaluación falta grave'),
  ('no seguir en el instituto', 'retiro definitivo del programa'),
  ('entregar el sílabo', 'publicar el sílabo'),
  ('ya pagué', 'pago no aparece');
