// The built API (dist/main.js) as a child process, as operators run it: the tests of many processes
// (scale/processes) and of traces (scale/tracing) start it with their own environment.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeChainFile } from '@p2p/devchain';
import type { TestApi } from './harness.js';
import { TEST_LOGIN_PRIVATE_PEM } from './test-config.js';
import { workerChain } from './worker-chain.js';

export const MAIN = new URL('../../dist/main.js', import.meta.url);

/** One process of the built API; its last output lines kept for the failure message. */
export class ApiProcess {
  readonly output: string[] = [];
  private child: ChildProcess | null = null;

  constructor(
    readonly name: string,
    private readonly env: Record<string, string>,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** For a failure message: running or how it ended, and its last output lines. */
  describe(): { name: string; state: string; output: string[] } {
    const c = this.child;
    const state = !c
      ? 'not started'
      : c.exitCode !== null || c.signalCode !== null
        ? `exited (${c.exitCode ?? c.signalCode})`
        : 'running';
    return { name: this.name, state, output: this.output.slice(-10) };
  }

  /** Starts it and waits until it says it runs; throws if it exits or stays silent for 90 s. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, [MAIN.pathname], {
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let ready!: () => void;
    const running = new Promise<void>((resolve) => (ready = resolve));
    const keep = (data: Buffer) => {
      const lines = data.toString().split('\n').filter(Boolean);
      if (lines.some((l) => /API listening|API worker running/.test(l))) ready();
      this.output.push(...lines);
      this.output.splice(0, Math.max(0, this.output.length - 40));
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    let timer: NodeJS.Timeout | undefined;
    const failed = new Promise<never>((_, reject) => {
      child.once('exit', (code) =>
        reject(new Error(`${this.name} exited (${code}): ${this.output.slice(-15).join('\n')}`)),
      );
      // A deadline for the start, not a wait: the processes start side by side on a loaded machine.
      timer = setTimeout(() => reject(new Error(`${this.name} did not start within 90 s`)), 90_000);
    });
    failed.catch(() => undefined);
    await Promise.race([running, failed]).finally(() => clearTimeout(timer));
  }

  /** SIGKILL (a crash), then waits until it is gone. */
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  }

  /** SIGTERM, as an orchestrator stops it, then waits until it is gone. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000); // a deadline for a clean stop
    await gone;
    clearTimeout(killer);
  }
}

/** Polls `read` until `done` holds, for up to `ms`; answers the last value read. */
export async function until<T>(read: () => Promise<T> | T, done: (v: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100)); // between polls of the condition
    value = await read();
  }
  return value;
}

/**
 * The environment of a process on the fixtures' database and Redis, and on the worker's local chain
 * (its deployment written to a chain file in `chainDir`, which the caller removes). The chain's books are
 * emptied first (as startChainSuite): the test files of a worker share its database.
 */
export async function processEnvironment(
  fixtures: TestApi,
): Promise<{ env: Record<string, string>; chainDir: string }> {
  const { chain, deployment } = await workerChain();
  await fixtures.prisma.$executeRaw`
    truncate payout_attempts, chain_nonces, chain_writers, payouts, chain_transfers, deposit_intents,
      chain_blocks, chain_cursors`;
  const chainDir = fs.mkdtempSync(path.join(os.tmpdir(), 'p2p-processes-'));
  const chainFile = path.join(chainDir, 'chain.json');
  writeChainFile(deployment, chainFile);
  const config = fixtures.config;
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: config.databaseUrl,
    DATABASE_POOL_SIZE: '4',
    REDIS_URL: config.redisUrl,
    REDIS_PREFIX: config.redisPrefix,
    JWT_SECRET: `test-secret-${config.redisPrefix}-0123456789abcdef`,
    LOGIN_RSA_PRIVATE_KEY: TEST_LOGIN_PRIVATE_PEM,
    BCRYPT_COST: '4',
    LOG_LEVEL: 'warn',
    EVM_RPC_URL: chain.url,
    CHAIN_FILE: chainFile,
    CHAIN_POLL_MS: '200',
  };
  return { env, chainDir };
}
