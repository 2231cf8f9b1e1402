import { afterEach, describe, expect, it } from 'vitest';
import { type PreloadPace, preloadModules, SLICE_MS } from './preloadModules';

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

/**
 * A pace whose idle tasks run when the test says (`runTask`), on a clock each reading moves by
 * `perLink` ms: a slice reads it at its start and after each link, so each link costs `perLink`.
 */
function manualPace(perLink = 0) {
  const tasks: (() => void)[] = [];
  let clock = 0;
  const pace: PreloadPace = {
    schedule: (work) => void tasks.push(work),
    now: () => {
      clock += perLink;
      return clock;
    },
  };
  const runTask = () => tasks.shift()?.();
  const runAll = () => {
    while (tasks.length > 0) runTask();
  };
  return { pace, runTask, runAll, pending: () => tasks.length };
}

/** Adds every link at once (one idle task long enough for all), as most tests need. */
function preloadAll(files: string[]) {
  const { pace, runAll } = manualPace();
  const done = preloadModules(files, document, pace);
  runAll();
  return done;
}

describe('preloadModules', () => {
  // Only the links: the worker's other test files keep their styles in the same <head>.
  afterEach(() => preloadLinks().forEach((link) => link.remove()));

  it('links each chunk as a low-priority module preload under the base, nothing run', async () => {
    const done = preloadAll(['assets/a-1.js', 'assets/b-2.js']);
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
    const done = preloadAll(['assets/a-1.js', 'assets/b-2.js']).then(() => (settled = true));
    const [first] = preloadLinks();
    first!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(settled).toBe(false);
    answer(['assets/b-2.js']);
    await done;
    expect(settled).toBe(true);
  });

  it('does not ask again for a chunk the document already preloads or the list names twice', async () => {
    const page = document.createElement('link');
    page.rel = 'modulepreload';
    page.href = '/assets/a-1.js';
    document.head.append(page);
    const done = preloadAll(['assets/a-1.js', 'assets/b-2.js', 'assets/b-2.js']);
    expect(preloadLinks().map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/a-1.js',
      '/assets/b-2.js',
    ]);
    answer();
    await done;
  });

  it('adds nothing until the page is idle, then as many links as fit in SLICE_MS per idle task', async () => {
    // Each link takes half a slice: two fit in a task, and the task stops at the slice's end.
    const { pace, runTask, pending } = manualPace(SLICE_MS / 2);
    let settled = false;
    const done = preloadModules(
      ['assets/a.js', 'assets/b.js', 'assets/c.js', 'assets/d.js', 'assets/e.js'],
      document,
      pace,
    ).then(() => (settled = true));
    expect(preloadLinks()).toHaveLength(0);
    const added = [];
    while (pending() > 0) {
      runTask();
      added.push(preloadLinks().length);
    }
    expect(added).toEqual([2, 4, 5]);
    await Promise.resolve();
    expect(settled).toBe(false);
    answer();
    await done;
    expect(settled).toBe(true);
  });

  it('adds one link per idle task when one alone takes longer than a slice', () => {
    const { pace, runTask, pending } = manualPace(SLICE_MS * 3);
    void preloadModules(['assets/a.js', 'assets/b.js', 'assets/c.js'], document, pace);
    const added = [];
    while (pending() > 0) {
      runTask();
      added.push(preloadLinks().length);
    }
    expect(added).toEqual([1, 2, 3]);
    answer();
  });

  it('answers at once, with no task, when there is nothing to fetch', async () => {
    const { pace, pending } = manualPace();
    await expect(preloadModules([], document, pace)).resolves.toBeUndefined();
    expect(pending()).toBe(0);
  });
});
