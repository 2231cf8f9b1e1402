const BASE = 'http://campus.invalid';

/**
 * A `redirect` query value, only when it stays on this site: a relative path starting with a
 * single '/' (not '//' or '/\', which browsers treat as another host) and not one of
 * `forbiddenPaths` (the sign-in pages, which would loop).
 */
export function safeRedirect(
  value: string | null,
  forbiddenPaths: readonly string[] = [],
): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || forbiddenPaths.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
