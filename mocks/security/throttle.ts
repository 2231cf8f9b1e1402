import type { Clock } from './clock.ts';

export interface BackoffThrottleOptions {
  clock: Clock;
  /** Attempts recorded before the first lock. @default 5 */
  freeAttempts?: number;
  /** First lock, doubled by every further attempt. @default 30 s */
  baseLockMs?: number;
  /** Longest lock. @default 15 min */
  maxLockMs?: number;
  /** Keys remembered at most; the oldest are forgotten first. @default 10000 */
  maxKeys?: number;
}

interface Entry {
  attempts: number;
  lockedUntil: number;
}

/**
 * Slows down guessing: once `freeAttempts` attempts are recorded for a key (failed sign-ins,
 * reset codes asked for), each further one locks the key for an exponentially longer window
 * until `reset` forgets it.
 */
export class BackoffThrottle {
  readonly #entries = new Map<string, Entry>();
  readonly #clock: Clock;
  readonly #freeAttempts: number;
  readonly #baseLockMs: number;
  readonly #maxLockMs: number;
  readonly #maxKeys: number;

  constructor(options: BackoffThrottleOptions) {
    this.#clock = options.clock;
    this.#freeAttempts = options.freeAttempts ?? 5;
    this.#baseLockMs = options.baseLockMs ?? 30_000;
    this.#maxLockMs = options.maxLockMs ?? 15 * 60_000;
    this.#maxKeys = options.maxKeys ?? 10_000;
  }

  /** Whole seconds until `key` may try again; 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const entry = this.#entries.get(key);
    const remaining = entry ? entry.lockedUntil - this.#clock() : 0;
    return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
  }

  /** Records an attempt; returns the seconds the key is now locked for (0 if not locked). */
  record(key: string): number {
    const entry = this.#entries.get(key) ?? { attempts: 0, lockedUntil: 0 };
    entry.attempts += 1;
    const excess = entry.attempts - this.#freeAttempts;
    if (excess >= 0) {
      entry.lockedUntil = this.#clock() + Math.min(this.#baseLockMs * 2 ** excess, this.#maxLockMs);
    }
    this.#remember(key, entry);
    return this.retryAfterSeconds(key);
  }

  reset(key: string): void {
    this.#entries.delete(key);
  }

  #remember(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > this.#maxKeys) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}
