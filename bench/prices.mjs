#!/usr/bin/env node
// Prices benchmark (issue 14): a year of trades' price ticks for 5 coin pairs, rolled up into candles by
// the `prices.rollup` round, then p50/p99 of each range query (GET /order/price/history: 7D, 30D, 3M,
// 6M, 1Y) and of the latest-prices page (GET /order/price/thread/new/page, the 5 pairs), beside plain
// indexed SELECTs of the same run.
//
// What is timed: the built API's own PricesService (apps/api/dist/modules/prices), i.e. the candles read
// and the pair's latest price (24h statistics and the 00:00 UTC base, index range scans of the ticks)
// on the API's SqlService pool, and the mapping to the answers. Not timed: HTTP, the DTO validation (see
// bench/api.mjs for their cost). The catalogue is a stub over the bench database (the API answers the
// pair list from memory and reads the reference prices through Prisma; here plain SQL).
// Baselines of the same run: the primary-key read `SELECT * FROM price_ticks WHERE id = $1`, and one
// range's candles by the candles' primary key without the latest price. For scale, the 1Y answer
// computed from the raw ticks per request (what the rollup avoids) is timed a few times too.
// The rollup is timed as well: the first round over the whole year, and a steady-state round after one
// minute of new trades.
//
// Needs the built API and db package (`pnpm --filter @p2p/db build && pnpm --filter @p2p/api build`) and
// PostgreSQL on 127.0.0.1. Makes its own database p2p_bench_<unique> (migrated and seeded like the tests'
// databases) and drops it at the end, also on Ctrl-C. Environment: BENCH_POSTGRES_URL,
// BENCH_TICKS_PER_DAY (720 a pair, one every 2 minutes), BENCH_ITERATIONS (200 per query), BENCH_KEEP=1
// (keep the database for EXPLAIN ANALYZE; it prints its URL).
import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { percentile } from './lib/common.mjs';
import {
  apiModule,
  benchDatabase,
  benchSteps,
  fmt,
  printTable,
  runServiceBench,
  SEEDED_PAIRS as PAIRS,
  timed,
} from './lib/service-bench.mjs';

const TICKS_PER_DAY = Number(process.env.BENCH_TICKS_PER_DAY ?? 720);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const KEEP = process.env.BENCH_KEEP === '1';
const DAYS = 366;
const RANGES = ['7D', '30D', '3M', '6M', '1Y'];
const steps = benchSteps('prices');
const { log } = steps;

/**
 * A year of ticks up to `asOf` for each pair: TICKS_PER_DAY a day at even spacing plus a random jitter,
 * prices a random walk inside the pair's range (rounded to the pair's price scale), volumes 1 to 500.
 */
