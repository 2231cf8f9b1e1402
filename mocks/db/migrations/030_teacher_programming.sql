-- A teacher's programming (issue 16: /docentes/programacion-docente, /docentes/institucional/
-- horasprogramadas and the home card's 'Mi programación'). Teaching hours are the sections'
-- weekly timetable (migration 022); the hours a teacher is scheduled outside class (tutoring,
-- coordination, preparation ...) are their own rows, per period.
CREATE TABLE teacher_activities (
  id INTEGER PRIMARY KEY,
  teacher_id INTEGER NOT NULL REFERENCES users (id),
  period_id INTEGER NOT NULL REFERENCES periods (id),
  kind TEXT NOT NULL CHECK (kind IN ('TUTORIA', 'COORDINACION', 'PREPARACION', 'INVESTIGACION',
    'CAPACITACION')),
  name TEXT NOT NULL,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  start_time TEXT NOT NULL CHECK (start_time GLOB '[0-2][0-9]:[0-5][0-9]'),
  end_time TEXT NOT NULL CHECK (end_time GLOB '[0-2][0-9]:[0-5][0-9]' AND end_time > start_time),
  place TEXT
);
CREATE INDEX teacher_activities_teacher ON teacher_activities (teacher_id, period_id, weekday);

-- A teacher hired for next period: no sections and no activities yet (spec §8 'No hay
-- programación disponible.'). Same brand, campus and password as 'docente'.
INSERT INTO users (id, actor_id, username, password_hash, tip, brand_id, user_code, first_name,
    paternal_surname, maternal_surname, gender, email, institutional_email, phone, address,
    ubigeo, department, province, district)
  SELECT (SELECT max(id) FROM users) + 1, (SELECT max(actor_id) FROM users) + 1, 'docente.nuevo',
      password_hash, 2, brand_id, 'D2026NUEV1', 'Gabriela', 'Salas', 'Quispe', 'F',
      'gabriela.salas@correo.example', 'docente.nuevo@' || (SELECT mail_domain FROM brands
        WHERE id = d.brand_id), NULL, NULL, ubigeo, department, province, district
    FROM users d WHERE d.username = 'docente';
