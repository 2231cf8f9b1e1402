import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as files from '@/lib/files';
import { cropImage, PHOTO_SIZE } from './cropImage';

const image = { naturalWidth: 600, naturalHeight: 300 } as HTMLImageElement;
// jsdom decodes no images. A spy, not a module mock: the file shares its worker's modules
// (src/test/unitProjects.ts); the setup restores it after each test.
beforeEach(() => {
  vi.spyOn(files, 'loadImage').mockResolvedValue(image);
});

describe('cropImage', () => {
  it('draws the square onto a 164 px canvas and exports it in the given type', async () => {
    const drawImage = vi.fn();
    // jsdom has no canvas: stand in for the 2D context and read the canvas it was asked of.
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
    const toDataURL = vi
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockReturnValue('data:image/jpeg;base64,QUJD');

    const result = await cropImage(
      'data:image/jpeg;base64,eA==',
      { x: 150, y: 0, size: 300 },
      'image/jpeg',
    );

    expect(PHOTO_SIZE).toBe(164);
    const canvas = getContext.mock.contexts[0] as HTMLCanvasElement;
    expect(canvas.width).toBe(164);
    expect(canvas.height).toBe(164);
    expect(drawImage).toHaveBeenCalledWith(image, 150, 0, 300, 300, 0, 0, 164, 164);
    expect(toDataURL).toHaveBeenCalledWith('image/jpeg', expect.any(Number));
    expect(result).toBe('data:image/jpeg;base64,QUJD');
  });
});
