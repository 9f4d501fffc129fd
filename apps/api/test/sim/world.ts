// The money simulation's world (issue 20): a seeded generator, the local chain and API of the escrow
// suites, a handful of funded traders ready to trade, an appeal officer, and the calls they make over
// HTTP. Every answer of the API passes through `call`, which notes any 5xx (bad input never answers 500).
import type { DevKey } from '@p2p/devchain';
import { mine } from '@p2p/devchain';
import request from 'supertest';
import { OutboxRelayService } from '../../src/core/outbox/outbox-relay.service.js';
import { fitting, newPair } from '../ads/ads-fixtures.js';
import { type ChainSuite, startChainSuite } from '../support/escrow-fixtures.js';
import type { TestApi } from '../support/harness.js';
import { staffToken } from '../support/staff-access.js';
import { Watchers } from './watchers.js';

/** mulberry32: a tiny seeded generator, the same sequence for the same seed on every machine. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    if (xs.length === 0) throw new Error('pick from an empty list');
    return xs[Math.floor(this.next() * xs.length)]!;
  }
  /** One of `entries` with probability proportional to its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }
}

export type CoinName = 'MEC' | 'USDT';
export const COINS: readonly CoinName[] = ['MEC', 'USDT'];

export interface Actor {
  name: string;
  userId: bigint;
  token: string;
  wallet: DevKey;
  /** A payment method of the trader (what a SELL ad offers, or what a BUY ad's seller is paid by). */
  method: string;
}

export interface Violation {
  seed: number;
  step: number;
  op: string;
  invariant: string;
  detail: string;
}

export interface SimStats {
  ops: Record<string, number>;
  /** Calls the API refused with a catalogue code, by op and code (legitimate refusals, not violations). */
  refused: Record<string, number>;
  faults: Record<string, number>;
  /** Watcher rounds by who led them (an app in the test process, the worker process). */
  rounds: Record<string, number>;
  /** Individual invariant evaluations. */
  checks: number;
  violations: Violation[];
  /** Failures of a key already counted as a violation. */
  recurrences: number;
}

export interface CallResult {
  status: number;
  code: string;
  data: Record<string, unknown> & { id?: string };
}

/** How many blocks make a transfer final (CHAIN_CONFIRMATIONS). */
export const CONFIRMATIONS = 3;

/** Windows long enough that no real-time timer fires during a run: the simulation fires deadlines itself. */
const SIM_ENV = {
  CHAIN_CONFIRMATIONS: String(CONFIRMATIONS),
  ORDER_ACCEPT_MINUTES: '1440',
  ORDER_DEPOSIT_MINUTES: '1440',
  ORDER_PAY_MINUTES: '1440',
  ORDER_CONFIRM_MINUTES: '1440',
  ORDER_ESCALATION_MINUTES: '1440',
  ORDER_APPEAL_EXECUTION_MINUTES: '1440',
  DEPOSIT_TTL_MINUTES: '1440',
};

export class World {
  readonly stats: SimStats = {
    ops: {},
    refused: {},
    faults: {},
    rounds: {},
    checks: 0,
    violations: [],
    recurrences: 0,
  };
  /** The last lines of what the simulation did (shown with a violation). */
  readonly trail: string[] = [];
  /** 5xx answers seen since the runner last looked. */
  readonly serverErrors: string[] = [];
  /** Answers that must not happen (a wrong password accepted), since the runner last looked. */
  readonly unexpected: string[] = [];
  step = 0;
  op = '';
  /** The chain watchers: two apps beside the front one (and a worker process in the long run). */
  watchers!: Watchers;

  constructor(
    readonly seed: number,
    readonly rng: Rng,
    readonly suite: ChainSuite,
    readonly actors: Actor[],
    /** Traders who never post ads or take orders: they pay in with no deposit and withdraw. */
    readonly savers: Actor[],
    readonly officer: { token: string },
    readonly pairs: Record<CoinName, number>,
    readonly coinIds: Record<CoinName, number>,
  ) {}

  get api(): TestApi {
    return this.suite.api;
  }

  get everyone(): Actor[] {
    return [...this.actors, ...this.savers];
  }

  get actorIds(): bigint[] {
    return this.everyone.map((a) => a.userId);
  }

  actor(userId: bigint | string): Actor {
    const found = this.everyone.find((a) => a.userId === BigInt(userId));
    if (!found) throw new Error(`user ${String(userId)} is not one of the simulation's traders`);
    return found;
  }

  note(line: string): void {
    this.trail.push(`#${this.step} ${this.op}: ${line}`);
    if (this.trail.length > 40) this.trail.shift();
  }

