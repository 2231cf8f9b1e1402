/**
 * A route's path as a regular expression over URL paths (its source), matched case-insensitively
 * as react-router does, and its rank: more fixed segments win ('/a/nuevo' before '/a/:id').
 * Shared by the server's preloads (and nginx's map) and the service worker's public pages.
 */
export function pathPattern(path: string): { source: string; rank: number } {
  let rank = 0;
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) {
        rank += 1;
        return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      }
      rank += 10;
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return { source: `^${source || '/'}/?$`, rank };
}
