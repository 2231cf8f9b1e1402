-- The student's menu reaches their payments (issue 37) and the psychological orientation booking
-- (issue 38), built since the menu was seeded: 'Pagos' after 'Trámites', and 'Orientación
-- psicológica' at the end of the 'Servicios' folder (049).
UPDATE menu_items SET position = position + 1
  WHERE profile = 'alumno' AND parent_id IS NULL
    AND position > (SELECT position FROM menu_items
      WHERE profile = 'alumno' AND parent_id IS NULL AND titulo = 'Trámites');
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'alumno', NULL, position + 1, 'pagos', 'Pagos', '/estudiantes/pagos'
    FROM menu_items WHERE profile = 'alumno' AND parent_id IS NULL AND titulo = 'Trámites';
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'alumno', folder.id,
    (SELECT coalesce(max(child.position), -1) + 1 FROM menu_items child WHERE child.parent_id = folder.id),
    'orientacion', 'Orientación psicológica', '/estudiantes/servicios/orientacion-psicologica/agendar'
    FROM menu_items folder
    WHERE folder.profile = 'alumno' AND folder.parent_id IS NULL AND folder.titulo = 'Servicios';
