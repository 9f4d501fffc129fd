// The client side of lighthouse-run.mjs: one long-lived runner process for all the pages of a budgets run
// (Lighthouse loaded once), a request at a time, each with a deadline after which the runner is killed and
// the next request starts a new one.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const RUNNER = path.join(import.meta.dirname, 'lighthouse-run.mjs');
const ANSWER_MARK = '@@lighthouse ';

interface Pending {
  id: number;
  resolve: (results: unknown[]) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

export class LighthouseRunner {
  private child: ChildProcessWithoutNullStreams | null = null;
  private pending: Pending | null = null;
  private nextId = 1;
  /** The runner's last lines of its own (Lighthouse's and Chromium's errors): said when a request fails. */
  private said: string[] = [];

  /** `runs` runs of the page at `url` with the cookies set; fails after `timeoutMs`. */
  measure<T>(request: { url: string; cookies: unknown[]; runs: number }, timeoutMs: number): Promise<T[]> {
    if (this.pending) return Promise.reject(new Error('one Lighthouse request at a time'));
    const child = this.start();
    const id = this.nextId++;
    return new Promise<T[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.stop(); // killed, as a request is due
        this.fail(new Error(`Lighthouse gave no answer for ${request.url} in ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending = { id, resolve: resolve as (results: unknown[]) => void, reject, timer };
      child.stdin.write(`${JSON.stringify({ id, ...request })}\n`);
    });
  }

  /** Ends the runner: its input closed once idle (it exits after its last answer), killed if one is due. */
  stop(): void {
    const child = this.child;
    this.child = null;
    if (!child) return;
    if (this.pending) child.kill('SIGKILL');
    else child.stdin.end();
  }

  private start(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child;
    const child = spawn(process.execPath, [RUNNER], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child = child;
    const remember = (line: string) => {
      this.said.push(line);
      if (this.said.length > 20) this.said.shift();
    };
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith(ANSWER_MARK)) return remember(line);
      const answer = JSON.parse(line.slice(ANSWER_MARK.length)) as {
        id: number;
        results?: unknown[];
        error?: string;
      };
      const pending = this.pending;
      if (!pending || pending.id !== answer.id) return;
      this.pending = null;
      clearTimeout(pending.timer);
      if (answer.error !== undefined) pending.reject(new Error(`Lighthouse failed: ${answer.error}`));
      else pending.resolve(answer.results ?? []);
    });
    readline.createInterface({ input: child.stderr }).on('line', remember);
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      this.fail(new Error(`the Lighthouse runner exited (${code ?? signal}): ${this.said.join('\n')}`));
    });
    return child;
  }

  private fail(err: Error): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    clearTimeout(pending.timer);
    pending.reject(err);
  }
}

/**
 * `size` runners, each measuring one page at a time: `measure` waits for an idle runner. The budgets measure
 * two pages at once on this two-core machine (the CPU slowdown of each run follows the host's benchmark
 * index measured just before it, under the same load).
 */
export class LighthouseRunnerPool {
  private readonly idle: LighthouseRunner[];
  private readonly waiting: Array<(runner: LighthouseRunner) => void> = [];
  private readonly all: LighthouseRunner[];

  constructor(size: number) {
    this.all = Array.from({ length: size }, () => new LighthouseRunner());
    this.idle = [...this.all];
  }

  async measure<T>(
    request: { url: string; cookies: unknown[]; runs: number },
    timeoutMs: number,
  ): Promise<T[]> {
    const runner =
      this.idle.pop() ?? (await new Promise<LighthouseRunner>((resolve) => this.waiting.push(resolve)));
    try {
      return await runner.measure<T>(request, timeoutMs);
    } finally {
      const next = this.waiting.shift();
      if (next) next(runner);
      else this.idle.push(runner);
    }
  }

  stop(): void {
    for (const runner of this.all) runner.stop();
  }
}
