// The simulation's chain watchers (issue 20): beside the front app (HTTP, the outbox relay, the reads of
// the checks), two API worker apps on the same database, Redis and chain, each with its own watcher. A
// watcher round goes to both, in a seeded random order or both at once; only the holder of the chain's
// writer role (a PostgreSQL advisory lock, chain-writer-lock.ts) indexes, credits and signs. With
// SIM_FAULTS=1 and a built API (apps/api/dist/main.js), a third watcher runs as a real child process
// (API_ROLE=worker, its own watch loop every 100 ms), the way servers are started in e2e/test.
//
// Faults, and which are real:
//  - 'kill watcher (emulated)': EMULATED in this process. The leading app stops at a seeded point of its
//    round (before or after its k-th call to the chain) and never runs another line of it; every
//    PostgreSQL session of the app is terminated (pg_terminate_backend by its application_name: open
//    transactions roll back, the writer lock goes with its session), its SQL pool refuses any later
//    statement, its Redis connection is dropped without QUIT; only then are its resources released
//    (app.close(), whose shutdown hooks find nothing alive to act on). A fresh app takes its place.
//  - 'kill -9 worker process': REAL. The child process gets SIGKILL at a random moment (0-400 ms after
//    a block is mined, so mostly inside a round) and is started again. Its timing is not replayable.
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SqlService } from '../../src/core/infra/db/sql.service.js';
import { RedisService } from '../../src/core/infra/redis.service.js';
import { ChainRegistry } from '../../src/modules/escrow/chain-registry.service.js';
import { ChainWatchService, type WatchRound } from '../../src/modules/escrow/chain-watch.service.js';
import type { ChainSuite } from '../support/escrow-fixtures.js';
import { TEST_LOGIN_PRIVATE_PEM, type TestApi } from '../support/harness.js';
import type { Rng, SimStats } from './world.js';
import { type ChainCall, dying, KilledError } from './dying-adapter.js';
import { twoLeadersError } from './leaders.js';
import { WorkerProcess } from './worker-process.js';

/** A built API to run as a real worker process (made by `pnpm --filter @p2p/api build`). */
export const WORKER_MAIN = new URL('../../dist/main.js', import.meta.url);

/** The application_name of the worker process's database sessions. */
const PROCESS_APP = 'p2p-sim-process';

interface Slot {
  name: string;
  /** The application_name of every database session of this app (what a kill terminates). */
  appName: string;
  api: TestApi;
}

/** The database URL with the application name its sessions show in pg_stat_activity. */
function named(databaseUrl: string, appName: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', appName);
  return url.toString();
}

const roundOf = (api: TestApi): Promise<WatchRound> => api.app.get(ChainWatchService).round('ERC20');

export class Watchers {
  readonly slots: Slot[] = [];
  private generation = 0;
  private process: WorkerProcess | null = null;
  /** Where the worker process's build was copied (removed at the end). */
  private copy: string | null = null;

  constructor(
    private readonly suite: ChainSuite,
    private readonly rng: Rng,
    private readonly stats: SimStats,
    private readonly note: (line: string) => void,
    /** Answers that must not happen (the runner reports each as a violation). */
    private readonly unexpected: string[],
  ) {}

  /** Two in-process watcher apps, and the worker process when asked for and built. */
  async start(withProcess: boolean): Promise<void> {
    for (const name of ['A', 'B']) this.slots.push(await this.boot(name));
    if (!withProcess) return;
    if (!fs.existsSync(WORKER_MAIN)) {
      console.log(`money simulation: no ${WORKER_MAIN.pathname}: no real worker process (build the API)`);
      return;
    }
    // A copy of the build made now, beside it (the same packages resolve): a build made by someone else
    // during the run would give the restarted process code newer than this run's database schema.
    const dist = fileURLToPath(new URL('.', WORKER_MAIN));
    this.copy = path.join(dist, '..', '.sim', String(process.pid));
    fs.cpSync(dist, path.join(this.copy, 'dist'), { recursive: true });
    this.process = new WorkerProcess(path.join(this.copy, 'dist', 'main.js'), this.processEnv());
    await this.process.start();
    this.process.freeze();
  }

  get hasProcess(): boolean {
    return this.process !== null;
  }

  private async boot(name: string): Promise<Slot> {
    this.generation += 1;
    const appName = `p2p-sim-${name}${this.generation}`;
    const api = await this.suite.peer({
      API_ROLE: 'worker',
      DATABASE_URL: named(this.suite.api.config.databaseUrl, appName),
    });
    return { name: `${name}${this.generation}`, appName, api };
  }

