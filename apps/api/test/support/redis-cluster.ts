// A Redis Cluster of three masters on loopback ports, for the tests of REDIS_CLUSTER_NODES: three
// `redis-server --cluster-enabled yes` processes in a scratch directory, their 16,384 slots split in three
// (CLUSTER ADDSLOTSRANGE) and joined (CLUSTER MEET), as `redis-cli --cluster create` would.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { RedisNode } from '../../src/core/config/redis-config.js';
import { freePort } from './ports.js';

/** Whether this machine has redis-server (CI installs it; a machine without skips the cluster's tests). */
export function hasRedisServer(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A port whose cluster bus port (+10000) is free too. */
async function clusterPort(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (port + 10_000 > 65_535) continue;
    const bus = await new Promise<boolean>((resolve) => {
      const probe = new Redis({ port: port + 10_000, lazyConnect: true, retryStrategy: () => null });
      probe.on('error', () => undefined);
      probe
        .connect()
        .then(
          () => resolve(false),
          () => resolve(true),
        )
        .finally(() => probe.disconnect());
    });
    if (bus) return port;
  }
}

/** Polls `check` until it answers true, for up to `ms`; throws `what` after. */
async function waitFor(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (
    !(await check().catch((err: unknown) => {
      if (err instanceof ServerExited) throw err;
      return false;
    }))
  ) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100)); // between polls of the condition
  }
}

export interface LocalRedisCluster {
  nodes: RedisNode[];
  /** REDIS_CLUSTER_NODES of it. */
  setting: string;
  /** A plain client of each node (not a cluster client), for CLUSTER and PUBSUB questions. */
  clients: Redis[];
  stop(): Promise<void>;
}

/**
 * Starts the cluster, on fresh ports again (3 tries) when a server exits at start: a free port can be
 * taken by another process of a parallel run between its probe and the server's bind (a run beside
 * busy loops waited 30 s for a node that had exited).
 */
export async function startRedisCluster(): Promise<LocalRedisCluster> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce();
    } catch (err) {
      if (!(err instanceof ServerExited) || attempt >= 3) throw err;
    }
  }
}

class ServerExited extends Error {}

async function startOnce(): Promise<LocalRedisCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'p2p-redis-cluster-'));
  const ports: number[] = [];
  while (ports.length < 3) {
    const port = await clusterPort();
    if (!ports.includes(port)) ports.push(port);
  }
  const servers: ChildProcess[] = ports.map((port) =>
    spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        path.join(dir, `nodes-${port}.conf`),
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'no',
        '--cluster-node-timeout',
        '5000',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    ),
  );
  const errors = servers.map(() => '');
  servers.forEach((server, i) => server.stderr?.on('data', (d: Buffer) => (errors[i] += d.toString())));
  /** Throws at once when a server has exited, naming its port and what it said. */
  const alive = () => {
    const i = servers.findIndex((server) => server.exitCode !== null || server.signalCode !== null);
    if (i >= 0) throw new ServerExited(`redis-server on port ${ports[i]} exited: ${errors[i].trim()}`);
  };
  const clients = ports.map((port) => new Redis({ port, host: '127.0.0.1', lazyConnect: true }));
  for (const c of clients) c.on('error', () => undefined);
  const stop = async () => {
    for (const c of clients) c.disconnect();
    await Promise.all(
      servers.map(
        (s) =>
          new Promise<void>((resolve) => {
            if (s.exitCode !== null || s.signalCode !== null) return resolve();
            s.once('exit', () => resolve());
            s.kill('SIGTERM');
          }),
      ),
    );
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const c of clients) {
      await waitFor('a cluster node answers', async () => {
        alive();
        if (c.status === 'wait' || c.status === 'end') await c.connect();
        // A ping to a node not up yet waits in the client's queue: given 2 s, then asked again.
        const pong = await Promise.race([
          c.ping(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000).unref()),
        ]);
        return pong === 'PONG';
      });
    }
    const [first, second, third] = [5460, 10922, 16383];
    await clients[0]!.call('CLUSTER', 'ADDSLOTSRANGE', '0', String(first));
    await clients[1]!.call('CLUSTER', 'ADDSLOTSRANGE', String(first + 1), String(second));
    await clients[2]!.call('CLUSTER', 'ADDSLOTSRANGE', String(second + 1), String(third));
    for (const port of ports.slice(1)) await clients[0]!.call('CLUSTER', 'MEET', '127.0.0.1', String(port));
    for (const c of clients) {
      await waitFor('the cluster is ok', async () =>
        /cluster_state:ok/.test(String(await c.call('CLUSTER', 'INFO'))),
      );
    }
  } catch (err) {
    await stop();
    throw err;
  }
  const nodes = ports.map((port) => ({ host: '127.0.0.1', port }));
  return { nodes, setting: nodes.map((n) => `${n.host}:${n.port}`).join(','), clients, stop };
}
