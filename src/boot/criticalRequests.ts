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
/** spec §6: tip 1 is a student, tip 2 a teacher, who has no permissions to read (prefetchShellData.ts). */
const STUDENT = 1;
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

/** The shell's own data, asked by every signed-in page (prefetchShellData.ts). */
function shellRequests(user: SesionUsuario): string[] {
  const paths = [
    '/menu/listar',
    `/admin/parametro/listar?marca=${encodeURIComponent(user.marca)}&tamanoPagina=${PARAMETERS_PAGE_SIZE}`,
    '/compania/datos',
    '/admin/nomenclatura/consultarNomenclaturas',
    `/perfil/${user.idUsuario}/datospersonales`,
  ];
  if (user.tipo !== TEACHER) paths.push('/usuario/permisos');
  return paths;
}

/**
 * Home's first screen: the feed's first page and the home card's panel, whose courses (a
 * student's, also the sidebar's 'Mis cursos') or hours (a teacher's) are its largest paint on a
 * phone (HomeCard.tsx).
 */
function homeRequests(user: SesionUsuario): string[] {
  const feed = user.esAdministrativo ? '/publicacionlistaradmin' : '/publicacion/listar';
  const card =
    user.tipo === STUDENT
      ? [`/cursos/${user.idUsuario}/listar`]
      : user.tipo === TEACHER
        ? ['/docente/programacion/obtener']
        : [];
  return [`${feed}?tamanoPagina=${FEED_PAGE_SIZE}&pagina=1`, ...card];
}

const DAY_MS = 86_400_000;
/** Peru keeps UTC−5 all year (no daylight saving): the campus's calendar day without a library. */
const LIMA_OFFSET_MS = -5 * 3_600_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `ms` (a UTC midnight) as 'YYYY-MM-DD'. */
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The week /estudiantes/horario/{slug} shows, as the page asks for it (lib/schedule/week.ts):
 * 'semana' or anything that is not a real day is the current Lima week, a day the week holding it.
 */
function weekRequest(slug: string, nowMs: number): string {
  const match = ISO_DAY.exec(slug);
  const asked = match ? Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!) : NaN;
  const today = Math.floor((nowMs + LIMA_OFFSET_MS) / DAY_MS) * DAY_MS;
  const day = Number.isFinite(asked) && isoDay(asked) === slug ? asked : today;
  const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
  return `/horario/alumno/horario?fechaInicio=${isoDay(monday)}&fechaFin=${isoDay(monday + 6 * DAY_MS)}`;
}

/** The first screen's own data for `path`, beyond the shell's: none for most routes. */
function routeRequests(path: string, user: SesionUsuario, nowMs: number): string[] | null {
  if (path === '/') return homeRequests(user);
  if (user.tipo !== STUDENT) return null;
  const week = /^\/estudiantes\/horario\/([^/]+)$/.exec(path);
  if (week) return [weekRequest(decodeURIComponent(week[1]!), nowMs)];
  // /estudiantes/cursos/{course-slug}-{sectionId}/{productId?} (lib/navigation/trailingIdOf.ts).
  const course = /^\/estudiantes\/cursos\/[^/]*-(\d+)(\/[^/]+)?$/.exec(path);
  const section = course ? Number(course[1]) : NaN;
  if (Number.isSafeInteger(section) && section > 0) return [`/cursos/seccion/${section}/detalle`];
  return null;
}

/**
 * The main API paths to request early for `pathname`: the shell's and the route's own, on the
 * routes whose first screen the issue names (home, the week's schedule, a course); none without a
 * live session or elsewhere (a public page served by the worker's fallback among them).
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
  const route = routeRequests(pathname.replace(/\/+$/, '') || '/', user, nowMs);
  return route ? [...shellRequests(user), ...route] : [];
}

/**
 * The image of the feed's first post in the answer of its first page, if it has one: the image
 * PostMedia.tsx fetches at once, home's largest paint on a desktop. Anything else is none.
 */
export function firstPostImage(answer: unknown): string | null {
  const posts = (answer as { results?: { publicaciones?: unknown } } | null)?.results
    ?.publicaciones;
  const image = Array.isArray(posts)
    ? (posts[0] as { rutaImagen?: unknown } | undefined)?.rutaImagen
    : null;
  return typeof image === 'string' && image.startsWith('/') ? image : null;
}

/** Whether `path` (one of criticalRequests') is the feed's first page. */
export const isFeedPage = (path: string) => /^\/publicacion(listaradmin|\/listar)\?/.test(path);