  private processEnv(): Record<string, string> {
    const front = this.suite.api.config;
    return {
      ...this.suite.env,
      NODE_ENV: 'test',
      API_ROLE: 'worker',
      CHAIN_WATCH_LOOP: 'true',
      CHAIN_POLL_MS: '100',
      // A process frozen inside a transaction (see `processTurn`) loses that session after 5 s, its locks
      // released, instead of holding up the simulation's calls.
      DATABASE_URL: `${named(front.databaseUrl, PROCESS_APP)}&idle_in_transaction_session_timeout=5000`,
      DATABASE_POOL_SIZE: '4',
      REDIS_URL: front.redisUrl,
      REDIS_PREFIX: front.redisPrefix,
      JWT_SECRET: `test-secret-${front.redisPrefix}-0123456789abcdef`,
      LOGIN_RSA_PRIVATE_KEY: TEST_LOGIN_PRIVATE_PEM,
      BCRYPT_COST: '4',
      LOG_LEVEL: 'warn',
    };
  }

  /**
   * A watcher round: both apps try (one after the other in a seeded order, or both at once); the worker
   * process, when there is one, has its turn before them or after them (see `processTurn`).
   */
  async round(): Promise<void> {
    const together = this.rng.chance(0.2);
    const first = this.rng.int(0, 1);
    const processFirst = this.process !== null && this.rng.chance(0.15);
    if (processFirst) await this.processTurn();
    let led: boolean;
    if (together) {
      const rounds = await Promise.all(this.slots.map((s) => roundOf(s.api)));
      if (rounds.every((r) => r.leader)) throw await this.twoLeaders('at once');
      led = rounds.some((r) => r.leader);
    } else {
      const a = await roundOf(this.slots[first]!.api);
      const b = await roundOf(this.slots[1 - first]!.api);
      if (a.leader && b.leader) throw await this.twoLeaders('one after the other');
      led = a.leader || b.leader;
    }
    if (led) this.count('led by an app in this process');
    // Neither app leads: the worker process holds the role (or takes it now).
    if (!processFirst && !led && this.process) await this.processTurn();
  }

