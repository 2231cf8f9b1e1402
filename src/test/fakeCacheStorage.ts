/**
 * An in-memory Cache Storage for unit tests (neither jsdom nor Node has one), with the rule the
 * personal copies rely on, as the Service Worker spec and the browsers have it: `delete(name)`
 * takes the name away, and a cache someone had already opened stays writable but is never found
 * again; the next `open(name)` makes a new, empty one.
 */
type Entries = Map<string, Response>;

const keyOf = (request: RequestInfo | URL) =>
  typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;

function fakeCache(entries: Entries) {
  return {
    async match(request: RequestInfo | URL) {
      return entries.get(keyOf(request))?.clone();
    },
    async put(request: RequestInfo | URL, response: Response) {
      entries.set(keyOf(request), response.clone());
    },
    async delete(request: RequestInfo | URL) {
      return entries.delete(keyOf(request));
    },
    async keys() {
      return [...entries.keys()];
    },
  };
}

export function fakeCacheStorage() {
  const named = new Map<string, Entries>();
  const storage = {
    async has(name: string) {
      return named.has(name);
    },
    async open(name: string) {
      if (!named.has(name)) named.set(name, new Map());
      return fakeCache(named.get(name)!);
    },
    async delete(name: string) {
      return named.delete(name);
    },
    async match(request: RequestInfo | URL, options: { cacheName?: string } = {}) {
      const names = options.cacheName === undefined ? [...named.keys()] : [options.cacheName];
      for (const name of names) {
        const found = named.get(name)?.get(keyOf(request));
        if (found) return found.clone();
      }
      return undefined;
    },
    async keys() {
      return [...named.keys()];
    },
    /** The keys a named cache holds now (what a page listing it would find); [] for no cache. */
    keysOf(name: string): string[] {
      return [...(named.get(name)?.keys() ?? [])];
    },
  };
  return storage as unknown as typeof storage & CacheStorage;
}
