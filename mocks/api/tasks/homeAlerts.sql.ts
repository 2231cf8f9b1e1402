// SQL of the home's closeable alerts: which definitions exist, and raising one for a user.

import { LAST_FIXED_ORDEN } from '../../../src/lib/flow/alertOrden.ts';

export const ALERT_DEFINITIONS_SQL = `SELECT id, modulo FROM task_definitions
  WHERE audiencia = :audiencia AND parent_id IS NULL AND activo = 1 AND orden > ${LAST_FIXED_ORDEN}
  ORDER BY orden, id`;

export const SINCE_SQL = `SELECT coalesce(max(completed_at), 0) AS since FROM user_tasks
  WHERE user_id = :user AND modulo = :modulo`;

// One open copy per user and alert, whoever reads the flow at the same time (one statement).
// A copy given by hand counts too; a mandatory task of the same module (a temporary password's
// cambiarClave) does not.
export const RAISE_SQL = `INSERT INTO user_tasks (user_id, modulo, orden, code_config, url, task_id)
  SELECT :user, d.modulo, d.orden, d.code_config, d.url, d.id FROM task_definitions d
  WHERE d.id = :definition AND NOT EXISTS (SELECT 1 FROM user_tasks t
    WHERE t.user_id = :user AND t.modulo = d.modulo AND t.orden > ${LAST_FIXED_ORDEN}
      AND t.completed_at IS NULL)`;
