import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setRuntimeConfig } from '@/lib/config';
import { sessionStore } from '@/lib/session';
import { toast } from '@/lib/toast';
import { apiServer } from './apiServer';
import { testRuntimeConfig } from './runtimeConfig';

// Node-environment suites (the demo API's) make real requests to their own server.
const jsdom = typeof window !== 'undefined';

beforeAll(() => {
  if (jsdom) apiServer.listen({ onUnhandledFrame: 'error' });
});

beforeEach(() => {
  setRuntimeConfig(testRuntimeConfig);
});

afterAll(() => {
  if (jsdom) apiServer.close();
});

afterEach(() => {
  if (jsdom) apiServer.resetHandlers();
  // Test files share their worker's modules: a global one test replaced must not reach the next.
  vi.unstubAllGlobals();
  cleanup();
  sessionStore.signOut();
  sessionStore.acknowledgeSignOut();
  toast.clear();
  // Node-environment suites (the demo API's) have no localStorage.
  globalThis.localStorage?.clear();
});
