import type { DatabaseSync } from 'node:sqlite';
import { resolveLink } from '../../../src/lib/navigation/resolveLink.ts';
import { queryOne } from '../../db/query.ts';
import { badRequest } from '../errors.ts';
import { texts } from '../texts.ts';
import { ORIGINS_SQL } from './notificationLink.sql.ts';

// The demo API does not know where the campus is served. It need not: a path resolves the same
// against any origin, and a whole address of another host is a web address either way.
const CAMPUS = 'http://campus.invalid';

/** The allowlist, as origins ('https://biblioteca.campus.example'), comma-separated. */
function allowedOrigins(db: DatabaseSync): Set<string> {
  const valor = queryOne<{ valor: string }>(db, ORIGINS_SQL)?.valor ?? '';
  const origins = valor.split(',').flatMap((entry) => {
    try {
      return [new URL(entry.trim()).origin];
    } catch {
      // An entry that is no address allows nothing: a typo must not open every host.
      return [];
    }
  });
  return new Set(origins);
}

/**
 * Refuses (400) a link the campus would not follow, by the client's own rule (`resolveLink`): a
 * campus path or an http(s) address, nothing else ('/\evil.example', javascript:, '//host').
 * An address of another host must also be on the superadmin's allowlist, whoever sends it: a
 * notification is the campus speaking, so it must not lead to a look-alike sign-in page.
 * Its ids are placeholders ('[ID_SOLICITUD]') until the client fills them in: numbers, which
 * change no link's kind.
 */
export function checkNotificationLink(db: DatabaseSync, link: string | null | undefined): void {
  if (!link) return;
  const resolved = resolveLink(link, CAMPUS);
  const allowed =
    resolved?.kind === 'internal' ||
    (resolved?.kind === 'external' && allowedOrigins(db).has(new URL(resolved.href).origin));
  if (!allowed) throw badRequest({ link: [texts.validation.url] });
}
