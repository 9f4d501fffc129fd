// The money simulation's runner (issue 20): picks `ops` random operations from the seed, runs each,
// relays the outbox, and checks every invariant after every step. A violation is recorded with the seed,
// the step and the trail of what led to it (counted once while the same thing stays broken); the run goes
// on, then settles the chain and checks once more with nothing in flight.
//   SIM_SEED=<n> replays a run; SIM_OPS=<n> sets its length; SIM_FAULTS=1 adds reorganisations at the
//   confirmation depth to those below it, and a real worker process (apps/api/dist/main.js, when built;
//   SIM_PROCESS=0 leaves it out) killed with SIGKILL at random moments. Two watcher apps run side by side
//   in every run, the leading one killed now and then (emulated in this process: watchers.ts).
import { ChainOps } from './chain-ops.js';
import { type Failure, Invariants } from './invariants.js';
import * as money from './money-ops.js';
import * as trade from './trade-ops.js';
import { createWorld, type SimStats, type Violation, type World } from './world.js';

export interface SimOptions {
  seed: number;
  ops: number;
  /** Reorganisations at the confirmation depth and kill -9 of a worker process too (the long run). */
  faults: boolean;
  /** A real worker process beside the in-process watchers (with `faults`, unless SIM_PROCESS=0). */
  process?: boolean;
  /** Where progress lines go (console.log by default). */
  log?: (line: string) => void;
}

export interface SimReport extends SimStats {
  seed: number;
  steps: number;
  seconds: number;
  /** Time in the operations (outbox relayed) and in the invariant checks. */
  operationSeconds: number;
  checkSeconds: number;
  /** Where the run left things: orders by status, payouts by kind and status. */
  outcomes: Record<string, number>;
}

type Op = (w: World, chain: ChainOps, inv: Invariants) => Promise<boolean>;

const OPS: readonly (readonly [string, Op, number])[] = [
  ['create SELL ad', (w) => trade.createAd(w, 'SELL'), 4],
  ['create BUY ad', (w) => trade.createAd(w, 'BUY'), 3],
  ['cancel ad', (w) => trade.cancelAd(w), 1],
  ['pay deposit', (w, c) => money.payDeposit(w, c), 10],
  ['stray payment', (w, c) => money.strayPayment(w, c), 1],
  ['place order', (w) => trade.placeOrder(w), 10],
  ['accept', (w) => trade.accept(w), 7],
  ['decline', (w) => trade.decline(w), 1],
  ['cancel order', (w) => trade.cancelOrder(w), 2],
  ['mark paid', (w) => trade.markPaid(w), 7],
  ['confirm', (w) => trade.confirm(w), 6],
  ['appeal', (w) => trade.appeal(w), 2],
  ['decide appeal', (w) => trade.decide(w), 3],
  ['withdraw appeal', (w) => trade.withdrawAppeal(w), 1],
  ['execute decision', (w) => trade.executeDecision(w), 3],
  ['timeout', (w) => trade.timeout(w), 3],
  ['withdraw', (w) => money.withdraw(w), 3],
  ['mine', (w) => money.mineBlocks(w), 12],
  ['round', (w) => money.round(w), 3],
  ['settle', (w, _c, inv) => money.settle(w, inv), 1],
  ['reorg below depth', (w, c) => money.reorgBelow(w, c), 2],
  ['kill watcher (emulated)', (w) => w.watchers.killLeader((b) => w.mine(b)), 1],
];

const FAULT_OPS: readonly (readonly [string, Op, number])[] = [
  ['reorg at depth', (w, c) => money.reorgAt(w, c), 1],
  // A real process kill: without a worker process this draw gives way to another.
  ['kill -9 worker process', (w) => w.watchers.killProcess((b) => w.mine(b)), 1],
];

/** Reads SIM_SEED / SIM_OPS / SIM_FAULTS (a fresh seed from the clock when none is given). */
export function optionsFromEnv(defaults: { ops: number }): SimOptions {
  const env = process.env;
  const seed = env.SIM_SEED ? Number(env.SIM_SEED) : Date.now() % 2 ** 31;
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`SIM_SEED must be a non-negative integer`);
  const ops = env.SIM_OPS ? Number(env.SIM_OPS) : defaults.ops;
  if (!Number.isInteger(ops) || ops <= 0) throw new Error(`SIM_OPS must be a positive integer`);
  const faults = env.SIM_FAULTS === '1' || env.SIM_FAULTS === 'true';
  return { seed, ops, faults, process: faults && env.SIM_PROCESS !== '0' };
}

