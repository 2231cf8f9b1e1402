import type { operations } from '../../../generated/main/paths.ts';
import { queryAll, queryOneOrThrow } from '../../db/query.ts';
import { signedIn, type ServiceHandlers } from '../context.ts';
import { ok, type ResultsOf } from '../respond.ts';
import { LAST_FIXED_ORDEN } from '../../../src/lib/flow/alertOrden.ts';
import type { Facts } from '../tasks/alertRules.ts';
import { homeAlerts } from '../tasks/homeAlerts.ts';
import { AUDIENCE_OF_TIP, OWN_COUNT_SQL } from '../directives/reglamento.sql.ts';
import { FLOW_FLAGS_SQL, PENDING_TASKS_SQL, PERMISSIONS_SQL } from './usuario.sql.ts';

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
