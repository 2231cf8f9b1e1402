import { resolveLink } from './resolveLink';

/**
 * A `redirect` query value, only when it is a path of this site by the notification links' rule
 * (resolveLink) and not one of `forbiddenPaths` (the sign-in pages, which would loop).
 */
export function safeRedirect(
  value: string | null,
  forbiddenPaths: readonly string[] = [],
): string | null {
  const target = value === null ? null : resolveLink(value, window.location.origin);
  if (target?.kind !== 'internal') return null;
  // The resolved path carries no raw '?' or '#' before its query and fragment.
  const [pathname] = target.to.split(/[?#]/, 1);
  return forbiddenPaths.includes(pathname) ? null : target.to;
}
