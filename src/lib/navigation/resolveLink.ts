/** Where a stored link may lead: a path of the campus, or a web address for a new tab. */
export type ResolvedLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

// The URL parser drops tabs, newlines and surrounding spaces and reads '\' as '/': text holding
// them can look like a campus path and still reach another host ('/\evil.example'). No honest
// link needs them unencoded.
const smuggles = (link: string) =>
  [...link].some((char) => char <= ' ' || char === '\u007f' || char === '\\');

// Written as a path of this site ('/x', never '//x') or as a whole web address: anything else
// (a scheme alone like 'https:evil.example', javascript:, data:, mailto:, a relative path) is
// read differently from one browser or base to the next.
const WRITTEN_AS = /^(?:\/(?!\/)|https?:\/\/)/i;

const isWeb = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/**
 * The link resolved against `origin` by the URL parser: a same-origin path (pathname, search and
 * hash, for the router) or an http(s) address of another host without credentials; otherwise
 * null. The one rule for notification links and the sign-in redirect, client and demo API alike.
 */
export function resolveLink(link: string, origin: string): ResolvedLink | null {
  if (smuggles(link) || !WRITTEN_AS.test(link)) return null;
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return null;
  }
  if (url.origin === new URL(origin).origin) {
    // '/.//evil.example' resolves to the path '//evil.example', which a router reads as a host.
    if (url.pathname.startsWith('//')) return null;
    return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  }
  if (!isWeb(url) || url.username !== '' || url.password !== '') return null;
  return { kind: 'external', href: url.href };
}
