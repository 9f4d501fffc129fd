// Runs a real Hardhat node as a child process (`hardhat node`, cwd infra/chain) and the JSON-RPC helpers
// tests use on it: mine, snapshot/revert (a reorganisation), automine.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PACKAGE_DIR } from './compile.js';

const require = createRequire(import.meta.url);

export interface DevChain {
  url: string;
  port: number;
  /** The node's process id (tests check that it is gone after `stop`). */
  pid: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** How long to wait for the node to answer (default 30 s). */
  timeoutMs?: number;
}

const READY = /Started HTTP and WebSocket JSON-RPC server at http:\/\/([^:/]+):(\d+)\//;
const running = new Set<ChildProcess>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // A parent that exits without stop() still takes its nodes with it.
  process.once('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
}

function hardhatCli(): string {
  return path.join(path.dirname(require.resolve('hardhat/package.json')), 'internal', 'cli', 'bootstrap.js');
}

/** Calls one JSON-RPC method; throws the node's error message. */
export async function rpc<T = unknown>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

/** Whether a node answers at `url` (eth_chainId), and its chain id. */
export async function probeChain(url: string): Promise<number | null> {
  try {
    return Number(await rpc<string>(url, 'eth_chainId'));
  } catch {
    return null;
  }
}

/** Starts `hardhat node` and resolves once it listens. */
export function startDevChain(opts: StartOptions = {}): Promise<DevChain> {
  const host = opts.host ?? '127.0.0.1';
  const port = opts.port ?? 0;
  const child = spawn(process.execPath, [hardhatCli(), 'node', '--hostname', host, '--port', String(port)], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  installExitHook();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));

  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
    await exited;
    clearTimeout(timer);
  };

  return new Promise<DevChain>((resolve, reject) => {
    let out = '';
    let err = '';
    let ready = false;
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`hardhat node did not start in ${opts.timeoutMs ?? 30_000} ms: ${err.slice(-500)}`));
    }, opts.timeoutMs ?? 30_000);
    // The node logs every call: keep draining its output so it never blocks on a full pipe.
    child.stdout!.on('data', (chunk: Buffer) => {
      if (ready) return;
      out += chunk.toString();
      const m = READY.exec(out);
      if (!m) return;
      ready = true;
      out = '';
      clearTimeout(timer);
      const actualPort = Number(m[2]);
      resolve({ url: `http://${host}:${actualPort}`, port: actualPort, pid: child.pid!, stop });
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      if (err.length < 10_000) err += chunk.toString();
    });
    child.once('exit', (code, signal) => {
      if (ready) return;
      clearTimeout(timer);
      reject(new Error(`hardhat node exited (${code ?? signal}) before it was ready: ${err.slice(-500)}`));
    });
  });
}

/** Mines `blocks` blocks at once. */
export async function mine(url: string, blocks = 1): Promise<void> {
  await rpc(url, 'hardhat_mine', [`0x${blocks.toString(16)}`]);
}

/** Takes a snapshot; the id can be reverted to once. */
export function snapshot(url: string): Promise<string> {
  return rpc<string>(url, 'evm_snapshot');
}

/** Reverts to a snapshot (which is then spent); false when the id is unknown. */
export function revert(url: string, id: string): Promise<boolean> {
  return rpc<boolean>(url, 'evm_revert', [id]);
}

export async function setAutomine(url: string, on: boolean): Promise<void> {
  await rpc(url, 'evm_setAutomine', [on]);
}

export async function blockNumber(url: string): Promise<bigint> {
  return BigInt(await rpc<string>(url, 'eth_blockNumber'));
}
