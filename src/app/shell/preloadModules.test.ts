import { afterEach, describe, expect, it } from 'vitest';
import { preloadModules } from './preloadModules';

const preloadLinks = () => [
  ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
];

/** Lets the browser answer each link added so far: `failed` ones with an error. */
function answer(failed: string[] = []) {
  for (const link of preloadLinks())
    link.dispatchEvent(
      new Event(failed.some((file) => link.href.endsWith(file)) ? 'error' : 'load'),
    );
}

describe('preloadModules', () => {
  // Only the links: the worker's other test files keep their styles in the same <head>.
  afterEach(() => preloadLinks().forEach((link) => link.remove()));

  it('links each chunk as a low-priority module preload under the base, nothing run', async () => {
    const done = preloadModules(['assets/a-1.js', 'assets/b-2.js']);
    expect(preloadLinks().map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/a-1.js',
      '/assets/b-2.js',
    ]);
    expect(preloadLinks().every((link) => link.crossOrigin === '')).toBe(true);
    expect(preloadLinks().every((link) => link.fetchPriority === 'low')).toBe(true);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    answer();
    await expect(done).resolves.toBeUndefined();
  });

  it('answers once every chunk has loaded or failed, not before', async () => {
    let settled = false;
    const done = preloadModules(['assets/a-1.js', 'assets/b-2.js']).then(() => (settled = true));
    const [first] = preloadLinks();
    first!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(settled).toBe(false);
    answer(['assets/b-2.js']);
    await done;
    expect(settled).toBe(true);
  });

  it('does not ask again for a chunk the document already preloads', async () => {
    const page = document.createElement('link');
    page.rel = 'modulepreload';
    page.href = '/assets/a-1.js';
    document.head.append(page);
    const done = preloadModules(['assets/a-1.js', 'assets/b-2.js']);
    expect(preloadLinks().map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/a-1.js',
      '/assets/b-2.js',
    ]);
    answer();
    await done;
  });
});
