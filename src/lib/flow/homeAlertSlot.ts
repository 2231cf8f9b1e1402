// Where home's stack of alerts goes (issue 54): home gives the flow a place on its page, under its
// heading, and the flow renders the alerts there. A tiny store both sides reach without importing
// each other (a feature never imports the app).

type Listener = () => void;

let slot: HTMLElement | null = null;
const listeners = new Set<Listener>();

/** A ref callback: home's page hands its element over on mount, and null on unmount. */
export function setHomeAlertSlot(element: HTMLElement | null): void {
  if (slot === element) return;
  slot = element;
  listeners.forEach((listener) => listener());
}

/** The element home gave for its alerts, or null when home is not on screen. */
export function homeAlertSlot(): HTMLElement | null {
  return slot;
}

/** Calls `listener` whenever the slot changes; returns the unsubscribe. */
export function subscribeHomeAlertSlot(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
