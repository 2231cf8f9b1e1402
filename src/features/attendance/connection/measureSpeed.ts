import { getRuntimeConfig } from '@/lib/config';

const DEFAULT_TEST_IMAGE = '/api/prueba-conexion';
/** spec §9: the test image weighs about 2.7 MB. */
const TEST_IMAGE_BITS = 2_700_000 * 8;

export interface SpeedProbe {
  /** @default fetch */
  fetcher?: typeof fetch;
  /** Monotonic milliseconds. @default performance.now */
  now?: () => number;
}

// The config's entry is not checked at boot (the sign-in page's budget has no room): here it is.
function testImageUrl(): string {
  const configured = getRuntimeConfig().connectionTest;
  return typeof configured === 'string' ? configured : DEFAULT_TEST_IMAGE;
}

/** How long the image may take: past it, the line is slower than `minimumMbps` anyway. */
export const downloadBoundMs = (minimumMbps: number) =>
  (TEST_IMAGE_BITS / (minimumMbps * 1_000_000)) * 1000;

/**
 * Downloads the test image (uncached, so it measures the network) and answers the line's speed in
 * Mbps. A download still running when a line of `minimumMbps` would have finished is aborted and
 * answers 0, as does a line that drops; a server without the image answers null (no test, so no
 * notice rather than a false one).
 */
export async function measureSpeed(
  minimumMbps: number,
  { fetcher = fetch, now = () => performance.now() }: SpeedProbe = {},
): Promise<number | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), downloadBoundMs(minimumMbps));
  const start = now();
  try {
    const response = await fetcher(testImageUrl(), {
      cache: 'no-store',
      signal: controller.signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const bits = (await response.arrayBuffer()).byteLength * 8;
    // At least a millisecond: a clock that did not move must not divide by zero.
    const seconds = Math.max(now() - start, 1) / 1000;
    return bits / 1_000_000 / seconds;
  } catch {
    return 0;
  } finally {
    clearTimeout(timer);
  }
}
