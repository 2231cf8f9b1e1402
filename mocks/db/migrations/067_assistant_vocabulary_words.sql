-- The campus assistant's vocabulary (issue 56), written from how students talk: the 'videos' of
-- a class are its recordings, and lending one's user or password is sharing one's account
-- (migration 064 had only 'prestar mi cuenta').
INSERT INTO assistant_synonyms (frase, equivalente) VALUES
  ('videos', 'grabaciones'),
  ('prestar mi usuario', 'cuenta personal intransferible contraseña'),
  ('prestar mi clave', 'cuenta personal intransferible contraseña'),
  ('prestar mi contraseña', 'cuenta personal intransferible contraseña');
-- A student's 'ciclo' is the content's 'periodo' as well as its cycle.
INSERT INTO assistant_synonyms (frase, equivalente) VALUES ('ciclo', 'ciclo periodo');
-- A 'salón' is a classroom.
INSERT INTO assistant_synonyms (frase, equivalente) VALUES ('salón', 'aula');
