import {
  criticalRequests,
  firstPostImage,
  isFeedPage,
  type StoredSession,
} from './criticalRequests';

// The boot script's work (boot.ts is the entry that runs it): apart from the entry so that its
// test runs it once per case in a module graph it shares with other test files.

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

/** Starts the opened route's critical requests, if the page has a session and a config. */
export function boot(): void {
  try {
    start();
  } catch {
    // A boot that cannot start leaves the app to ask as it always does.
  }
}
