-- User segments (issue 9): who a post, notice or survey will target, by user type and optionally
-- brand, and for students campus, programme and cycle (from their enrolments). A segment holds
-- whoever matches now, so it never goes stale as students enrol or move on.
CREATE TABLE segments (
  id INTEGER PRIMARY KEY,
  nombre TEXT NOT NULL,
  descripcion TEXT NOT NULL DEFAULT '',
  tipo_usuario INTEGER NOT NULL CHECK (tipo_usuario IN (1, 2, 3)),
  brand_id INTEGER REFERENCES brands (id),
  campus_id INTEGER REFERENCES campuses (id),
  programme_id INTEGER REFERENCES programmes (id),
  cycle_code TEXT REFERENCES cycles (code),
  activo INTEGER NOT NULL DEFAULT 1 CHECK (activo IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
  -- Campus, programme and cycle come from enrolments: they narrow students only.
  CHECK (tipo_usuario = 1 OR (campus_id IS NULL AND programme_id IS NULL AND cycle_code IS NULL))
);

-- Demo segments, named after the institute data the base seed wrote.
INSERT INTO segments (nombre, descripcion, tipo_usuario) VALUES
  ('Todos los estudiantes', 'Avisos para cada estudiante del instituto.', 1),
  ('Todos los docentes', 'Comunicados para la plana docente.', 2),
  ('Colaboradores', 'Equipo administrativo de todas las marcas.', 3);
INSERT INTO segments (nombre, descripcion, tipo_usuario, brand_id)
  SELECT 'Docentes de ' || name, 'Plana docente de la marca.', 2, id FROM brands ORDER BY id LIMIT 2;
INSERT INTO segments (nombre, descripcion, tipo_usuario, brand_id, campus_id)
  SELECT 'Estudiantes de ' || c.name, 'Avisos de la sede.', 1, c.brand_id, c.id
    FROM campuses c ORDER BY c.id LIMIT 3;
INSERT INTO segments (nombre, descripcion, tipo_usuario, brand_id, programme_id)
  SELECT 'Estudiantes de ' || p.name, 'Avisos de la carrera.', 1, p.brand_id, p.id
    FROM programmes p WHERE p.kind = 'CARRERA' ORDER BY p.id LIMIT 2;
INSERT INTO segments (nombre, descripcion, tipo_usuario, cycle_code)
  SELECT 'Estudiantes del ' || name, 'Bienvenida e inducción.', 1, code FROM cycles WHERE ordinal = 1;

-- The superadmin's configuration folder gains the segments and the regulations (010).
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'superadmin', folder.id, (SELECT count(*) FROM menu_items WHERE parent_id = folder.id),
      'segmentos', 'Segmentos', '/superadmin/segmento'
    FROM menu_items folder WHERE folder.profile = 'superadmin' AND folder.titulo = 'Configuración';
INSERT INTO menu_items (profile, parent_id, position, icono, titulo, referencia)
  SELECT 'superadmin', folder.id, (SELECT count(*) FROM menu_items WHERE parent_id = folder.id),
      'reglamentos', 'Reglamentos', '/superadmin/reglamentos'
    FROM menu_items folder WHERE folder.profile = 'superadmin' AND folder.titulo = 'Configuración';
