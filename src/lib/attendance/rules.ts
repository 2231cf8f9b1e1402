// The attendance windows of spec §4 and §5, shared by the campus (which button a class shows)
// and the demo API (which mark it takes): one module with no imports, so the server runs it
// as it is and only the attendance chunk of the app carries it.
//
// Tolerances are whole minutes (spec §9) and the attendance clock shows minutes (it refreshes
// every 60 s), so a window bound names a whole minute: a window "until start plus topTope"
// is open through that minute. The status is decided on the exact time: a mark later than
// start plus topTope is a tardiness (T), otherwise an attendance (A). A student marking in the
// last minute of their window is therefore late; a teacher keeps a late window up to
// disbledTope (spec §4: topTope+1 to disbledTope), after which they must contact teaching
// follow-up. Teachers with no mark once their window has passed are absent (F).

const MINUTE = 60_000;

export type AttendanceStatus = 'A' | 'F' | 'T' | 'J';
export type AttendanceRole = 'alumno' | 'docente';

/** What a class says about its window (spec §3 Current class), instants in epoch ms. */
export interface ClassWindow {
  start: number;
  /** Minutes before the start when marking opens (topeInferior, bottomTope). */
  bottomTope: number;
  /** Minutes after the start still on time (topeSuperior, topTope). */
  topTope: number;
  /** Minutes after the start when a teacher's late window ends (topeTardanza, disbledTope). */
  disbledTope: number;
}

/** The first instant marking is open (tiempoInicio). */
export const windowOpensAt = (window: ClassWindow): number =>
  window.start - window.bottomTope * MINUTE;

/** The first instant marking is closed again for the role (just after tiempoFinaliza). */
export const windowClosesAt = (window: ClassWindow, role: AttendanceRole): number =>
  window.start + ((role === 'alumno' ? window.topTope : window.disbledTope) + 1) * MINUTE;

/** The last moment the role may mark (tiempoFinaliza, timeEnds). */
export const windowEndsAt = (window: ClassWindow, role: AttendanceRole): number =>
  windowClosesAt(window, role) - 1;

export type WindowPhase = 'before' | 'open' | 'late' | 'closed';

/**
 * Where `now` falls: before the window, open (on time), late (open, but a mark would be T)
 * or closed.
 */
export function windowPhase(window: ClassWindow, role: AttendanceRole, now: number): WindowPhase {
  if (now < windowOpensAt(window)) return 'before';
  if (now >= windowClosesAt(window, role)) return 'closed';
  return now > window.start + window.topTope * MINUTE ? 'late' : 'open';
}

/** The status a mark taken at `at` gets (spec §4). */
export const statusAt = (window: ClassWindow, at: number): 'A' | 'T' =>
  at > window.start + window.topTope * MINUTE ? 'T' : 'A';

/** A teacher without a mark once their window has passed is absent (spec §4). */
export const teacherAutoAbsent = (window: ClassWindow, now: number): boolean =>
  now >= windowClosesAt(window, 'docente');

/** What a class is, beyond its window, for the question "may this caller mark it now?". */
export interface MarkableClass extends ClassWindow {
  inPerson: boolean;
  isAsync: boolean;
  status: AttendanceStatus | null;
}

export type MarkRefusal =
  /** Students never mark in-person classes from the web (spec §5). */
  | 'in-person'
  /** Asynchronous classes have no student marking (spec §5). */
  | 'async'
  /** A marked status cannot be marked again (spec §4). */
  | 'marked'
  | 'not-open'
  /** A teacher past the late window contacts teaching follow-up (spec §4). */
  | 'late-window-over'
  /** A student past their window. */
  | 'closed';

/** Why the caller may not mark the class now, or null when they may. */
export function markRefusal(
  item: MarkableClass,
  role: AttendanceRole,
  now: number,
): MarkRefusal | null {
  if (role === 'alumno' && item.isAsync) return 'async';
  if (role === 'alumno' && item.inPerson) return 'in-person';
  if (item.status !== null) return 'marked';
  const phase = windowPhase(item, role, now);
  if (phase === 'before') return 'not-open';
  if (phase === 'closed') return role === 'docente' ? 'late-window-over' : 'closed';
  return null;
}