async function seed(sql, asOf) {
  const started = performance.now();
  await sql`select setseed(0.42)`;
  const stepMs = Math.floor(86_400_000 / TICKS_PER_DAY);
  const count = DAYS * TICKS_PER_DAY;
  for (const [id, lo, hi] of PAIRS) {
    await sql`
      insert into price_ticks (coin_pair_id, price, volume, order_id, at)
      select ${id},
        round((${lo}::float8 + (${hi}::float8 - ${lo}::float8)
          * (0.5 + 0.45 * sin(g / 5000.0) * cos(g / 777.0) + 0.04 * random()))::numeric, cp.price_scale),
        (1 + floor(random() * 500))::numeric, ${id}::bigint * 100000000 + g,
        ${asOf}::timestamptz
          - make_interval(secs => ((${count}::bigint - g) * ${stepMs}::bigint + floor(random() * ${stepMs})) / 1000.0)
      from generate_series(1, ${count}) g, coin_pairs cp where cp.id = ${id}`;
  }
  await sql`vacuum analyze price_ticks`;
  const [{ n }] = await sql`select count(*)::int as n from price_ticks`;
  log(
    `seeded ${n} ticks (${PAIRS.length} pairs x ${DAYS} days x ${TICKS_PER_DAY}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return n;
}

async function main() {
  const { sql, sqlService } = await benchDatabase(steps, {
    needs: ['modules/prices/prices.service.js'],
    keep: KEEP,
  });
  const { TransactionRunner } = await import(apiModule('core/infra/db/transaction-runner.js'));
  const { PricesRepository } = await import(apiModule('modules/prices/prices.repository.js'));
  const { PricesService } = await import(apiModule('modules/prices/prices.service.js'));
  const runner = new TransactionRunner(sqlService);
  const repo = new PricesRepository(sqlService, sqlService); // the primary for the reads too (no replica)

  // The ticks end one minute ago; asOf is now (the history's newest bucket is the current one).
  const asOf = new Date();
  await seed(sql, new Date(asOf.getTime() - 60_000));

  // The rollup: the whole year in one round, then a round after one minute of new trades.
  const [fullMs, full] = await timed(() =>
    runner.run((tx) => repo.rollUp(tx), { isolation: 'repeatable read' }),
  );
  log(
    `first rollup round: ${full.ticks} ticks -> ${JSON.stringify(full.candles)} candles in ${(fullMs / 1000).toFixed(1)} s`,
  );
  for (const [id] of PAIRS) {
    const perMinute = Math.max(1, Math.round(TICKS_PER_DAY / 1440));
    await sql`
      insert into price_ticks (coin_pair_id, price, volume, order_id, at)
      select ${id}, price, volume, ${id}::bigint * 100000000 + 90000000 + g, ${asOf}::timestamptz - g * interval '1 second'
      from (select price, volume from price_ticks where coin_pair_id = ${id} order by at desc limit 1) last,
        generate_series(1, ${perMinute}) g`;
  }
  await sql`analyze price_ticks`;
  const [stepMs, step] = await timed(() =>
    runner.run((tx) => repo.rollUp(tx), { isolation: 'repeatable read' }),
  );
  const [againMs] = await timed(() => runner.run((tx) => repo.rollUp(tx), { isolation: 'repeatable read' }));
  log(
    `steady-state round (one minute of trades): ${step.ticks} ticks -> ${JSON.stringify(step.candles)} in ` +
      `${fmt(stepMs)} ms; an empty round ${fmt(againMs)} ms`,
  );

  // The catalogue (memory in the API; reference prices a fresh read there, through Prisma).
  const pairs = await sql`
    select cp.id::text as id, c.en_short as "enShort", cp.quote, cp.price_scale as "priceScale"
    from coin_pairs cp join coins c on c.id = cp.coin_id
    where cp.id in ${sql(PAIRS.map(([id]) => id))} order by cp.sort, cp.id`;
  const catalog = {
    enabledPairs: async () => pairs,
    referencePrices: async (ids) => {
      const rows =
        await sql`select id, reference_price::text as price from coin_pairs where id in ${sql(ids)}`;
      return new Map(rows.map((r) => [r.id, r.price]));
    },
  };
  const service = new PricesService(repo, catalog);

  const [{ minId, maxId }] =
    await sql`select min(id)::int as "minId", max(id)::int as "maxId" from price_ticks`;
  const pairOf = (round) => PAIRS[((round % PAIRS.length) + PAIRS.length) % PAIRS.length][0];
  const targets = [
    [
      'baseline: SELECT * FROM price_ticks WHERE id = $1 (primary key)',
      () => sql`select * from price_ticks where id = ${randomInt(minId, maxId)}`,
    ],
    [
      'baseline: 1Y day candles alone (candles primary key)',
      (round) => sql`select * from price_candles where coin_pair_id = ${pairOf(round)} and interval = '1d'
        and bucket_start >= ${new Date(asOf.getTime() - 365 * 86_400_000)} order by bucket_start`,
    ],
    ['latest prices page (5 pairs)', () => service.latestPage({ pageNo: 1, pageSize: 10 }, asOf)],
    ...RANGES.map((range) => [
      `history ${range}`,
      (round) => service.history({ coinPairId: pairOf(round), range }, asOf),
    ]),
  ];

  // Check one answer of each range first.
  for (const range of RANGES) {
    const h = await service.history({ coinPairId: PAIRS[0][0], range }, asOf);
    if (h.candles.length === 0 || h.latest.price === null) throw new Error(`${range}: empty answer`);
    log(`${range}: ${h.candles.length} candles of ${h.interval}`);
  }

  // Warm-up, then every target once per round, round after round (a burst of other work weighs on all).
  const samples = new Map();
  const add = (key, ms) => (samples.get(key) ?? samples.set(key, []).get(key)).push(ms);
  for (let round = -20; round < ITERATIONS; round++) {
    for (const [label, fn] of targets) {
      const [ms] = await timed(() => fn(round));
      if (round >= 0) add(label, ms);
    }
  }
  // For scale: the 1Y answer computed from the raw ticks per request (a few runs: it is slow).
  const naive = [];
  for (let i = 0; i < 5; i++) {
    const [ms] = await timed(
      () => sql`select date_bin('1 day', at, '2000-01-01T00:00:00Z') as day, max(price), min(price),
        sum(volume), sum(price * volume), count(*)
        from price_ticks where coin_pair_id = ${pairOf(i)} and at >= ${new Date(asOf.getTime() - 365 * 86_400_000)}
        group by 1 order by 1`,
    );
    naive.push(ms);
  }

  const stats = (list) => {
    const s = [...list].sort((a, b) => a - b);
    return { p50: percentile(s, 50), p99: percentile(s, 99) };
  };
  const base = stats(samples.get(targets[0][0]));
  const header = ['query', 'p50 ms', 'p99 ms', 'x base p50', 'x base p99'];
  const rows = targets.map(([label]) => {
    const s = stats(samples.get(label));
    return [label, fmt(s.p50), fmt(s.p99), (s.p50 / base.p50).toFixed(1), (s.p99 / base.p99).toFixed(1)];
  });
  const n = stats(naive);
  rows.push([
    'for scale: 1Y from raw ticks per request (5 runs)',
    fmt(n.p50),
    fmt(Math.max(...naive)),
    (n.p50 / base.p50).toFixed(0),
    '-',
  ]);
  log(`${ITERATIONS} calls each, one after another, pool of 10, pairs in turn:`);
  printTable(header, rows);
}

runServiceBench(steps, main, { keep: KEEP });
