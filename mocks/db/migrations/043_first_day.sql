-- The first sign-in (issue 35, spec §4 mandatory-task flow): a new student changes the temporary
-- password, then accepts the regulations, then walks the onboarding and the data update. A
-- database seeded before takes the same order (a fresh one has it from 012's definitions); the
-- demo newcomers' tasks are mocks/seed/firstDay.ts's.
UPDATE task_definitions SET orden = orden + 100
  WHERE audiencia = 'ESTUDIANTES' AND parent_id IS NULL
    AND modulo IN ('cambiarClave', 'reglamentosActualizados', 'onBoarding', 'actualizarDatos');
UPDATE task_definitions SET orden = CASE modulo
    WHEN 'cambiarClave' THEN 1
    WHEN 'reglamentosActualizados' THEN 2
    WHEN 'onBoarding' THEN 3
    ELSE 4 END
  WHERE audiencia = 'ESTUDIANTES' AND parent_id IS NULL
    AND modulo IN ('cambiarClave', 'reglamentosActualizados', 'onBoarding', 'actualizarDatos');
-- The copies keep the orden they were made with: they follow their definitions.
UPDATE user_tasks SET orden = (SELECT d.orden FROM task_definitions d WHERE d.id = user_tasks.task_id)
  WHERE task_id IN (SELECT id FROM task_definitions WHERE audiencia = 'ESTUDIANTES'
    AND parent_id IS NULL
    AND modulo IN ('cambiarClave', 'reglamentosActualizados', 'onBoarding', 'actualizarDatos'));
