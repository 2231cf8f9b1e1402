import { whenIdle } from '@/lib/scheduling';

/** How long one idle task may go on adding links before it leaves the rest to the next one. */
export const SLICE_MS = 8;

/** When and how fast the links are added (the browser's idle time by default; tests pass theirs). */
export interface PreloadPace {
  schedule: (work: () => void) => void;
  now: () => number;
}

const browserPace: PreloadPace = {
  schedule: (work) => void whenIdle(work),
  now: () => performance.now(),
};

/**
 * Fetches the chunks at `files` (paths under the app's base, e.g. 'assets/Page-x.js') with
 * `<link rel="modulepreload">`, without running them: the browser downloads and compiles each
 * module and keeps it for the `import()` that will run it (running a page's modules took one long
 * task each, issue 57). Low priority: nothing on screen waits for them. Answers once each has
 * loaded or failed (a failed one is left to the import that needs it); a chunk the document
 * already links to is not asked for again.
 *
 * The links go in over idle tasks of at most about SLICE_MS each: adding one costs the main
 * thread 1-2 ms (7 ms at 4x CPU), and a page's 30-odd chunks added at once were a 313 ms task
 * in a trace of home's repeat visit at 4x CPU, before the largest paint.
 */
export function preloadModules(
  files: readonly string[],
  doc: Document = document,
  pace: PreloadPace = browserPace,
): Promise<void> {
  const loads: Promise<void>[] = [];
  return new Promise<void>((resolve) => {
    let next = 0;
    const slice = () => {
      const start = pace.now();
      const linked = new Set(
        [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          (link) => link.href,
        ),
      );
      do {
        const load = preload(files[next]!, doc, linked);
        if (load) loads.push(load);
        next += 1;
      } while (next < files.length && pace.now() - start < SLICE_MS);
      if (next < files.length) pace.schedule(slice);
      else resolve();
    };
    if (files.length > 0) pace.schedule(slice);
    else resolve();
  }).then(() => Promise.all(loads).then(() => undefined));
}

/** Links one chunk (unless the document already does): settles once it has loaded or failed. */
function preload(file: string, doc: Document, linked: Set<string>): Promise<void> | null {
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.href = `${import.meta.env.BASE_URL}${file}`;
  if (linked.has(link.href)) return null;
  linked.add(link.href);
  // As Vite's own preloads and index.html's: the module map's request mode and credentials.
  link.crossOrigin = '';
  link.fetchPriority = 'low';
  const settled = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
  });
  doc.head.append(link);
  return settled;
}
