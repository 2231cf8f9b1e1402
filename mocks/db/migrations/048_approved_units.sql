-- The approved-unit alert (issue 35, spec §4: "tasks in the approved-didactic-unit list are
-- handled as alerts"): the academic office congratulates a student on the units they passed in
-- their last finished period (cursos/aprobado/alerta/consultar reads them). A fresh database has
-- the definition from 012's (mocks/seed/taskSeeds.ts); the copies are mocks/seed/approvedUnits.ts's.
INSERT INTO task_definitions (nombre, audiencia, modulo, orden, url)
  SELECT 'Felicitación por unidades aprobadas', 'ESTUDIANTES', 'cursoAprobado', 43,
    '/estudiantes/cursos/finalizados'
  WHERE NOT EXISTS (SELECT 1 FROM task_definitions WHERE modulo = 'cursoAprobado');
