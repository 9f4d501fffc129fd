// One global loading indicator counted over all requests: on while any request is open (spec section 4).

type Listener = () => void;

export class LoadingCounter {
  private count = 0;
  private readonly listeners = new Set<Listener>();

  start(): void {
    this.count += 1;
    this.emit();
  }

  stop(): void {
    this.count = Math.max(0, this.count - 1);
    this.emit();
  }

  /** Runs `task` with the counter raised, lowering it however the task ends. */
  async track<T>(task: () => Promise<T>): Promise<T> {
    this.start();
    try {
      return await task();
    } finally {
      this.stop();
    }
  }

  get pending(): number {
    return this.count;
  }

  get active(): boolean {
    return this.count > 0;
  }

  /** For useSyncExternalStore. */
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): number => this.count;

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
