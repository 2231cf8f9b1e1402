import { vi } from 'vitest';

/**
 * `vi.waitFor` with room for a loaded machine. Its default second was a race against the other
 * engineers' builds on two cores (a live frame over loopback is one round trip away); the check
 * still passes as soon as it can, so the room costs a passing test nothing. Kept below the
 * test's own limit (vite.config.ts), so a failure names the check, not a timeout.
 */
export const eventually = <T>(check: () => T | Promise<T>) =>
  vi.waitFor(check, { timeout: 15_000 });
