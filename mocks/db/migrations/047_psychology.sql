-- Psychological orientation (issue 38; spec §3 Availability slot, §4, §5, §7 asesoria/*, §9): the
-- 30-minute slots a psychologist opens, and the appointments students book on them. An
-- appointment keeps its psychologist and times, so a slot freed by a cancellation can be closed
-- while the cancelled appointment stays in both histories. Demo data: mocks/seed/psychology.ts.
CREATE TABLE psychology_slots (
  id INTEGER PRIMARY KEY,
  psychologist_id INTEGER NOT NULL REFERENCES users (id),
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL CHECK (ends_at > starts_at),
  created_at INTEGER NOT NULL,
  UNIQUE (psychologist_id, starts_at)
);
CREATE INDEX psychology_slots_start ON psychology_slots (starts_at);

CREATE TABLE psychology_appointments (
  id INTEGER PRIMARY KEY,
  slot_id INTEGER REFERENCES psychology_slots (id) ON DELETE SET NULL,
  psychologist_id INTEGER NOT NULL REFERENCES users (id),
  student_id INTEGER NOT NULL REFERENCES users (id),
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL CHECK (ends_at > starts_at),
  modality TEXT NOT NULL CHECK (modality IN ('PRESENCIAL', 'VIRTUAL')),
  reason TEXT NOT NULL,
  -- The psychologist's own; never sent to the student.
  notes TEXT,
  state TEXT NOT NULL DEFAULT 'AGENDADA' CHECK (state IN ('AGENDADA', 'CANCELADA')),
  idempotency_key TEXT NOT NULL,
  booked_at INTEGER NOT NULL,
  cancelled_at INTEGER,
  UNIQUE (student_id, idempotency_key)
);
-- Of two students booking one slot at the same moment, the second insert fails here: exactly one
-- appointment holds a slot, whatever the handlers check before.
CREATE UNIQUE INDEX psychology_appointments_slot ON psychology_appointments (slot_id)
  WHERE state = 'AGENDADA';
CREATE INDEX psychology_appointments_student ON psychology_appointments (student_id, starts_at);
CREATE INDEX psychology_appointments_psychologist
  ON psychology_appointments (psychologist_id, starts_at);

-- Holidays (spec §5) are master data the superadmin keeps: a record's codigo is the Lima day, its
-- valor the name, its descripcion the codes of the brands it applies to (blank: every brand).
INSERT INTO master_tables (codigo, nombre, descripcion, sistema) VALUES ('FERIADOS', 'Feriados',
  'Días sin asesorías. La descripción de cada registro lista las marcas a las que aplica (vacía: todas).', 1);
INSERT INTO master_records (table_id, codigo, valor, descripcion, orden)
  SELECT t.id, h.codigo, h.valor, h.descripcion, h.orden FROM master_tables t,
    (SELECT '2026-08-30' AS codigo, 'Santa Rosa de Lima' AS valor, '' AS descripcion, 1 AS orden
      UNION ALL SELECT '2026-09-24', 'Aniversario de la sede central', 'HZT', 2
      UNION ALL SELECT '2026-10-08', 'Combate de Angamos', '', 3
      UNION ALL SELECT '2026-11-01', 'Día de Todos los Santos', '', 4
      UNION ALL SELECT '2026-12-08', 'Inmaculada Concepción', '', 5
      UNION ALL SELECT '2026-12-09', 'Batalla de Ayacucho', '', 6
      UNION ALL SELECT '2026-12-25', 'Navidad', '', 7
      UNION ALL SELECT '2027-01-01', 'Año Nuevo', '', 8) h
  WHERE t.codigo = 'FERIADOS';

-- The psychologist's 'Disponibilidad' led to the teachers' availability; it opens their own
-- calendar now, and the coordinators' menus gain the psychologists' calendars.
UPDATE menu_items SET referencia = '/psicologos/orientacion-psicologica?vista=disponibilidad'
  WHERE profile = 'psicologo' AND titulo = 'Disponibilidad';
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT p.profile, NULL, (SELECT coalesce(max(position), 0) + 1 FROM menu_items m
      WHERE m.profile = p.profile AND m.parent_id IS NULL),
    'orientacion', 'Orientación psicológica', '/admin/orientacion-psicologica'
  FROM (SELECT 'colaborador' AS profile UNION ALL SELECT 'superadmin') p;
