import type { SesionUsuario } from '@generated/main/model';

// What a signed-in route needs before its first screen shows (issue 36): requested by the boot
// script while the app's code downloads, each exactly as the app will ask for it (the same URL and
// headers), so the app takes the answer instead of asking again (src/lib/http/bootResponses.ts).
// The boot must run alone, before and apart from the app's code: this module imports nothing of
// the app's. criticalRequests.test.ts holds what it reads and asks equal to what the app does
// (the session's claims and role, the generated URL getters).

/** spec §9: the feed's page size, and the parameters' one page (parametersQuery.ts). */
const FEED_PAGE_SIZE = 20;
const PARAMETERS_PAGE_SIZE = 500;
/** spec §6: tip 2 is a teacher, who has no permissions to read (prefetchShellData.ts). */
const TEACHER = 2;

export interface StoredSession {
  token: string | null;
  user: SesionUsuario | null;
}

/** The token's `exp` claim (seconds), or null when it cannot be read (session/claims.ts). */
function expiryOf(token: string): number | null {
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const { exp } = JSON.parse(atob(payload)) as { exp?: unknown };
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** The main API paths home asks for first: the shell's data and the feed's first page. */
function homeRequests(user: SesionUsuario): string[] {
  const paths = [
    '/menu/listar',
    `/admin/parametro/listar?marca=${encodeURIComponent(user.marca)}&tamanoPagina=${PARAMETERS_PAGE_SIZE}`,
    '/compania/datos',
    '/admin/nomenclatura/consultarNomenclaturas',
    `/perfil/${user.idUsuario}/datospersonales`,
  ];
  if (user.tipo !== TEACHER) paths.push('/usuario/permisos');
  const feed = user.esAdministrativo ? '/publicacionlistaradmin' : '/publicacion/listar';
  return [...paths, `${feed}?tamanoPagina=${FEED_PAGE_SIZE}&pagina=1`];
}

/**
 * The main API paths to request early for `pathname`: none without a live session or on a route
 * with nothing critical to ask.
 */
export function criticalRequests(
  pathname: string,
  session: StoredSession,
  nowMs: number,
): string[] {
  const { token, user } = session;
  if (!token || !user) return [];
  const exp = expiryOf(token);
  if (exp === null || exp * 1000 <= nowMs) return [];
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === '/' ? homeRequests(user) : [];
}
