import type { Clock } from './clock.ts';

export interface WindowThrottleOptions {
  clock: Clock;
  /** Attempts a key may make within the window. */
  limit: number;
  windowMs: number;
  /** Keys remembered at most; the oldest are forgotten first. @default 10000 */
  maxKeys?: number;
}

/**
 * At most `limit` attempts per key within a sliding window (failed sign-ins per client address):
 * unlike a lockout, old attempts age out by themselves, so a busy shared address (a lab, a
 * family's router) is never locked for long, while a flood from it stops at the limit.
 */
export class WindowThrottle {
  readonly #attempts = new Map<string, number[]>();
  readonly #clock: Clock;
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #maxKeys: number;

  constructor(options: WindowThrottleOptions) {
    this.#clock = options.clock;
    this.#limit = options.limit;
    this.#windowMs = options.windowMs;
    this.#maxKeys = options.maxKeys ?? 10_000;
  }

  /** Whole seconds until `key` may try again; 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const recent = this.#recent(key);
    if (recent.length < this.#limit) return 0;
    const freedAt = recent[recent.length - this.#limit]! + this.#windowMs;
    return Math.max(1, Math.ceil((freedAt - this.#clock()) / 1000));
  }

  /** Counts an attempt now; returns its stamp, for `forget` when it turns out not to count. */
  record(key: string): number {
    const stamp = this.#clock();
    const recent = this.#recent(key);
    recent.push(stamp);
    // Only the last `limit` matter for when the key is free again.
    if (recent.length > this.#limit) recent.splice(0, recent.length - this.#limit);
    this.#attempts.delete(key);
    this.#attempts.set(key, recent);
    if (this.#attempts.size > this.#maxKeys) {
      const oldest = this.#attempts.keys().next().value;
      if (oldest !== undefined) this.#attempts.delete(oldest);
    }
    return stamp;
  }

  /** Takes back one attempt recorded at `stamp` (a sign-in that succeeded). */
  forget(key: string, stamp: number): void {
    const recent = this.#attempts.get(key);
    const index = recent?.lastIndexOf(stamp) ?? -1;
    if (index >= 0) recent!.splice(index, 1);
  }

  #recent(key: string): number[] {
    const since = this.#clock() - this.#windowMs;
    return (this.#attempts.get(key) ?? []).filter((stamp) => stamp > since);
  }
}