  /**
   * The worker process runs only in its turns (SIGSTOP outside them, SIGCONT in them), so that the
   * checks never read the books while another process writes them. In a turn it tries to lead (up to
   * 250 ms); when it leads, two of its rounds are awaited (the second began in the turn).
   */
  private async processTurn(): Promise<void> {
    const child = this.process!;
    child.thaw();
    try {
      const deadline = Date.now() + 250;
      let leads = await this.processLeads();
      while (!leads && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 30)); // a poll of the writer row while the process boots or tries
        leads = await this.processLeads();
      }
      if (leads) {
        await this.awaitProcessRounds();
        this.count('led by the worker process');
      }
    } finally {
      child.freeze();
    }
  }

  /** The failure of a round that two watchers led, with each app's view of its role and the database's. */
  private twoLeaders(how: string): Promise<Error> {
    const views = this.slots.map((s) => {
      const w = s.api.app.get(ChainWatchService).writer('ERC20');
      return `${s.name} (${s.appName}): lock backend ${w.pid ?? 'none'}, epoch ${w.epoch ?? 'none'}`;
    });
    return twoLeadersError(this.suite.api.prisma, how, views);
  }

  private count(key: string): void {
    this.stats.rounds[key] = (this.stats.rounds[key] ?? 0) + 1;
  }

  /** Whether the worker process holds the writer role (its lock session is alive). */
  private async processLeads(): Promise<boolean> {
    const rows = await this.suite.api.prisma.$queryRaw<{ holder: string }[]>`
      select holder from chain_writers w where chain = 'ERC20' and exists (
        select 1 from pg_stat_activity a where a.pid = w.holder_pid and a.application_name = ${PROCESS_APP})`;
    return rows.length > 0;
  }

  /** Waits until two rounds of another process have ended (the second began after this call). */
  private async awaitProcessRounds(): Promise<void> {
    const watch = this.suite.api.app.get(ChainWatchService);
    let last = (await watch.lastRoundAt('ERC20'))?.getTime() ?? 0;
    let seen = 0;
    const deadline = Date.now() + 20_000;
    while (seen < 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 30)); // a poll of the last round's end, well under a round
      const at = (await watch.lastRoundAt('ERC20'))?.getTime() ?? 0;
      if (at !== last) {
        seen += 1;
        last = at;
      }
    }
    // A leader whose rounds do not end holds the chain still (nothing credited, nothing sent).
    if (seen < 2) this.unexpected.push(`the leading worker process ended ${seen} of 2 rounds within 20 s`);
  }

  /** The in-process app that holds the writer role now, if one does. */
  private leading(): Slot | null {
    return this.slots.find((s) => s.api.app.get(ChainWatchService).writer('ERC20').pid !== null) ?? null;
  }

  /**
   * EMULATED kill of the leading in-process watcher at a seeded point of a round (or at `point`: the
   * first call of that method, before or after it), and a fresh app in its place; false when no
   * in-process app leads.
   */
  async killLeader(
    mine: (blocks: number) => Promise<void>,
    point?: { method: ChainCall; after: boolean },
  ): Promise<boolean> {
    const slot = this.leading();
    if (!slot) return false;
    const k = this.rng.int(1, 12);
    const after = point ? point.after : this.rng.chance(0.5);
    if (this.rng.chance(0.5) && !point) await mine(1); // a block to read: work for the round
    let died!: (where: string) => void;
    const death = new Promise<string>((resolve) => (died = resolve));
    let release!: (err: Error) => void;
    const gate = new Promise<never>((_, reject) => (release = reject));
    gate.catch(() => undefined);
    const registry = slot.api.app.get(ChainRegistry);
    registry.useAdapter(
      dying(registry.adapter('ERC20')!, point?.method ?? k, after, (where) => {
        died(where);
        return gate;
      }),
    );
    const round = roundOf(slot.api).then(
      () => 'the round ended',
      (err: Error) => `the round threw ${err.name}`,
    );
    const where = await Promise.race([death, round.then(() => 'between rounds')]);
    await this.hardStop(slot);
    release(new KilledError(`${slot.name} was killed`));
    let timer: NodeJS.Timeout | undefined;
    const after2 = await Promise.race([
      round,
      new Promise<string>((r) => (timer = setTimeout(() => r('the round never settled'), 10_000))), // a deadline
    ]).finally(() => clearTimeout(timer));
    const key = `kill watcher (emulated) ${where.startsWith('between') ? 'between rounds' : 'in a round'}`;
    this.stats.faults[key] = (this.stats.faults[key] ?? 0) + 1;
    this.note(`${slot.name} killed (emulated) ${where}: ${after2}`);
    await slot.api.app.close().catch(() => undefined);
    const fresh = await this.boot(slot.name[0]!);
    this.slots[this.slots.indexOf(slot)] = fresh;
    this.note(`${fresh.name} started in its place`);
    return true;
  }

  /** What SIGKILL does to the app's connections: every session ends now, nothing reconnects. */
  private async hardStop(slot: Slot): Promise<void> {
    // The pool's sockets destroyed (as the kernel closes a dead process's), later statements refused...
    await slot.api.app.get(SqlService).sql.end({ timeout: 0 });
    // ...and every other session of the app (the writer lock's, Prisma's) ended by the server.
    await this.suite.api.prisma.$queryRaw`
      select pg_terminate_backend(pid)::text from pg_stat_activity
      where application_name = ${slot.appName} and pid <> pg_backend_pid()`;
    slot.api.app.get(RedisService).client.disconnect();
    await slot.api.prisma.$disconnect().catch(() => undefined);
  }

  /** REAL kill -9 of the worker process at a random moment, and a new one started; false without one. */
  async killProcess(mine: (blocks: number) => Promise<void>): Promise<boolean> {
    const child = this.process;
    if (!child) return false;
    const leading = await this.processLeads();
    if (this.rng.chance(0.7)) await mine(1); // a block to read: the process's next round has work
    child.thaw();
    // The moment is real time, not the seed's: somewhere in the process's next few 100 ms rounds.
    await new Promise((r) => setTimeout(r, randomInt(400)));
    const pid = await child.kill9();
    const key = `kill -9 worker process (${leading ? 'leading' : 'standby'})`;
    this.stats.faults[key] = (this.stats.faults[key] ?? 0) + 1;
    this.note(`worker process ${pid} killed with SIGKILL (${leading ? 'it led' : 'standby'}); started again`);
    await child.start();
    child.freeze();
    return true;
  }

  /** Stops the worker process and closes the watcher apps (the front app is the suite's to close). */
  async close(): Promise<void> {
    await this.process?.kill9();
    if (this.copy) fs.rmSync(this.copy, { recursive: true, force: true });
    for (const s of this.slots) await s.api.app.close().catch(() => undefined);
  }
}
