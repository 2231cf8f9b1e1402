import type { operations } from '../../../generated/main/paths.ts';
import { queryAll, queryOneOrThrow } from '../../db/query.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { ok, type ResultsOf } from '../respond.ts';
import { LAST_FIXED_ORDEN } from '../../../src/lib/flow/alertOrden.ts';
import type { Facts } from '../tasks/alertRules.ts';
import { homeAlerts } from '../tasks/homeAlerts.ts';
import { AUDIENCE_OF_TIP, OWN_COUNT_SQL } from '../directives/reglamento.sql.ts';

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

// A copy tied to a definition takes its shape from it, so a superadmin's change reaches every
// pending copy; an inactive definition's copies wait. The copy keeps the user's own state (the
// steps left, completion).
const PENDING_TASKS_SQL = `SELECT t.id, coalesce(d.modulo, t.modulo) AS modulo,
    coalesce(d.orden, t.orden) AS orden,
    CASE WHEN d.id IS NULL THEN t.is_sub_task ELSE d.parent_id IS NOT NULL END AS is_sub_task,
    t.only_skipped_steps,
    CASE WHEN d.id IS NULL THEN t.code_config ELSE d.code_config END AS code_config,
    CASE WHEN d.id IS NULL THEN t.url ELSE d.url END AS url, t.detalle
  FROM user_tasks t LEFT JOIN task_definitions d ON d.id = t.task_id
  WHERE t.user_id = ? AND t.completed_at IS NULL AND (d.id IS NULL OR d.activo = 1)
  ORDER BY orden, t.id`;

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
    // spec §4 reglamentosActualizados comes from the data: a copy asks for nothing once no
    // regulation of the caller's audience is left to accept (another version may bring it back).
    const audiencia = AUDIENCE_OF_TIP[caller.tip] ?? null;
    const regulationsPending =
      queryOneOrThrow<{ total: number }>(db, OWN_COUNT_SQL, {
        userId: caller.idu,
        audiencia,
        pendientes: 1,
      }).total > 0;
    const alerts = audiencia
      ? homeAlerts(db, caller.idu, audiencia, context.services.clock())
      : new Map<string, Facts>();
    const tasks = queryAll<TaskRow>(db, PENDING_TASKS_SQL, caller.idu)
      .filter((task) => task.modulo !== 'reglamentosActualizados' || regulationsPending)
      .flatMap((task) => {
        // A closeable alert shows what its data says now, and nothing once it says nothing.
        const facts = task.orden > LAST_FIXED_ORDEN ? alerts.get(task.modulo) : undefined;
        if (!facts) return [{ ...task, detalle: JSON.parse(task.detalle) as Facts }];
        return facts.length > 0 ? [{ ...task, detalle: facts }] : [];
      });
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
        detalle: task.detalle,
      })),
      tieneAsincronico: flags.has_async === 1,
      // Spec §2: attendance marking is for students and teachers.
      habilitarMarcacion: caller.tip !== 3,
      esCarrera: flags.is_career === 1,
    });
  },
} satisfies Partial<ServiceHandlers<operations>>;
