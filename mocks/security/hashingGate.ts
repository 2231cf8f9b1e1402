/** Thrown when more password checks wait than the gate queues: the caller answers 429. */
export class HashingBusyError extends Error {
  constructor() {
    super('Too many password checks waiting');
  }
}

/**
 * Lets at most `concurrency` password hashes (scrypt, on libuv's pool of four threads) run at
 * once, and at most `maxQueued` wait: the pool's other threads stay free for what every request
 * needs (token signatures, file reads), so a sign-in flood slows sign-ins, not the campus.
 */
export class HashingGate {
  readonly #concurrency: number;
  readonly #maxQueued: number;
  readonly #waiting: (() => void)[] = [];
  #running = 0;

  constructor(concurrency: number, maxQueued: number) {
    this.#concurrency = concurrency;
    this.#maxQueued = maxQueued;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#concurrency) {
      if (this.#waiting.length >= this.#maxQueued) throw new HashingBusyError();
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or frees.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
