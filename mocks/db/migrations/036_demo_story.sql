-- Issue 32: the demo tells one story per demo account. No new tables: the seeder of this
-- migration (seed/demoStory.ts) rebuilds the demo accounts' notifications from the data they talk
-- about and re-dates the open requests of the trays, on new and existing databases alike.

-- Surveys had no way in but a notification: the student's sidebar leads to them.
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'alumno', NULL, (SELECT count(*) FROM menu_items WHERE profile = 'alumno' AND parent_id IS NULL),
    'encuestas', 'Encuestas', '/estudiantes/encuestassmart';
