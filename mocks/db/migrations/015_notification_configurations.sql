-- The notification types users receive (issue 9, the admin side of the notifications area; spec
-- §3 Notification configuration): each code is a subtype of the notifications the campus sends,
-- shown to users under its type's tab with a switch. A user's own switches come with issue 10.
CREATE TABLE notification_configurations (
  id INTEGER PRIMARY KEY,
  tipo TEXT NOT NULL CHECK (tipo IN ('ACADEMICO', 'ADMINISTRATIVO')),
  codigo TEXT NOT NULL UNIQUE,
  titulo TEXT NOT NULL,
  descripcion TEXT NOT NULL DEFAULT '',
  activo INTEGER NOT NULL DEFAULT 1 CHECK (activo IN (0, 1)),
  por_defecto INTEGER NOT NULL DEFAULT 1 CHECK (por_defecto IN (0, 1)),
  configurable INTEGER NOT NULL DEFAULT 1 CHECK (configurable IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1)
);
CREATE INDEX notifications_subtype ON notifications (subtype);

-- The codes the campus already sends (migration 005's subtypes) and the ones its areas will.
INSERT INTO notification_configurations (tipo, codigo, titulo, descripcion, configurable) VALUES
  ('ACADEMICO', 'NOTAS', 'Notas publicadas', 'Cuando un docente publica una nota de tus cursos.', 1),
  ('ACADEMICO', 'ASISTENCIA', 'Asistencia registrada', 'Cuando se registra tu asistencia o una falta en una clase.', 1),
  ('ACADEMICO', 'CLASES', 'Recordatorio de clases', 'Quince minutos antes de que empiece cada clase.', 1),
  ('ACADEMICO', 'ENCUESTAS', 'Encuestas pendientes', 'Cuando tienes una encuesta por completar.', 1),
  ('ADMINISTRATIVO', 'TRAMITES', 'Avance de tus trámites', 'Cuando un trámite que presentaste cambia de estado.', 1),
  ('ADMINISTRATIVO', 'COMUNICADOS', 'Comunicados institucionales', 'Avisos oficiales del instituto para toda la comunidad.', 0),
  ('ADMINISTRATIVO', 'PAGOS', 'Recordatorios de pago', 'Antes del vencimiento de cada cuota.', 1),
  ('ADMINISTRATIVO', 'PUBLICACIONES', 'Nuevas publicaciones', 'Cuando se publica algo nuevo en el inicio.', 1);

INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'superadmin', folder.id, (SELECT count(*) FROM menu_items WHERE parent_id = folder.id),
      'notificaciones', 'Notificaciones', '/superadmin/configuracion-notificaciones'
    FROM menu_items folder WHERE folder.profile = 'superadmin' AND folder.titulo = 'Configuración';
