import type { Dimensions } from '@/lib/files';

/** Where the square crop sits: its centre in image pixels and how far it is zoomed in. */
export interface Crop {
  x: number;
  y: number;
  zoom: number;
}

/** A square of the source image, in its own pixels. */
export interface CropRect {
  x: number;
  y: number;
  size: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Side of the cropped square in image pixels: the short side at zoom 1, smaller when zoomed in. */
export function cropSide(image: Dimensions, zoom: number): number {
  return Math.min(image.width, image.height) / zoom;
}

/** Keeps the zoom in range and the square inside the image. */
export function clampCrop(image: Dimensions, crop: Crop): Crop {
  // Rounded so that repeated ±0.1 steps land on the slider's own values.
  const zoom = clamp(Math.round(crop.zoom * 100) / 100, MIN_ZOOM, MAX_ZOOM);
  const half = cropSide(image, zoom) / 2;
  return {
    zoom,
    x: clamp(crop.x, half, image.width - half),
    y: clamp(crop.y, half, image.height - half),
  };
}

/** The largest centred square. */
export function centredCrop(image: Dimensions): Crop {
  return { x: image.width / 2, y: image.height / 2, zoom: MIN_ZOOM };
}

/** Moves the photo by (dx, dy) screen pixels inside a `viewport`-wide square, like dragging it. */
export function panCrop(image: Dimensions, crop: Crop, dx: number, dy: number, viewport: number) {
  const scale = viewport / cropSide(image, crop.zoom);
  return clampCrop(image, { ...crop, x: crop.x - dx / scale, y: crop.y - dy / scale });
}

export function cropRect(image: Dimensions, crop: Crop): CropRect {
  const size = cropSide(image, crop.zoom);
  return { x: crop.x - size / 2, y: crop.y - size / 2, size };
}

/** Position and size in screen pixels of the whole photo behind a `viewport`-wide crop square. */
export function photoPlacement(image: Dimensions, crop: Crop, viewport: number) {
  const { x, y, size } = cropRect(image, crop);
  const scale = viewport / size;
  // `0 - x` rather than `-x`, which gives -0 at the edge.
  return {
    left: (0 - x) * scale,
    top: (0 - y) * scale,
    width: image.width * scale,
    height: image.height * scale,
  };
}
