import { loadImage } from '@/lib/files';
import type { CropRect } from './cropMath';

/** spec §5: the profile photo is a 164 px square. */
export const PHOTO_SIZE = 164;

/** Draws `rect` of the image at `src` onto a 164 px square canvas and returns it as a data URL. */
export async function cropImage(src: string, rect: CropRect, mime: string): Promise<string> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = PHOTO_SIZE;
  canvas.height = PHOTO_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.drawImage(image, rect.x, rect.y, rect.size, rect.size, 0, 0, PHOTO_SIZE, PHOTO_SIZE);
  return canvas.toDataURL(mime, 0.92);
}
