import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { setRuntimeConfig } from '@/lib/config';
import { resetFirstScreen } from '@/lib/firstScreen';
import { sessionStore } from '@/lib/session';
import { toast } from '@/lib/toast';
import { apiServer } from './apiServer';
import { removeInsertedStyles } from './jsdomStyleCache';
import { testRuntimeConfig } from './runtimeConfig';

// findBy*/waitFor return as soon as their check passes: the limit only decides when a test that
// already fails says so. Two workers share two cores with the rest of the machine, where a route
// that renders in a fraction of a second alone missed a 3 s wait, so the limit is generous (and
// below the test's own, vite.config.ts, so a failure names what was missing, not a timeout).
configure({ asyncUtilTimeout: 15_000 });

beforeAll(() => {
  apiServer.listen({ onUnhandledFrame: 'error' });
});

// MSW fails an unanswered request as a network error, which the app may well survive: the test
// fails too, so that every request a test causes is one it declared.
let unanswered: string[] = [];

beforeEach(() => {
  setRuntimeConfig(testRuntimeConfig);
  // A component's test meets it as a user does after the first look: the parts that wait for
  // the page's first screen are there (src/lib/firstScreen's own tests start before it).
  resetFirstScreen(true);
  unanswered = [];
  apiServer.events.on('request:unhandled', ({ request }) => {
    unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});

afterAll(() => {
  apiServer.close();
  removeInsertedStyles();
});

// Test files share their worker's modules and window (isolate: false): whatever one test changed
// must not reach the next one, in this file or the next.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
  sessionStore.signOut();
  sessionStore.acknowledgeSignOut();
  toast.clear();
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
  expect(unanswered, 'requests no handler answered').toEqual([]);
});
