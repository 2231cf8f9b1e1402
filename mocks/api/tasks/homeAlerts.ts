import type { DatabaseSync } from 'node:sqlite';
import { queryAll, queryOneOrThrow } from '../../db/query.ts';
import { ALERT_RULES, type Facts } from './alertRules.ts';
import { ALERT_DEFINITIONS_SQL, RAISE_SQL, SINCE_SQL } from './homeAlerts.sql.ts';

// The user's closeable alerts as their data has them now (alertRules.ts), read with the flow.

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
