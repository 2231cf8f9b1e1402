import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setRuntimeConfig } from '@/lib/config';
import { sessionStore } from '@/lib/session';
import { toast } from '@/lib/toast';
import { testRuntimeConfig } from './runtimeConfig';

beforeEach(() => {
  setRuntimeConfig(testRuntimeConfig);
});

afterEach(() => {
  cleanup();
  sessionStore.signOut();
  sessionStore.acknowledgeSignOut();
  toast.clear();
  // Node-environment suites (the demo API's) have no localStorage.
  globalThis.localStorage?.clear();
});
