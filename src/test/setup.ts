import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { setRuntimeConfig } from '@/lib/config';
import { sessionStore } from '@/lib/session';
import { toast } from '@/lib/toast';
import { apiServer } from './apiServer';
import { testRuntimeConfig } from './runtimeConfig';

// Two workers share two cores with the rest of CI: waiting a second for a tooltip's delay and
// transition proved too short under load (findBy*/waitFor still return as soon as they can).
configure({ asyncUtilTimeout: 3000 });

beforeAll(() => {
  apiServer.listen({ onUnhandledFrame: 'error' });
});

// MSW fails an unanswered request as a network error, which the app may well survive: the test
// fails too, so that every request a test causes is one it declared.
let unanswered: string[] = [];

beforeEach(() => {
  setRuntimeConfig(testRuntimeConfig);
  unanswered = [];
  apiServer.events.on('request:unhandled', ({ request }) => {
    unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});

afterAll(() => {
  apiServer.close();
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
