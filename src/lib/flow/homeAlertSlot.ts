// Where home's stack of alerts goes (issue 54): home gives the flow a place on its page, under its
// heading, and the flow renders the alerts there. A tiny store both sides reach without importing
// each other (a feature never imports the app).
//
// The alerts come after home's first screen, so they would push the home card down under the
// reader's eyes (a layout shift of 0.75 on alumno's phone, issue 57). The slot holds the height
// the stack had on the last visit at this width from its first paint, and gives back what is not
// used once the stack has filled it or settled.
import { sessionStore } from '@/lib/session';
import { readStorage, writeStorage } from '@/lib/storage';

type Listener = () => void;

let slot: HTMLElement | null = null;
/** The height held for the stack, in px; 0 when nothing is held. */
let held = 0;
const listeners = new Set<Listener>();

function viewportWidth(): number {
  return typeof window === 'undefined' ? 0 : window.innerWidth;
}

// Heights by viewport width, the latest few: a phone turned sideways, a window made narrower or a
// tool that changes the size after a visit does not make the next visit at the usual width hold
// nothing.
const WIDTHS_KEPT = 4;

function storedHeights(): { width: number; height: number }[] {
  const kept = readStorage('homeAlertHeight');
  // Anything but the list (the storage edited by hand) holds nothing.
  return Array.isArray(kept) ? kept : [];
}

function hold(element: HTMLElement): void {
  const width = viewportWidth();
  held = storedHeights().find((kept) => kept.width === width)?.height ?? 0;
  if (held <= 0) return;
  element.style.minHeight = `${held}px`;
  // Shown even while empty (its class hides it when empty).
  element.style.display = 'block';
}

function release(): void {
  held = 0;
  if (!slot) return;
  slot.style.minHeight = '';
  slot.style.display = '';
}

/** A ref callback: home's page hands its element over on mount, and null on unmount. */
export function setHomeAlertSlot(element: HTMLElement | null): void {
  if (slot === element) return;
  release();
  slot = element;
  if (element) hold(element);
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

/**
 * The stack's height as laid out (0 for none): kept for the next visit at this width, and the
 * space held gives way once the stack fills it.
 */
export function reportHomeAlertHeight(height: number): void {
  // The height is the signed-in user's: the stack of a home left by signing out measures once
  // more as it goes, after sign-out has cleared the storage, and must not write it back.
  if (sessionStore.getState().token === null) return;
  const width = viewportWidth();
  // The latest width goes last, the oldest first out.
  const others = storedHeights().filter((kept) => kept.width !== width);
  writeStorage('homeAlertHeight', [
    ...others.slice(-(WIDTHS_KEPT - 1)),
    { width, height: Math.round(height) },
  ]);
  if (held > 0 && height >= held - 1) release();
}

/** The stack's views have loaded and their reads are over: the space still held is given back. */
export function settleHomeAlerts(): void {
  if (held > 0) release();
}

/** The height held now, in px (for tests). */
export function heldHomeAlertHeight(): number {
  return held;
}
