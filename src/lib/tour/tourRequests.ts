// The guided tour to play (spec §4 Tour), asked for by the mandatory-task flow or the header's
// help menu and played by the tour feature's <TourHost />: a tiny store that both sides reach
// without importing each other (features never import app, app never reaches a feature's state).

export interface TourRequest {
  /** The tour's configuration (spec §3 Tour codeConfig), e.g. nueva_func_tour_estudiantes. */
  codeConfig: string;
  /** The caller's copy of the task that starts it (the flow's idTarea), null when unknown. */
  idTask: number | null;
  /** Whether the mandatory-task flow asked for it (the help menu replays one otherwise). */
  fromFlow: boolean;
}

type Listener = () => void;

let playing: TourRequest | null = null;
const listeners = new Set<Listener>();

const notify = () => listeners.forEach((listener) => listener());

/**
 * Starts the tour, replacing one that is playing. Asking again for the tour already playing does
 * nothing, so the flow may ask on every render.
 */
export function requestTour(request: TourRequest): void {
  if (playing?.codeConfig === request.codeConfig) return;
  playing = { ...request };
  notify();
}

/** Called by the player once the tour was completed or omitted (or could not load). */
export function endTour(): void {
  if (playing === null) return;
  playing = null;
  notify();
}

/** The tour playing now, or null. */
export function current(): TourRequest | null {
  return playing;
}

/** Calls `listener` whenever a tour starts or ends; returns the unsubscribe. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
