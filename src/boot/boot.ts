import {
  criticalRequests,
  firstPostImage,
  isFeedPage,
  type StoredSession,
} from './criticalRequests';

// The boot script (issue 36): its own small entry, which index.html loads before the app and
// apart from it, that starts the opened route's critical requests while the app's code still
// downloads, and leaves their answers in `window.__campusBoot` for the app's first identical
// requests (src/lib/http/bootResponses.ts). It reads the session as the app stores it
// (src/lib/storage: JSON under 'campus.token' and 'campus.user') and the API's address from the
// config the server writes into index.html; without one (the dev server) it starts nothing.

function stored<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

/**
 * Once the feed's first page arrives, its first post's image starts too (with the priority the
 * page gives it), instead of waiting for the app to render the post. The image address is signed,
 * not the token's: the `<img>` the app renders takes the same response from the memory cache.
 */
function preloadFirstImage(answer: Promise<Response>, base: string): void {
  answer
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body) => {
      const image = firstPostImage(body);
      if (!image) return;
      const link = document.createElement('link');
      for (const [name, value] of [
        ['rel', 'preload'],
        ['as', 'image'],
        ['href', `${base}${image}`],
        ['fetchpriority', 'high'],
      ])
        link.setAttribute(name!, value!);
      document.head.append(link);
    })
    .catch(() => undefined);
}

function start(): void {
  const config = document.getElementById('campus-config')?.textContent;
  const main = config ? (JSON.parse(config) as { api?: { main?: string } }).api?.main : undefined;
  const token = stored<string>('campus.token');
  if (!main || !token) return;
  const session: StoredSession = { token, user: stored<StoredSession['user']>('campus.user') };
  const answers = (window.__campusBoot = new Map());
  const base = main.replace(/\/+$/, '');
  for (const path of criticalRequests(location.pathname, session, Date.now())) {
    const url = `${base}${path}`;
    const headers = { Accept: 'application/json, */*;q=0.1', Authorization: `Bearer ${token}` };
    const answer = fetch(url, { headers });
    // Nobody may ever take it: its failure is the app's to meet, not an unhandled rejection.
    answer.catch(() => undefined);
    answers.set(`${token} ${url}`, answer);
    if (isFeedPage(path)) preloadFirstImage(answer, base);
  }
}

function boot(): void {
  try {
    start();
  } catch {
    // A boot that cannot start leaves the app to ask as it always does.
  }
}

// It runs as soon as it arrives. The server writes the config before it (renderIndex.ts); a page
// without (the dev server's) has none to wait for, unless still parsing.
if (document.getElementById('campus-config') || document.readyState !== 'loading') boot();
else document.addEventListener('DOMContentLoaded', boot, { once: true });
