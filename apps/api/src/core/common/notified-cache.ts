/**
 * One value read from the database on first use and kept in memory until `invalidate()` (a NOTIFY of a
 * change) or until `ttlMs` has passed (the safety net for a writer that did not notify). Callers that
 * arrive during a load share it. A load that started before an invalidation is handed to its own
 * callers but never kept, so the next caller reads the database again.
 */
export class CachedValue<T> {
  private value: { at: number; data: T } | null = null;
  private loading: Promise<T> | null = null;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
    // The value's age is an elapsed time, not a time of day: the monotonic clock by default.
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(): Promise<T> {
    const value = this.value;
    if (value && this.now() - value.at < this.ttlMs) return Promise.resolve(value.data);
    this.loading ??= this.refresh();
    return this.loading;
  }

  /** Forgets the value and any load in flight. */
  invalidate(): void {
    this.generation += 1;
    this.value = null;
    this.loading = null;
  }

  private async refresh(): Promise<T> {
    const generation = this.generation;
    const startedAt = this.now();
    try {
      const data = await this.load();
      if (generation === this.generation) this.value = { at: startedAt, data };
      return data;
    } finally {
      if (generation === this.generation) this.loading = null;
    }
  }
}

/** Starts listening; calls `onChange` per notification and `onListen` after each (re)LISTEN. */
export type Subscribe = (onChange: () => void, onListen: () => void) => Promise<() => Promise<void>>;

/**
 * Cached values dropped together when a NOTIFY arrives on one channel. The listening starts with the
 * first load (a process that never reads the values never listens), before that load reads the
 * database, so no change between the read and the LISTEN is missed. After a reconnect of the listening
 * connection every value is dropped, since notifications sent meanwhile are lost. When listening
 * fails, the values still work on their TTL and the next load tries again. (postgres.js listens again
 * once after a lost connection; if the database is still down then, only the TTL refreshes.)
 */
export class NotifiedCaches {
  private readonly values: Array<{ invalidate(): void }> = [];
  private subscription: Promise<void> | null = null;
  private stop: (() => Promise<void>) | null = null;
  private listened = false;
  private closed = false;

  constructor(
    private readonly subscribe: Subscribe,
    private readonly ttlMs: number,
    private readonly onListenError: (err: unknown) => void,
  ) {}

  create<T>(load: () => Promise<T>): CachedValue<T> {
    const value = new CachedValue<T>(async () => {
      await this.listening();
      return load();
    }, this.ttlMs);
    this.values.push(value);
    return value;
  }

  /** Drops every value of this channel (a change was made or notified). */
  invalidate(): void {
    for (const value of this.values) value.invalidate();
  }

  /** Stops listening (on shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    await this.subscription;
    const stop = this.stop;
    this.stop = null;
    if (stop) await stop().catch(() => undefined);
  }

  private listening(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.subscription ??= this.subscribe(
      () => this.invalidate(),
      () => {
        if (this.listened) this.invalidate();
        this.listened = true;
      },
    ).then(
      (stop) => {
        this.stop = stop;
      },
      (err: unknown) => {
        this.subscription = null;
        this.onListenError(err);
      },
    );
    return this.subscription;
  }
}
