import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPageChunks } from './loadPageChunks';
import type { PageChunks } from './pageChunksMap';

const map: PageChunks = {
  entry: 'assets/index-e1.js',
  routes: { profile: 'src/Profile.tsx' },
  modules: { 'src/Profile.tsx': ['assets/Profile-p1.js'] },
};

/** The page's own entry script, as index.html loads it. */
function pageOfEntry(file: string) {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = `/${file}`;
  document.head.append(script);
}

const answering = (response: Response | Error) =>
  vi.fn<typeof fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );

describe('loadPageChunks', () => {
  // Only the entry scripts: the worker's other test files keep their styles in the same <head>.
  afterEach(() => document.head.querySelectorAll('script').forEach((script) => script.remove()));

  it("reads the map beside index.html when it is the page's own build's", async () => {
    pageOfEntry('assets/index-e1.js');
    const fetchFile = answering(Response.json(map));
    await expect(loadPageChunks(fetchFile)).resolves.toEqual(map);
    expect(fetchFile).toHaveBeenCalledWith('/page-chunks.json', { priority: 'low' });
  });

  it("ignores another build's map: a deploy since the page loaded", async () => {
    pageOfEntry('assets/index-older.js');
    await expect(loadPageChunks(answering(Response.json(map)))).resolves.toBeNull();
  });

  it('gives nothing when the server has no map or cannot be reached', async () => {
    pageOfEntry('assets/index-e1.js');
    const missing = new Response('Not found', { status: 404 });
    await expect(loadPageChunks(answering(missing))).resolves.toBeNull();
    // The dev server answers an unknown path with index.html.
    const html = new Response('<!doctype html>', { status: 200 });
    await expect(loadPageChunks(answering(html))).resolves.toBeNull();
    await expect(loadPageChunks(answering(new TypeError('offline')))).resolves.toBeNull();
  });
});
