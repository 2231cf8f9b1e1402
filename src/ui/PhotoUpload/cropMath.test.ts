import { describe, expect, it } from 'vitest';
import { centredCrop, clampCrop, cropRect, panCrop, photoPlacement } from './cropMath';

const landscape = { width: 800, height: 400 };

describe('crop maths', () => {
  it('starts with the largest centred square', () => {
    const crop = centredCrop(landscape);
    expect(cropRect(landscape, crop)).toEqual({ x: 200, y: 0, size: 400 });
  });

  it('shrinks the square around its centre when zooming in', () => {
    const crop = clampCrop(landscape, { ...centredCrop(landscape), zoom: 2 });
    expect(cropRect(landscape, crop)).toEqual({ x: 300, y: 100, size: 200 });
  });

  it('keeps the zoom between 1 and 3', () => {
    expect(clampCrop(landscape, { x: 400, y: 200, zoom: 5 }).zoom).toBe(3);
    expect(clampCrop(landscape, { x: 400, y: 200, zoom: 0.5 }).zoom).toBe(1);
  });

  it('keeps the square inside the photo', () => {
    expect(cropRect(landscape, clampCrop(landscape, { x: 0, y: -50, zoom: 1 }))).toEqual({
      x: 0,
      y: 0,
      size: 400,
    });
    expect(cropRect(landscape, clampCrop(landscape, { x: 9999, y: 200, zoom: 2 }))).toEqual({
      x: 600,
      y: 100,
      size: 200,
    });
  });

  it('pans in screen pixels: dragging right shows more of the left side', () => {
    // A 400 px square shown 200 px wide: one screen pixel is two photo pixels.
    const moved = panCrop(landscape, centredCrop(landscape), 50, 0, 200);
    expect(cropRect(landscape, moved)).toEqual({ x: 100, y: 0, size: 400 });
    const blocked = panCrop(landscape, centredCrop(landscape), 0, 30, 200);
    expect(cropRect(landscape, blocked).y).toBe(0);
  });

  it('places the whole photo behind the crop square', () => {
    expect(photoPlacement(landscape, centredCrop(landscape), 200)).toEqual({
      left: -100,
      top: 0,
      width: 400,
      height: 200,
    });
  });
});