  /** One HTTP call with a bearer token; a 5xx is noted, a refusal counted under the op and its code. */
  async call(method: 'get' | 'post', path: string, token: string, body?: object): Promise<CallResult> {
    const agent = request(this.api.http);
    const url = `/api${path}`;
    const req = (method === 'post' ? agent.post(url) : agent.get(url)).set({
      Authorization: `Bearer ${token}`,
    });
    const res = method === 'post' ? await req.send(body ?? {}) : await req;
    const code = String((res.body as { code?: unknown })?.code ?? res.status);
    if (res.status >= 500) this.serverErrors.push(`${method.toUpperCase()} ${path} -> ${res.status} ${code}`);
    else if (code !== '200') {
      const key = `${this.op}:${code}`;
      this.stats.refused[key] = (this.stats.refused[key] ?? 0) + 1;
    }
    const data = ((res.body as { data?: unknown })?.data ?? {}) as CallResult['data'];
    return { status: res.status, code, data };
  }

  post(who: { token: string }, path: string, body?: object): Promise<CallResult> {
    return this.call('post', path, who.token, body);
  }

  get(who: { token: string }, path: string): Promise<CallResult> {
    return this.call('get', path, who.token);
  }

  /** Hands what the outbox holds to its consumers until nothing is left (listeners write more rows). */
  async drain(): Promise<void> {
    const relay = this.api.app.get(OutboxRelayService);
    for (let i = 0; i < 10; i += 1) if ((await relay.drain()) === 0) return;
  }

  /** One watcher round (index, credit, send, track) by whichever watcher leads, then the outbox. */
  async round(): Promise<void> {
    await this.watchers.round();
    await this.drain();
  }

  /** Closes the watchers, then the front app, the chain and what the suite made. */
  async close(): Promise<void> {
    try {
      await this.watchers?.close();
    } finally {
      await this.suite.close();
    }
  }

  async mine(blocks: number): Promise<void> {
    await mine(this.suite.chain.url, blocks);
  }

  decimals(coin: CoinName): number {
    return coin === 'MEC' ? 18 : 6;
  }

  tokenAddress(coin: CoinName): string {
    return this.suite.deployment.tokens[coin].address;
  }

  coinOf(coinId: number | null): CoinName {
    return coinId === this.coinIds.MEC ? 'MEC' : 'USDT';
  }
}

/**
 * Starts the chain, the front API and the watchers (`process`: a real worker process too, when built),
 * makes funded traders and savers and an appeal officer.
 */
export async function createWorld(
  seed: number,
  traders = 6,
  savers = 2,
  opts: { process?: boolean } = {},
): Promise<World> {
  const suite = await startChainSuite(SIM_ENV);
  const api = suite.api;
  // Both pairs are quoted in one coin of the world's own, so each trader's one on-chain method fits both
  // (issue 24: a method receives the pair's quote currency, 5040 otherwise).
  const mecPair = await newPair(api, 'MEC');
  const usdtPair = await newPair(api, 'USDT', { quote: mecPair.quote });
  const actors: Actor[] = [];
  for (let i = 0; i < traders + savers; i += 1) {
    const t = await suite.trader();
    await api.prisma.user.update({
      where: { id: t.userId },
      data: { usdtAddress: t.wallet.address, chainType: 'ERC20', online: true },
    });
    const method = await api.factories.newPaymentMethod(t.userId, fitting(mecPair.quote));
    actors.push({
      name: i < traders ? `t${i}` : `s${i - traders}`,
      userId: t.userId,
      token: t.token,
      wallet: t.wallet,
      method: String(method.id),
    });
  }
  const officer = await staffToken(api, 'APPEAL_OFFICER');
  const pairs = { MEC: mecPair.id, USDT: usdtPair.id };
  const coinIds = {
    MEC: (await api.factories.coin('MEC')).id,
    USDT: (await api.factories.coin('USDT')).id,
  };
  const rng = new Rng(seed);
  const w = new World(
    seed,
    rng,
    suite,
    actors.slice(0, traders),
    actors.slice(traders),
    officer,
    pairs,
    coinIds,
  );
  w.watchers = new Watchers(suite, rng, w.stats, (line) => w.note(line), w.unexpected);
  try {
    await w.watchers.start(opts.process ?? false);
    // The funding is buried deeper than any reorganisation the simulation makes.
    await mine(suite.chain.url, CONFIRMATIONS + 2);
    await w.round();
  } catch (err) {
    await w.close();
    throw err;
  }
  return w;
}
