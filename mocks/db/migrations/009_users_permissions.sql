-- Users and permissions in the superadmin area (issue 9). A user record carries a version like
-- every record the admin areas edit; the permission keys of spec §3 get their meaning, so the
-- superadmin sees what each grants (the keys themselves are the app's: fixed, never deleted).
ALTER TABLE users ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);

CREATE TABLE permissions (
  codigo TEXT PRIMARY KEY,
  descripcion TEXT NOT NULL
);
INSERT INTO permissions (codigo, descripcion) VALUES
  ('ADMDISPO', 'Administrar la disponibilidad de asesorías psicológicas.'),
  ('DISPODOC', 'Registrar la disponibilidad docente.'),
  ('PROGDOCADM', 'Configurar y asignar la programación docente.'),
  ('PROGDOCREP', 'Ver la reportería de la programación docente.'),
  ('PROGDOCPROC', 'Aprobar la programación docente.'),
  ('CONFPUBL', 'Crear y configurar publicaciones del inicio.'),
  ('FJPUBALU', 'Fijar publicaciones para estudiantes.'),
  ('FJPUBDOC', 'Fijar publicaciones para docentes.'),
  ('ELIMPUBL', 'Eliminar publicaciones de otras personas.');

-- The superadmin's sidebar gains the areas built since the base menu: the dashboard first after
-- Inicio, then master tables and permissions in the configuration folder.
UPDATE menu_items SET position = position + 1
  WHERE profile = 'superadmin' AND parent_id IS NULL AND position >= 1;
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  VALUES ('superadmin', NULL, 1, 'panel', 'Panel de administración', '/superadmin/dashboard');
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'superadmin', folder.id, (SELECT count(*) FROM menu_items WHERE parent_id = folder.id),
      'tablas', 'Tablas maestras', '/superadmin/maestroTabla'
    FROM menu_items folder WHERE folder.profile = 'superadmin' AND folder.titulo = 'Configuración';
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'superadmin', folder.id, (SELECT count(*) FROM menu_items WHERE parent_id = folder.id),
      'permisos', 'Permisos', '/superadmin/permiso'
    FROM menu_items folder WHERE folder.profile = 'superadmin' AND folder.titulo = 'Configuración';
