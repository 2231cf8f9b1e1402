-- The home alert queue (issue 35, spec §4): each alert is raised by the user's own data
-- (mocks/api/tasks/alertRules.ts reads it), not by a list of copies. What that data needs:

-- When the user last chose their own password (a change or a reset; null: not known, as for
-- the accounts made before this column): the cambiarClave reminder counts from it.
ALTER TABLE users ADD COLUMN password_changed_at INTEGER;

-- The date by which a career student must deliver their secondary-school certificate (CES);
-- null where the institute holds it already. The four AlertaCes* alerts read it with the
-- student's CERTIFICADO_SECUNDARIA document (042) and the enrolment's cycle and state.
ALTER TABLE enrolments ADD COLUMN ces_due_on TEXT CHECK (ces_due_on IS NULL OR date(ces_due_on) = ces_due_on);

-- A period's pre-registration window: returning students confirm they will go on (the
-- preRegistration alert, reminderPreRegistration in its last days).
ALTER TABLE periods ADD COLUMN pre_registration_opens_on TEXT;
ALTER TABLE periods ADD COLUMN pre_registration_closes_on TEXT;
CREATE TABLE pre_registrations (
  student_id INTEGER NOT NULL REFERENCES users (id),
  period_id INTEGER NOT NULL REFERENCES periods (id),
  registered_at INTEGER NOT NULL,
  PRIMARY KEY (student_id, period_id)
);

-- The queue's closeable alerts follow spec §4's order (a fresh database has these from 012's
-- definitions, mocks/seed/taskSeeds.ts); the two reminders are alerts of their own, apart from
-- the mandatory password change and the data update's phone check.
UPDATE task_definitions SET orden = CASE modulo
    WHEN 'preRegistration' THEN 31
    WHEN 'reminderPreRegistration' THEN 32
    WHEN 'AlertaCesVigenteSec' THEN 33
    WHEN 'AlertaElectivos' THEN 37
    WHEN 'deudas' THEN 38
    WHEN 'encuestaExterna' THEN 40
    WHEN 'inasistenciaAlerta' THEN 41
    WHEN 'certificadoEstudios' THEN 42 END,
  activo = 1
  WHERE audiencia = 'ESTUDIANTES' AND parent_id IS NULL
    AND modulo IN ('preRegistration', 'reminderPreRegistration', 'AlertaCesVigenteSec',
      'AlertaElectivos', 'deudas', 'encuestaExterna', 'inasistenciaAlerta', 'certificadoEstudios');
INSERT INTO task_definitions (nombre, audiencia, modulo, orden, url)
  SELECT nombre, 'ESTUDIANTES', modulo, orden, url FROM (
    SELECT 'Recordatorio de cambio de contraseña' AS nombre, 'cambiarClave' AS modulo, 30 AS orden,
      '/actualizar-clave' AS url
    UNION ALL SELECT 'Aviso de certificado de secundaria en el último ciclo', 'AlertaCesUltimoCiclo', 34, '/subir-documentos'
    UNION ALL SELECT 'Aviso de certificado de secundaria vencido', 'AlertaCesVencidoSec', 35, '/subir-documentos'
    UNION ALL SELECT 'Aviso de certificado de secundaria para egresados', 'AlertaCesEgresado', 36, '/subir-documentos'
    UNION ALL SELECT 'Recordatorio de verificación de celular', 'verificarCelular', 39, '/actualizar-telefono'
  ) AS added
  WHERE NOT EXISTS (SELECT 1 FROM task_definitions d WHERE d.audiencia = 'ESTUDIANTES'
    AND d.parent_id IS NULL AND d.modulo = added.modulo AND d.orden > 15);
UPDATE task_definitions SET url = '/subir-documentos', nombre = 'Aviso de certificado de secundaria pendiente'
  WHERE audiencia = 'ESTUDIANTES' AND modulo = 'AlertaCesVigenteSec';
-- Teachers answer their surveys from their own pages (evaluación 360): no home alert asks it.
UPDATE task_definitions SET activo = 0 WHERE audiencia = 'DOCENTES' AND modulo = 'encuestaExterna';
UPDATE user_tasks SET orden = (SELECT d.orden FROM task_definitions d WHERE d.id = user_tasks.task_id)
  WHERE task_id IN (SELECT id FROM task_definitions WHERE parent_id IS NULL AND orden > 15);
-- The absence alert 023 gave the demo student by hand is raised by their absences now.
DELETE FROM user_tasks WHERE modulo = 'inasistenciaAlerta' AND task_id IS NULL AND completed_at IS NULL;
