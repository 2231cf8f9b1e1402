import { resolveLink } from '../../../src/lib/navigation/resolveLink.ts';
import { badRequest } from '../errors.ts';
import { texts } from '../texts.ts';

// The demo API does not know where the campus is served. It need not: a path resolves the same
// against any origin, and a whole address of another host is a web address either way.
const CAMPUS = 'http://campus.invalid';

/**
 * Refuses (400) a link the campus would not follow, by the client's own rule (`resolveLink`): a
 * campus path or an http(s) address, nothing else ('/\evil.example', javascript:, '//host').
 * Its ids are placeholders ('[ID_SOLICITUD]') until the client fills them in: numbers, which
 * change no link's kind.
 */
export function checkNotificationLink(link: string | null | undefined): void {
  if (link && resolveLink(link, CAMPUS) === null)
    throw badRequest({ link: [texts.validation.url] });
}
