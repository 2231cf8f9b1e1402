import type { MedidaTour, PasoTour } from '@generated/main/model';
import { describe, expect, it } from 'vitest';
import { measureAtWidth, placePopup, stepsAtWidth } from './tourLayout';

// The students' tour's measures (mocks/seed/tourSeeds.ts): phones, tablets and wide screens.
const phone: MedidaTour = {
  code: 0,
  type: 'fixed',
  position: 'bottom',
  offsetX: 0,
  offsetY: 16,
  rounded: true,
};
const tablet: MedidaTour = {
  code: 768,
  type: 'absolute',
  position: 'bottom',
  offsetX: 0,
  offsetY: 12,
  rounded: true,
};
const wide: MedidaTour = {
  code: 1280,
  type: 'absolute',
  position: 'right',
  offsetX: 16,
  offsetY: 0,
  rounded: true,
};

const step = (number: number, codeMin: number, codeMax: number): PasoTour => ({
  step: number,
  idComponent: `tour-${number}`,
  code: `PASO_${number}`,
  route: '/',
  title: `Paso ${number}`,
  content: 'Contenido.',
  codeMin,
  codeMax,
});

describe('measureAtWidth', () => {
  it.each([
    [375, phone],
    [767, phone],
    [768, tablet],
    [1279, tablet],
    [1280, wide],
    [2560, wide],
  ])('at %i px takes the widest measure that fits', (width, measure) => {
    expect(measureAtWidth([wide, phone, tablet], width)).toEqual(measure);
  });

  it('takes the narrowest under them all, and none without measures', () => {
    expect(measureAtWidth([tablet, wide], 375)).toEqual(tablet);
    expect(measureAtWidth([], 1280)).toBeNull();
  });
});

describe('stepsAtWidth', () => {
  const steps = [step(2, 1024, 3840), step(1, 0, 3840), step(3, 0, 1023)];
  it('keeps the steps whose range holds the width, both ends included, by number', () => {
    expect(stepsAtWidth(steps, 1023).map((s) => s.step)).toEqual([1, 3]);
    expect(stepsAtWidth(steps, 1024).map((s) => s.step)).toEqual([1, 2]);
  });
});

describe('placePopup', () => {
  const viewport = { width: 1280, height: 800 };
  const popup = { width: 328, height: 200 };
  const anchor = { top: 100, left: 0, width: 264, height: 400 };

  it('puts an absolute pop-up beside its element, moved by the offsets', () => {
    expect(placePopup(wide, anchor, popup, viewport)).toEqual({ top: 200, left: 280 });
    expect(placePopup(tablet, anchor, popup, viewport)).toEqual({ top: 512, left: 8 });
  });

  it('fixes a fixed pop-up (or one without its element) against the side of the screen', () => {
    const narrow = { width: 375, height: 667 };
    const small = { width: 343, height: 180 };
    const tab = { top: 120, left: 16, width: 120, height: 48 };
    expect(placePopup(phone, tab, small, narrow)).toEqual({ top: 471, left: 16 });
    expect(placePopup(wide, null, popup, viewport)).toEqual({ top: 300, left: 936 });
  });

  it('moves a fixed pop-up to the other side when it would cover its element', () => {
    const narrow = { width: 375, height: 812 };
    const bottomBar = { top: 756, left: 0, width: 375, height: 56 };
    const small = { width: 343, height: 180 };
    expect(placePopup(phone, bottomBar, small, narrow)).toEqual({ top: 16, left: 16 });
  });

  it('keeps the pop-up on the screen', () => {
    const edge = { top: 760, left: 1200, width: 60, height: 30 };
    expect(placePopup(tablet, edge, popup, viewport)).toEqual({ top: 592, left: 944 });
  });
});
