import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SesionUsuario } from '@generated/main/model';
import { sessionStore } from '@/lib/session';
import { readStorage, writeStorage } from '@/lib/storage';
import {
  heldHomeAlertHeight,
  reportHomeAlertHeight,
  setHomeAlertSlot,
  settleHomeAlerts,
} from './homeAlertSlot';

describe('home alert slot', () => {
  let element: HTMLElement;
  beforeEach(async () => {
    localStorage.clear();
    await sessionStore.signIn('token-de-prueba', { usuario: 'alumno' } as SesionUsuario);
    element = document.createElement('div');
  });
  afterEach(() => setHomeAlertSlot(null));

  it('holds from its first paint the height the stack had last at this width', () => {
    writeStorage('homeAlertHeight', [{ width: window.innerWidth, height: 612 }]);
    setHomeAlertSlot(element);
    expect(heldHomeAlertHeight()).toBe(612);
    expect(element.style.minHeight).toBe('612px');
    expect(element.style.display).toBe('block');
  });

  it('holds nothing for a height measured at another width, nor on a first visit', () => {
    writeStorage('homeAlertHeight', [{ width: window.innerWidth + 1, height: 612 }]);
    setHomeAlertSlot(element);
    expect(heldHomeAlertHeight()).toBe(0);
    expect(element.style.minHeight).toBe('');
    setHomeAlertSlot(null);
    localStorage.clear();
    setHomeAlertSlot(element);
    expect(heldHomeAlertHeight()).toBe(0);
  });

  it('keeps the space while the stack is shorter, and gives it back once the stack fills it', () => {
    writeStorage('homeAlertHeight', [{ width: window.innerWidth, height: 612 }]);
    setHomeAlertSlot(element);
    reportHomeAlertHeight(300);
    expect(element.style.minHeight).toBe('612px');
    // A pixel's rounding is the same height.
    reportHomeAlertHeight(611.2);
    expect(heldHomeAlertHeight()).toBe(0);
    expect(element.style.minHeight).toBe('');
    expect(element.style.display).toBe('');
    expect(readStorage('homeAlertHeight')).toEqual([{ width: window.innerWidth, height: 611 }]);
  });

  it('gives the space back when the stack settles shorter, and keeps that height', () => {
    writeStorage('homeAlertHeight', [{ width: window.innerWidth, height: 612 }]);
    setHomeAlertSlot(element);
    reportHomeAlertHeight(0);
    expect(heldHomeAlertHeight()).toBe(612);
    settleHomeAlerts();
    expect(element.style.minHeight).toBe('');
    expect(readStorage('homeAlertHeight')).toEqual([{ width: window.innerWidth, height: 0 }]);
  });

  it('keeps the latest four widths, so a visit at another size does not lose this one', () => {
    const width = window.innerWidth;
    writeStorage('homeAlertHeight', [
      { width: 100, height: 1 },
      { width: 200, height: 2 },
      { width, height: 612 },
      { width: 300, height: 3 },
    ]);
    reportHomeAlertHeight(500);
    expect(readStorage('homeAlertHeight')).toEqual([
      { width: 100, height: 1 },
      { width: 200, height: 2 },
      { width: 300, height: 3 },
      { width, height: 500 },
    ]);
    Object.defineProperty(window, 'innerWidth', { value: 400, configurable: true });
    try {
      reportHomeAlertHeight(700);
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    }
    expect(readStorage('homeAlertHeight')).toEqual([
      { width: 200, height: 2 },
      { width: 300, height: 3 },
      { width, height: 500 },
      { width: 400, height: 700 },
    ]);
    setHomeAlertSlot(element);
    expect(heldHomeAlertHeight()).toBe(500);
  });

  it('holds nothing for a stored value that is not its list', () => {
    localStorage.setItem('campus.homeAlertHeight', JSON.stringify({ width: window.innerWidth }));
    setHomeAlertSlot(element);
    expect(heldHomeAlertHeight()).toBe(0);
  });

  it('lets go of the element home unmounts', () => {
    writeStorage('homeAlertHeight', [{ width: window.innerWidth, height: 200 }]);
    setHomeAlertSlot(element);
    setHomeAlertSlot(null);
    expect(element.style.minHeight).toBe('');
    expect(heldHomeAlertHeight()).toBe(0);
  });

  it('keeps no height once signed out: a stack measured as home goes writes nothing back', async () => {
    reportHomeAlertHeight(120);
    expect(readStorage('homeAlertHeight')).toEqual([{ width: window.innerWidth, height: 120 }]);
    await sessionStore.signOut();
    expect(readStorage('homeAlertHeight')).toBeNull();
    reportHomeAlertHeight(0);
    expect(readStorage('homeAlertHeight')).toBeNull();
  });
});