export async function runSimulation(opts: SimOptions): Promise<SimReport> {
  const log = opts.log ?? ((line: string) => console.log(line));
  log(
    `money simulation: SIM_SEED=${opts.seed} SIM_OPS=${opts.ops} SIM_FAULTS=${opts.faults ? 1 : 0} SIM_PROCESS=${opts.process ? 1 : 0}`,
  );
  const started = Date.now();
  const w = await createWorld(opts.seed, 6, 2, { process: opts.process ?? false });
  const chain = new ChainOps(w);
  const inv = new Invariants(w);
  const table = opts.faults ? [...OPS, ...FAULT_OPS] : OPS;
  let outcomes: Record<string, number> | undefined;
  let opMs = 0;
  let checkMs = 0;
  // A violation is counted once per key over the run (a surplus that stays shows at every quiet moment);
  // later failures of the same key are counted in `recurrences`.
  const seen = new Set<string>();
  const record = (failures: Failure[]) => {
    for (const f of failures) {
      if (seen.has(f.key)) {
        w.stats.recurrences += 1;
        continue;
      }
      seen.add(f.key);
      const v: Violation = { seed: opts.seed, step: w.step, op: w.op, invariant: f.key, detail: f.detail };
      w.stats.violations.push(v);
      log(
        `VIOLATION seed=${v.seed} step=${v.step} op=${v.op}: ${v.invariant}: ${v.detail}\n  ${w.trail.slice(-12).join('\n  ')}`,
      );
    }
  };
  try {
    for (w.step = 1; w.step <= opts.ops; w.step += 1) {
      await chain.keepSnapshot(3);
      const t0 = Date.now();
      // An operation with nothing to act on gives way to another draw (a few at most).
      for (let draw = 0; draw < 6; draw += 1) {
        const [name, op] = w.rng.weighted(table.map((entry) => [entry, entry[2]] as const));
        w.op = name;
        let done: boolean | 'threw' = false;
        try {
          done = await op(w, chain, inv);
        } catch (err) {
          // Counted apart and shown in the trail; a broken API shows as a 5xx or a failed invariant.
          w.note(`the operation threw: ${(err as Error).message.slice(0, 300)}`);
          done = 'threw';
        }
        if (done === false) continue;
        const key = done === true ? name : `${name} (threw)`;
        w.stats.ops[key] = (w.stats.ops[key] ?? 0) + 1;
        break;
      }
      await w.drain();
      const t1 = Date.now();
      record([...answers(w), ...(await inv.run())]);
      opMs += t1 - t0;
      checkMs += Date.now() - t1;
      if (w.step % 100 === 0)
        log(
          `  step ${w.step}/${opts.ops}: ${w.stats.checks} checks, ${w.stats.violations.length} violations`,
        );
    }
    w.op = 'final settle';
    await money.settle(w, inv);
    record([...answers(w), ...(await inv.run())]);
    if (!(await inv.quiet()))
      record([{ key: 'not-quiet', detail: 'payouts or deposits still in flight at the end' }]);
    outcomes = await outcomesOf(w);
    log(`  milliseconds per check: ${JSON.stringify(inv.ms)}`);
  } finally {
    await w.close();
  }
  const report: SimReport = {
    seed: opts.seed,
    steps: opts.ops,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    operationSeconds: Math.round(opMs / 100) / 10,
    checkSeconds: Math.round(checkMs / 100) / 10,
    ...w.stats,
    outcomes: outcomes ?? {},
  };
  log(summary(report));
  return report;
}

async function outcomesOf(w: World): Promise<Record<string, number>> {
  const rows = await w.api.prisma.$queryRaw<{ k: string; n: number }[]>`
    select 'order ' || status::text as k, count(*)::int as n from orders where maker_id = any(${w.actorIds}) group by 1
    union all
    select 'payout ' || kind::text || ' ' || status::text, count(*)::int from payouts group by 1
    order by 1`;
  return Object.fromEntries(rows.map((r) => [r.k, r.n]));
}

/** 5xx answers and answers that must not happen, as failures (each its own key: counted every time). */
function answers(w: World): Failure[] {
  const out: Failure[] = [
    ...w.serverErrors.map((e, i) => ({ key: `server-error:${w.step}:${i}`, detail: e })),
    ...w.unexpected.map((e, i) => ({ key: `unexpected:${w.step}:${i}`, detail: e })),
  ];
  w.serverErrors.length = 0;
  w.unexpected.length = 0;
  return out;
}

export function summary(r: SimReport): string {
  const faults = Object.values(r.faults).reduce((a, b) => a + b, 0);
  const lines = [
    `money simulation SIM_SEED=${r.seed}: ${r.steps} operations in ${r.seconds} s (operations ${r.operationSeconds} s, checks ${r.checkSeconds} s), ${faults} faults injected, ${r.checks} invariant checks, ${r.violations.length} violations (${r.recurrences} recurrences)`,
    `  operations: ${JSON.stringify(r.ops)}`,
    `  faults: ${JSON.stringify(r.faults)}`,
    `  watcher rounds: ${JSON.stringify(r.rounds)}`,
    `  outcomes: ${JSON.stringify(r.outcomes)}`,
    `  refused (catalogue codes): ${JSON.stringify(r.refused)}`,
  ];
  for (const v of r.violations)
    lines.push(`  VIOLATION step ${v.step} (${v.op}) ${v.invariant}: ${v.detail}`);
  return lines.join('\n');
}
