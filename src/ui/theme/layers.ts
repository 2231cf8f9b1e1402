import { createContext, useContext } from 'react';

/**
 * spec §9 stacking: popovers and tooltips (50) above the page and the shell, modals, alerts and
 * the emoji picker (60) above those, toasts on top of everything.
 */
export const layers = {
  appBar: 30,
  drawer: 40,
  popover: 50,
  tooltip: 50,
  modal: 60,
  alert: 60,
  emojiPicker: 60,
  toast: 70,
} as const;

/** The z-index of the modal a component sits in, or 0 on the page itself. */
export const LayerContext = createContext(0);

/**
 * The z-index for a floating layer (tooltip, popover, emoji picker): its spec §9 value, lifted
 * above the enclosing modal so a tooltip inside a dialog is never hidden behind it.
 */
export function useLayer(base: number): number {
  const enclosing = useContext(LayerContext);
  return Math.max(base, enclosing + 1);
}
