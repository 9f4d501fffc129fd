// The API as a real worker process for the money simulation: started, frozen between its turns, killed.
import { type ChildProcess, spawn } from 'node:child_process';

/** The API as a real worker process (dist/main.js, API_ROLE=worker), its last output lines kept. */
export class WorkerProcess {
  private child: ChildProcess | null = null;
  readonly output: string[] = [];

  constructor(
    private readonly main: string,
    private readonly env: Record<string, string>,
  ) {}

  /** Starts the process and waits until it says it runs (its watch loop started); throws if it exits. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, [this.main], {
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let ready!: () => void;
    const running = new Promise<void>((resolve) => (ready = resolve));
    const keep = (data: Buffer) => {
      const lines = data.toString().split('\n').filter(Boolean);
      if (lines.some((l) => l.includes('API worker running'))) ready();
      this.output.push(...lines);
      this.output.splice(0, Math.max(0, this.output.length - 30));
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.child = child;
    let timer: NodeJS.Timeout | undefined;
    const failed = new Promise<never>((_, reject) => {
      child.once('exit', (code) =>
        reject(new Error(`the worker process exited (${code}): ${this.output.slice(-10).join('\n')}`)),
      );
      timer = setTimeout(() => reject(new Error('the worker process did not start within 60 s')), 60_000); // a deadline
    });
    failed.catch(() => undefined);
    await Promise.race([running, failed]).finally(() => clearTimeout(timer));
  }

  private get alive(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  freeze(): void {
    if (this.alive) this.child!.kill('SIGSTOP');
  }

  thaw(): void {
    if (this.alive) this.child!.kill('SIGCONT');
  }

  /** SIGKILL, then waits for the process to be gone; answers its pid. */
  async kill9(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return null;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await gone;
    return child.pid ?? null;
  }
}
