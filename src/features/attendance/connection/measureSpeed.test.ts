import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@/lib/config';
import { testRuntimeConfig } from '@/test/runtimeConfig';
import { isPoorConnection } from './connectionRules';
import { downloadBoundMs, measureSpeed } from './measureSpeed';

const IMAGE_BYTES = 2_700_000;
const image = (bytes = IMAGE_BYTES, status = 200) =>
  vi.fn(async () => new Response(new Uint8Array(bytes), { status }));
/** A clock that reads `start`, then `start + elapsed`: the download took `elapsed` ms. */
const tookMs = (elapsed: number) => {
  const readings = [1_000, 1_000 + elapsed];
  return () => readings.shift()!;
};

afterEach(() => vi.useRealTimers());

describe('measureSpeed (spec §5, §9: 3 Mbps, an image of about 2.7 MB)', () => {
  it('measures the image at both sides of the threshold: 7.2 s for 2.7 MB is exactly 3 Mbps', async () => {
    const atThreshold = await measureSpeed(3, { fetcher: image(), now: tookMs(7_200) });
    expect(atThreshold).toBeCloseTo(3, 6);
    expect(isPoorConnection(atThreshold, 3)).toBe(false);
    const justUnder = await measureSpeed(3, { fetcher: image(), now: tookMs(7_201) });
    expect(justUnder).toBeLessThan(3);
    expect(isPoorConnection(justUnder, 3)).toBe(true);
    expect(await measureSpeed(3, { fetcher: image(), now: tookMs(300) })).toBeCloseTo(72, 6);
  });

  it('downloads the configured image, uncached, or the demo server’s', async () => {
    const fetcher = image();
    await measureSpeed(3, { fetcher, now: tookMs(100) });
    expect(fetcher).toHaveBeenCalledWith(
      '/api/prueba-conexion',
      expect.objectContaining({ cache: 'no-store' }),
    );
    setRuntimeConfig({ ...testRuntimeConfig, connectionTest: 'https://cdn.example/prueba.bmp' });
    await measureSpeed(3, { fetcher, now: tookMs(100) });
    expect(fetcher).toHaveBeenLastCalledWith('https://cdn.example/prueba.bmp', expect.anything());
  });

  it('aborts when a line at the threshold would have finished, and counts it as slow', async () => {
    vi.useFakeTimers();
    expect(downloadBoundMs(3)).toBe(7_200);
    let aborted = false;
    const fetcher = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          }),
        ),
    );
    const speed = measureSpeed(3, { fetcher, now: () => 0 });
    await vi.advanceTimersByTimeAsync(7_199);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(aborted).toBe(true);
    expect(await speed).toBe(0);
    expect(isPoorConnection(0, 3)).toBe(true);
  });

  it('counts a dropped line as slow, and a server without the image as no test at all', async () => {
    const dropped = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await measureSpeed(3, { fetcher: dropped, now: tookMs(10) })).toBe(0);
    const missing = await measureSpeed(3, { fetcher: image(10, 404), now: tookMs(10) });
    expect(missing).toBeNull();
    expect(isPoorConnection(missing, 3)).toBe(false);
  });
});
