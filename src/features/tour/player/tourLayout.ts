import type { MedidaTour, PasoTour } from '@generated/main/model';

// Where a tour's pop-ups go (spec §3 Tour measures, spec §4 Tour): the steps shown at a screen
// width, and the measure of that width placing each beside its element or fixed on the screen.

/** The steps shown at `width` (codeMin..codeMax, both included), by number. */
export function stepsAtWidth(steps: readonly PasoTour[], width: number): PasoTour[] {
  return steps
    .filter((step) => step.codeMin <= width && width <= step.codeMax)
    .sort((a, b) => a.step - b.step);
}

/**
 * The measure of `width`: the one whose `code` (its smallest width) is the widest that fits;
 * under them all, the narrowest. Null for a tour without measures.
 */
export function measureAtWidth(measures: readonly MedidaTour[], width: number): MedidaTour | null {
  const sorted = [...measures].sort((a, b) => a.code - b.code);
  return sorted.filter((measure) => measure.code <= width).at(-1) ?? sorted[0] ?? null;
}

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Room left between the pop-up and the screen's edges. */
const MARGIN = 8;

const OPPOSITE = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' } as const;

const overlaps = (a: Box, b: Box) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

const clamp = (value: number, min: number, max: number) =>
  Math.min(Math.max(value, min), Math.max(min, max));

/**
 * The top-left corner (viewport px) of a `popup`-sized pop-up: beside `anchor` on the measure's
 * side for an absolute measure, or against that side of the screen for a fixed one (and without
 * an anchor; the other side when it would cover its element), moved by the measure's offsets
 * and kept on the screen.
 */
export function placePopup(
  measure: MedidaTour | null,
  anchor: Box | null,
  popup: { width: number; height: number },
  viewport: { width: number; height: number },
): { top: number; left: number } {
  const position = measure?.position ?? 'bottom';
  const offsetX = measure?.offsetX ?? 0;
  const offsetY = measure?.offsetY ?? 16;
  let top: number;
  let left: number;
  if (measure?.type === 'absolute' && anchor) {
    const middleX = anchor.left + anchor.width / 2 - popup.width / 2;
    const middleY = anchor.top + anchor.height / 2 - popup.height / 2;
    ({ top, left } = {
      top: { top: anchor.top - popup.height - offsetY, left: middleX + offsetX },
      bottom: { top: anchor.top + anchor.height + offsetY, left: middleX + offsetX },
      left: { top: middleY + offsetY, left: anchor.left - popup.width - offsetX },
      right: { top: middleY + offsetY, left: anchor.left + anchor.width + offsetX },
    }[position]);
  } else {
    const centreX = (viewport.width - popup.width) / 2;
    const centreY = (viewport.height - popup.height) / 2;
    const against = (side: typeof position) =>
      ({
        top: { top: offsetY, left: centreX + offsetX },
        bottom: { top: viewport.height - popup.height - offsetY, left: centreX + offsetX },
        left: { top: centreY + offsetY, left: offsetX },
        right: { top: centreY + offsetY, left: viewport.width - popup.width - offsetX },
      })[side];
    ({ top, left } = against(position));
    // A pop-up fixed over the element it describes (the phone's bottom bar) goes to the other side.
    if (anchor && overlaps({ top, left, ...popup }, anchor))
      ({ top, left } = against(OPPOSITE[position]));
  }
  return {
    top: clamp(top, MARGIN, viewport.height - popup.height - MARGIN),
    left: clamp(left, MARGIN, viewport.width - popup.width - MARGIN),
  };
}
