-- Generic accounts (issue 9, spec §7 admin/usuarioGenerico): shared, non-personal collaborator
-- accounts (a library counter, a lab's PCs) that the superadmin creates, unlike people, who come
-- from enrolment and HR. The area they serve marks them: a user without one is a person.
ALTER TABLE users ADD COLUMN generic_area TEXT CHECK (generic_area IS NULL OR tip = 3);
CREATE INDEX users_generic ON users (generic_area) WHERE generic_area IS NOT NULL;

INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'superadmin', folder.id, (SELECT count(*) FROM menu_items WHERE parent_id = folder.id),
      'genericos', 'Usuarios genéricos', '/superadmin/usuario'
    FROM menu_items folder WHERE folder.profile = 'superadmin' AND folder.titulo = 'Configuración';

-- A generic account nobody used may be deleted (an account that signed in stays, for its trail):
-- the permissions a superadmin granted it go with it.
CREATE TRIGGER generic_user_deleted BEFORE DELETE ON users WHEN OLD.generic_area IS NOT NULL
BEGIN
  DELETE FROM user_permissions WHERE user_id = OLD.id;
END;
