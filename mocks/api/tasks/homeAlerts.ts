import type { DatabaseSync } from 'node:sqlite';
import { LAST_FIXED_ORDEN } from '../../../src/lib/flow/alertOrden.ts';
import { queryAll, queryOneOrThrow } from '../../db/query.ts';
import { ALERT_RULES, type Facts } from './alertRules.ts';

// The user's closeable alerts as their data has them now (alertRules.ts), read with the flow.

const ALERT_DEFINITIONS_SQL = `SELECT id, modulo FROM task_definitions
  WHERE audiencia = :audiencia AND parent_id IS NULL AND activo = 1 AND orden > ${LAST_FIXED_ORDEN}
  ORDER BY orden, id`;

const SINCE_SQL = `SELECT coalesce(max(completed_at), 0) AS since FROM user_tasks
  WHERE user_id = :user AND modulo = :modulo`;

// One open copy per user and alert, whoever reads the flow at the same time (one statement).
// A copy given by hand counts too; a mandatory task of the same module (a temporary password's
// cambiarClave) does not.
const RAISE_SQL = `INSERT INTO user_tasks (user_id, modulo, orden, code_config, url, task_id)
  SELECT :user, d.modulo, d.orden, d.code_config, d.url, d.id FROM task_definitions d
  WHERE d.id = :definition AND NOT EXISTS (SELECT 1 FROM user_tasks t
    WHERE t.user_id = :user AND t.modulo = d.modulo AND t.orden > ${LAST_FIXED_ORDEN}
      AND t.completed_at IS NULL)`;

/**
 * Reads each closeable alert's rule for the user: a raised rule with something to say makes the
 * user's open copy of it if there is none. Answers the facts by module: a copy of a module whose
 * facts are empty asks nothing now.
 */
export function homeAlerts(
  db: DatabaseSync,
  user: number,
  audiencia: keyof typeof ALERT_RULES,
  now: number,
): Map<string, Facts> {
  const rules = ALERT_RULES[audiencia];
  const facts = new Map<string, Facts>();
  const definitions = queryAll<{ id: number; modulo: string }>(db, ALERT_DEFINITIONS_SQL, {
    audiencia,
  });
  for (const definition of definitions) {
    const rule = rules[definition.modulo];
    if (!rule) continue;
    const { since } = queryOneOrThrow<{ since: number }>(db, SINCE_SQL, {
      user,
      modulo: definition.modulo,
    });
    const found = rule.facts({ db, user, now, since });
    facts.set(definition.modulo, found);
    if (rule.raised && found.length > 0) {
      db.prepare(RAISE_SQL).run({ user, definition: definition.id });
    }
  }
  return facts;
}
