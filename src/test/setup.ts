import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setRuntimeConfig } from '@/lib/config';
import { sessionStore } from '@/lib/session';
import { toast } from '@/lib/toast';
import { apiServer } from './apiServer';
import { testRuntimeConfig } from './runtimeConfig';

beforeAll(() => {
  apiServer.listen({ onUnhandledFrame: 'error' });
});

beforeEach(() => {
  setRuntimeConfig(testRuntimeConfig);
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
});
