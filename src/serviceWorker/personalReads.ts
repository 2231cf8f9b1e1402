// Which answers of the main API the service worker keeps for reading offline, and under which key.
// Pure functions (no worker globals), tested in personalReads.test.ts.
import { decodeClaims } from '../lib/session/claims';

/** The main API's base on this origin (runtime config `api.main`; an API on another origin is not kept). */
const MAIN_API = '/api/main/';

/**
 * The reads that make home, the schedule, the courses and a course's grades open offline: the
 * shell's session data (menu, parameters, company, nomenclature, profile, permissions, the
 * mandatory-task flow), the first feed page, the week's schedule and the course pages' reads.
 */
const KEPT_READS: readonly RegExp[] = [
  /^menu\/listar$/,
  /^admin\/parametro\/listar$/,
  /^compania\/datos$/,
  /^admin\/nomenclatura\/consultarNomenclaturas$/,
  /^perfil\/\d+\/datospersonales$/,
  /^usuario\/(permisos|flujo)$/,
  /^publicacion\/listar$/,
  /^horario\/(alumno|docente)\/horario$/,
  /^cursos\/(finalizados|avance-curricular|docente\/listar)$/,
  /^cursos\/\d+\/listar$/,
  /^cursos\/seccion\/\d+\/detalle$/,
  /^cursos\/resumen\/\d+\/obtener$/,
  /^cursos\/historial-notas\/\d+\/listar$/,
  /^cursos\/docente\/seccion\/\d+(\/sesiones)?$/,
];

/** Only the feed's first page, unfiltered, is kept: later pages and searches need the network. */
function isFirstFeedPage(url: URL): boolean {
  const page = url.searchParams.get('pagina');
  return (page === null || page === '1') && !url.searchParams.get('busqueda');
}

/** Whether a request is one of the kept reads (same origin, GET, signed in). */
export function isKeptRead(request: Pick<Request, 'method' | 'url' | 'headers'>, origin: string) {
  if (request.method !== 'GET' || !request.headers.get('Authorization')) return false;
  const url = new URL(request.url);
  if (url.origin !== origin || !url.pathname.startsWith(MAIN_API)) return false;
  const path = url.pathname.slice(MAIN_API.length);
  if (!KEPT_READS.some((pattern) => pattern.test(path))) return false;
  return path !== 'publicacion/listar' || isFirstFeedPage(url);
}

/**
 * The user a request is made for, from its bearer token's `idu` claim (read, not verified: the API
 * verifies; here it only keeps one user's copies apart from another's on a shared device).
 */
export function userOf(authorization: string | null): string | null {
  const token = authorization?.match(/^Bearer (\S+)$/)?.[1];
  const user = token ? decodeClaims(token)?.idu : undefined;
  return user ? String(user) : null;
}

/**
 * The cache key of a kept read: its URL with the user's id, so a copy is only ever found again by
 * a request of the same user (the Authorization header is not part of a Cache API key).
 */
export function personalKey(request: Pick<Request, 'url' | 'headers'>): string | null {
  const user = userOf(request.headers.get('Authorization'));
  if (!user) return null;
  const url = new URL(request.url);
  url.searchParams.set('__usuario', user);
  return url.href;
}

/** The answer as stored: the same body and headers, plus the instant it was saved. */
export async function stamped(
  response: Response,
  savedAt: Date,
  header: string,
): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(header, savedAt.toISOString());
  return new Response(await response.arrayBuffer(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
