/**
 * Open live connections counted per key (a user, a client address) against a ceiling, so one
 * token or one address cannot hold the broker's sockets and timers without bound.
 */
export class ConnectionCap<Key> {
  readonly #limit: number;
  readonly #open = new Map<Key, number>();

  constructor(limit: number) {
    this.#limit = limit;
  }

  /** Takes a slot for `key`; false, taking nothing, when it already holds the limit. */
  take(key: Key): boolean {
    const open = this.#open.get(key) ?? 0;
    if (open >= this.#limit) return false;
    this.#open.set(key, open + 1);
    return true;
  }

  /** Gives back a slot `take` gave. */
  release(key: Key): void {
    const open = (this.#open.get(key) ?? 0) - 1;
    if (open > 0) this.#open.set(key, open);
    else this.#open.delete(key);
  }
}
