/**
 * Fetches the chunks at `files` (paths under the app's base, e.g. 'assets/Page-x.js') with
 * `<link rel="modulepreload">`, without running them: the browser downloads and compiles each
 * module and keeps it for the `import()` that will run it, so fetching ahead costs the main thread
 * next to nothing (running a page's modules took one long task each, issue 57). Low priority:
 * nothing on screen waits for them. Answers once each has loaded or failed (a failed one is left
 * to the import that needs it); a chunk the document already links to is not asked for again.
 */
export function preloadModules(files: readonly string[], doc: Document = document): Promise<void> {
  const linked = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => link.href,
    ),
  );
  const loads = files.flatMap((file) => {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = `${import.meta.env.BASE_URL}${file}`;
    if (linked.has(link.href)) return [];
    // As Vite's own preloads and index.html's: the module map's request mode and credentials.
    link.crossOrigin = '';
    link.fetchPriority = 'low';
    const settled = new Promise<void>((resolve) => {
      link.addEventListener('load', () => resolve());
      link.addEventListener('error', () => resolve());
    });
    doc.head.append(link);
    return [settled];
  });
  return Promise.all(loads).then(() => undefined);
}
