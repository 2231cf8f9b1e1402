/**
 * The session mark: the entry of the personal cache that names the one session allowed to add
 * copies to it. The page writes it when a session starts (or is restored) and deletes it with the
 * whole cache when the session ends; the worker reads it before storing a copy and when it starts.
 * Living in the same cache as the copies, it goes with them in one `caches.delete`, so there is no
 * moment where copies exist without it. Both the app bundle and the worker's bundle import this
 * file: no window or worker globals.
 */

/** The mark's address in the personal cache (same origin; never a real request of the campus). */
export const SESSION_MARK = '/__campus/sesion-actual';

export interface SessionMark {
  /** SHA-256 of the session's token, hex: the token itself is a credential and is not copied. */
  session: string;
  /** The token's `exp` claim (seconds): past it, the session is over even if nobody signed out. */
  expires: number;
}

/** The fingerprint of a token, as kept in the mark and compared by the worker. */
export async function sessionFingerprint(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The mark as stored (a Cache Storage entry is a response). */
export function markResponse(mark: SessionMark): Response {
  return new Response(JSON.stringify(mark), { headers: { 'content-type': 'application/json' } });
}

/** The mark an entry holds; null for no entry or one that is not a mark. */
export async function readMark(entry: Response | undefined): Promise<SessionMark | null> {
  if (!entry) return null;
  try {
    const value: unknown = await entry.json();
    if (typeof value !== 'object' || value === null) return null;
    const { session, expires } = value as Record<string, unknown>;
    return typeof session === 'string' && typeof expires === 'number' ? { session, expires } : null;
  } catch {
    return null;
  }
}

/** Whether a mark still names a live session at `nowMs` (the same rule as isTokenExpired). */
export function isMarkLive(mark: SessionMark | null, nowMs: number): mark is SessionMark {
  return mark !== null && mark.expires * 1000 > nowMs;
}
