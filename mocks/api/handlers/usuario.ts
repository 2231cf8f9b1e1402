import type { operations } from '../../../generated/main/paths.ts';
import { queryAll, queryOneOrThrow } from '../../db/query.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { ok, type ResultsOf } from '../respond.ts';

type Permiso = ResultsOf<'listarPermisosUsuario'>['permisos'][number];

interface TaskRow {
  id: number;
  modulo: string;
  orden: number;
  is_sub_task: number;
  only_skipped_steps: number;
  code_config: string | null;
  url: string | null;
  detalle: string;
}

const PERMISSIONS_SQL =
  'SELECT permission FROM user_permissions WHERE user_id = ? ORDER BY permission';

const PENDING_TASKS_SQL = `SELECT id, modulo, orden, is_sub_task, only_skipped_steps, code_config, url, detalle
  FROM user_tasks WHERE user_id = ? AND completed_at IS NULL ORDER BY orden, id`;

// Sections of the current period the user attends (student) or teaches (teacher).
const CURRENT_SECTIONS = `SELECT s.id, s.is_async FROM sections s
  JOIN periods pe ON pe.id = s.period_id AND pe.is_current = 1
  WHERE s.teacher_id = :user
     OR s.id IN (SELECT ss.section_id FROM section_students ss
                 JOIN enrolments e ON e.id = ss.enrolment_id WHERE e.student_id = :user)`;

const FLOW_FLAGS_SQL = `SELECT
    EXISTS (SELECT 1 FROM (${CURRENT_SECTIONS}) WHERE is_async = 1) AS has_async,
    EXISTS (SELECT 1 FROM enrolments e JOIN programmes p ON p.id = e.programme_id
            WHERE e.student_id = :user AND e.is_primary = 1 AND p.kind = 'CARRERA') AS is_career`;

export const usuarioHandlers = {
  listarPermisosUsuario: (context) => {
    const rows = queryAll<{ permission: Permiso }>(
      context.services.db,
      PERMISSIONS_SQL,
      signedIn(context).idu,
    );
    return ok({ permisos: rows.map((row) => row.permission) });
  },

  consultarFlujoUsuario: (context) => {
    const caller = signedIn(context);
    const { db } = context.services;
    const tasks = queryAll<TaskRow>(db, PENDING_TASKS_SQL, caller.idu);
    const flags = queryOneOrThrow<{ has_async: number; is_career: number }>(db, FLOW_FLAGS_SQL, {
      user: caller.idu,
    });
    return ok({
      detalle: tasks.map((task) => ({
        idTarea: task.id,
        modulo: task.modulo,
        orden: task.orden,
        isSubTask: task.is_sub_task === 1,
        onlySkippedSteps: task.only_skipped_steps === 1,
        codeConfig: task.code_config,
        url: task.url,
        detalle: JSON.parse(task.detalle) as Record<string, unknown>[],
      })),
      tieneAsincronico: flags.has_async === 1,
      // Spec §2: attendance marking is for students and teachers.
      habilitarMarcacion: caller.tip !== 3,
      esCarrera: flags.is_career === 1,
    });
  },
} satisfies Partial<ServiceHandlers<operations>>;
