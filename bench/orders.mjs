#!/usr/bin/env node
// `pnpm bench:orders`: placing orders (POST /c2c/deal/order, issue 12) through the built API's real HTTP
// path, beside pgbench's TPC-B on the same PostgreSQL server in the same run, and 1,000 simultaneous
// placements on one ad with far less left (never oversold). See README.md.
//
// Throughput: 64 clients, each a trader with its own session on its own keep-alive connection placing
// orders one after another on its own ad (a published, online MANUAL SELL ad of its own advertiser), so
// no two clients wait for the same rows. Each order is the whole placement: the session check, the
// validation, the readiness and ban checks, the taker's advisory lock, the ad's row lock, the limits,
// the payment-method snapshot, the order row, the ad's quantity, the first event of the hash chain, the
// NEW_ORDER and deadline outbox rows, the commit, and the order read back for the answer. The timed
// seconds are split into rounds taken in turn with pgbench (orders, TPC-B, orders, TPC-B), so a burst
// of other work on this shared machine weighs on both alike.
//
// Oversell: 1,000 traders, each with a session and a connection of its own, place 1 USDT at the same
// moment on one ad with BENCH_OVERSELL_LEFT (100) left; then the ad's remaining quantity and its orders
// are counted in SQL.
//
// Needs the built API and db package (`pnpm --filter @p2p/db build && pnpm --filter @p2p/api build`),
// PostgreSQL and Redis on 127.0.0.1, and pgbench. Makes p2p_bench_<unique> (migrated like the tests'),
// p2p_bench_<unique>_pgbench and a Redis prefix of its own, and drops them at the end, also on Ctrl-C.
// Settings: BENCH_CLIENTS (64), BENCH_SECONDS (16, per target), BENCH_ROUNDS (2), BENCH_PGBENCH_SCALE
// (64: one TPC-B branch per client), BENCH_OVERSELL_TAKERS (1000), BENCH_OVERSELL_LEFT (100),
// BENCH_POOL_SIZE (the API's DATABASE_POOL_SIZE, default its own 10), BENCH_POSTGRES_URL,
// BENCH_REDIS_URL, BENCH_API_DIST, BENCH_API_LOG_LEVEL (silent; e.g. `error` to see a 500's cause),
// BENCH_API_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`), BENCH_LIGHT_CLIENTS (8: a round below
// saturation); `--json` prints the figures too.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { deleteRedisPrefix, freePort, percentile, withDatabase } from './lib/common.mjs';
import { addCpu, cpuReading, cpuUsed } from './lib/cpu.mjs';
import { createBenchDatabase } from './lib/database.mjs';
import {
  capturePlacements,
  floorScript,
  parameterTypes,
  replayFloor,
  seedFloorClients,
} from './lib/order-floor.mjs';
import * as world from './lib/order-world.mjs';
import {
  openSessions,
  securityPasswordHash,
  seedSellAds,
  seedTraders,
  startApi,
  usdtPair,
} from './lib/order-world.mjs';
import { loadRound, oversell, post, printOrderTable as printTable, serviceRound } from './lib/order-load.mjs';
import { pgbenchInit, pgbenchTpcb } from './lib/pgbench.mjs';
import { benchApiEnv, loopbackOnly, root } from './lib/setup.mjs';
import { benchSteps } from './lib/service-bench.mjs';

const SERVER_URL = loopbackOnly(
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  'BENCH_POSTGRES_URL',
);
const REDIS_URL = loopbackOnly(process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379', 'BENCH_REDIS_URL');
const API_DIST = path.resolve(process.env.BENCH_API_DIST ?? path.join(root, 'apps/api/dist'));
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PGBENCH_SCALE = Number(process.env.BENCH_PGBENCH_SCALE ?? 64);
const OVERSELL_TAKERS = Number(process.env.BENCH_OVERSELL_TAKERS ?? 1000);
/** A round below saturation: what one order takes when it does not queue behind 63 others. */
const LIGHT_CLIENTS = Number(process.env.BENCH_LIGHT_CLIENTS ?? 8);
const OVERSELL_LEFT = Number(process.env.BENCH_OVERSELL_LEFT ?? 100);
/**
 * Goals of issue 28: orders/s at 64 clients at least 0.25 of pgbench's TPC-B TPS and 0.6 of the statement
 * floor's (the placement's own statements replayed by pgbench), p99 under 50 ms at 8 clients.
 */
const GOAL_RATIO = 0.25;
const GOAL_FLOOR_RATIO = 0.6;
const GOAL_P99_MS = 50;
const RUN_LIMIT_MS = (300 + 3 * SECONDS) * 1000;

// The figures go to stdout, the log to stderr.
const steps = benchSteps('orders', process.stderr);
const { log, cleanups, cleanUp } = steps;

const fmt = (n, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits }) : 'n/a';

async function main() {
  for (const file of ['main.js', 'modules/orders/orders.controller.js']) {
    if (!fs.existsSync(path.join(API_DIST, file)))
      throw new Error('build first: pnpm --filter @p2p/api build');
  }
  const db = await createBenchDatabase({ serverUrl: SERVER_URL, log });
  cleanups.push(() => db.drop());
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => undefined });
  const pgbenchDb = `${db.name}_pgbench`;
  await admin`CREATE DATABASE ${admin(pgbenchDb)}`;
  cleanups.push(async () => {
    await admin`DROP DATABASE IF EXISTS ${admin(pgbenchDb)} WITH (FORCE)`;
    await admin.end({ timeout: 5 });
  });
  const sql = postgres(db.url, { max: 4, onnotice: () => undefined });
  cleanups.push(() => sql.end({ timeout: 5 }));

  const port = await freePort();
  const redisPrefix = `p2p_bench_${db.unique}:`;
  const env = benchApiEnv({ port, databaseUrl: db.url, redisUrl: REDIS_URL, redisPrefix });
  if (process.env.BENCH_POOL_SIZE) env.DATABASE_POOL_SIZE = process.env.BENCH_POOL_SIZE;
  if (process.env.BENCH_API_LOG_LEVEL) env.LOG_LEVEL = process.env.BENCH_API_LOG_LEVEL;
  cleanups.push(() => deleteRedisPrefix(REDIS_URL, redisPrefix));

  const seeded = performance.now();
  const hash = await securityPasswordHash(API_DIST);
  const pair = await usdtPair(sql);
  const makers = await seedTraders(sql, { tag: 'mk', count: CLIENTS + 1, online: true, hash });
  const ads = await seedSellAds(sql, { makerIds: makers.slice(0, CLIENTS), pair, quantity: '1000000000' });
  const [oversellAd] = await seedSellAds(sql, {
    makerIds: makers.slice(CLIENTS),
    pair,
    quantity: OVERSELL_LEFT,
  });
  // The load's takers keep every order open: their pending and initiated limits are lifted.
  const loadTakers = await seedTraders(sql, { tag: 'tk', count: CLIENTS, hash, limit: 1_000_000 });
  const rushTakers = await seedTraders(sql, { tag: 'rt', count: OVERSELL_TAKERS, hash });
  const sessions = await openSessions(sql, env.JWT_SECRET, [...loadTakers, ...rushTakers]);
  await sql`vacuum analyze`;
  log(
    `seeded ${CLIENTS + 1} advertisers with an ad each, ${CLIENTS + OVERSELL_TAKERS} takers with a session ` +
      `in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
  const pgbenchUrl = withDatabase(SERVER_URL, pgbenchDb);
  log(`pgbench -i -s ${PGBENCH_SCALE} ...`);
  await pgbenchInit(pgbenchUrl, { scale: PGBENCH_SCALE });

  // The statement floor (issue 28): one placement's statements captured through a proxy from an API of
  // its own (started and stopped before the measured one), on the floor's own ads and takers.
  const floorClients = await seedFloorClients(sql, {
    count: CLIENTS,
    hash,
    secret: env.JWT_SECRET,
    pair,
    world,
  });
  const capturePort = await freePort();
  const captured = await capturePlacements({
    dbUrl: db.url,
    clients: floorClients,
    log,
    startApi: (databaseUrl) =>
      startApi({
        root,
        apiDist: API_DIST,
        env: { ...env, DATABASE_URL: databaseUrl, PORT: String(capturePort) },
        port: capturePort,
      }),
  });
  const floor = floorScript(captured, await parameterTypes(sql, captured.a.statements));
  log(
    `floor script: ${floor.statements} statements, ${floor.variables} parameters made variables, ` +
      `${floor.kept} kept at the first placement's value`,
  );
  if (process.env.BENCH_FLOOR_SCRIPT) fs.writeFileSync(process.env.BENCH_FLOOR_SCRIPT, floor.script);

  log(`starting the API on 127.0.0.1:${port} ...`);
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const api = await startApi({ root, apiDist: API_DIST, env: { ...env }, port, nodeArgs });
  cleanups.push(() => api.stop());

  const clients = ads.map((ad, i) => {
    const dto = { adId: ad.adId, quantity: '1', unitPrice: '1', paymentMethodId: ad.methodId };
    return {
      userId: sessions[i].userId,
      token: sessions[i].token,
      agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
      dto,
      body: JSON.stringify(dto),
    };
  });
  cleanups.push(async () => clients.forEach((c) => c.agent.destroy()));
  // One answer first: a refusal would make the figures meaningless.
  const first = await post(api.baseUrl, clients[0].agent, clients[0].token, clients[0].body);
  if (first.status !== 200 || first.data?.status !== 'WAIT_SELLER_ACCEPT') {
    throw new Error(
      `the first order answered ${first.status} ${JSON.stringify(first.parsed)?.slice(0, 400)}`,
    );
  }
  log(`warm-up: 2 s with ${CLIENTS} clients ...`);
  const warm = await loadRound(api.baseUrl, clients, 2000);

  const perRound = SECONDS / ROUNDS;
  const orderRounds = [];
  let cpu = {};
  const pgRounds = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    log(`round ${round}/${ROUNDS}: POST /c2c/deal/order, ${perRound} s with ${CLIENTS} clients ...`);
    const cpuBefore = cpuReading({ api: api.child.pid });
    orderRounds.push(await loadRound(api.baseUrl, clients, perRound * 1000));
    cpu = addCpu(cpu, cpuUsed(cpuBefore, cpuReading({ api: api.child.pid })));
    log(`round ${round}/${ROUNDS}: pgbench TPC-B -c ${CLIENTS} -j 2 -T ${perRound} ...`);
    pgRounds.push(await pgbenchTpcb(pgbenchUrl, { clients: CLIENTS, threads: 2, seconds: perRound }));
  }

  log(`light load: POST /c2c/deal/order, ${perRound} s with ${LIGHT_CLIENTS} clients ...`);
  const light = await loadRound(api.baseUrl, clients.slice(0, LIGHT_CLIENTS), perRound * 1000);
  const lightLat = [...light.latencies].sort((a, b) => a - b);

  const placed = orderRounds.reduce((a, r) => a + r.placed, 0);
  const orderSeconds = orderRounds.reduce((a, r) => a + r.seconds, 0);
  const orderLat = orderRounds.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const refused = new Map();
  for (const r of orderRounds) for (const [k, n] of r.refused) refused.set(k, (refused.get(k) ?? 0) + n);
  const refusedCount = [...refused.values()].reduce((a, n) => a + n, 0);
  const ordersPerS = placed / orderSeconds;
  const tps = pgRounds.reduce((a, r) => a + r.tps, 0) / pgRounds.length;
  const pgLat = pgRounds.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const ratio = ordersPerS / tps;
  const p99 = percentile(orderLat, 99);
  // Every placed order took its quantity from its ad, and nothing else did.
  const [check] = await sql`
    select (select count(*)::int from orders where ad_id = any(${ads.map((a) => a.adId)}::bigint[])) as orders,
      (select sum(total_quantity - remaining_quantity)::text from ads
        where id = any(${ads.map((a) => a.adId)}::bigint[])) as taken`;

  log(`oversell: ${OVERSELL_TAKERS} simultaneous placements on one ad with ${OVERSELL_LEFT} left ...`);
  const rush = await oversell(api.baseUrl, sql, oversellAd, sessions.slice(CLIENTS), { log, cleanups });
  await api.stop();
  const {
    tps: floorTps,
    latencies: floorLat,
    failed: floorFailed,
    cpu: floorCpu,
  } = await replayFloor(db.url, {
    clients: CLIENTS,
    seconds: perRound,
    rounds: ROUNDS,
    script: floor.script,
    log,
  });
  const floorRatio = ordersPerS / floorTps;
  log(`service path: PlaceOrderService.place in this process, ${perRound} s with ${CLIENTS} callers ...`);
  const service = await serviceRound(API_DIST, env, clients, perRound * 1000);

  console.log('');
  const goal = `>= ${GOAL_RATIO} ${ratio >= GOAL_RATIO ? 'met' : 'MISSED'}, x floor ${floorRatio.toFixed(2)} >= ${GOAL_FLOOR_RATIO} ${floorRatio >= GOAL_FLOOR_RATIO ? 'met' : 'MISSED'}`;
  printTable([
    [
      `POST /c2c/deal/order (${CLIENTS} clients)`,
      fmt(ordersPerS),
      fmt(percentile(orderLat, 50), 1),
      fmt(p99, 1),
      fmt(orderLat.at(-1), 1),
      fmt(placed),
      String(refusedCount),
      ratio.toFixed(2),
      goal,
    ],
    [
      `POST /c2c/deal/order (${LIGHT_CLIENTS} clients)`,
      fmt(light.placed / light.seconds),
      fmt(percentile(lightLat, 50), 1),
      fmt(percentile(lightLat, 99), 1),
      fmt(lightLat.at(-1), 1),
      fmt(light.placed),
      String([...light.refused.values()].reduce((a, n) => a + n, 0)),
      (light.placed / light.seconds / tps).toFixed(2),
      `below saturation: p99 < ${GOAL_P99_MS} ${percentile(lightLat, 99) < GOAL_P99_MS ? 'met' : 'MISSED'}`,
    ],
    [
      `pgbench TPC-B (-c ${CLIENTS} -j 2, -s ${PGBENCH_SCALE})`,
      fmt(tps),
      fmt(percentile(pgLat, 50), 1),
      fmt(percentile(pgLat, 99), 1),
      fmt(pgLat.at(-1), 1),
      fmt(pgLat.length),
      String(pgRounds.reduce((a, r) => a + r.failed, 0)),
      '1.00',
      '',
    ],
    [
      `statement floor (pgbench -f, ${CLIENTS} clients)`,
      fmt(floorTps),
      fmt(percentile(floorLat, 50), 1),
      fmt(percentile(floorLat, 99), 1),
      fmt(floorLat.at(-1), 1),
      fmt(floorLat.length),
      String(floorFailed),
      (floorTps / tps).toFixed(2),
      `${floor.statements} statements of one placement`,
    ],
    [
      `PlaceOrderService.place (${CLIENTS} callers)`,
      fmt(service.placed / service.seconds),
      fmt(percentile(service.latencies, 50), 1),
      fmt(percentile(service.latencies, 99), 1),
      fmt(service.latencies.at(-1), 1),
      fmt(service.placed),
      String(service.refused),
      (service.placed / service.seconds / tps).toFixed(2),
      'in process, no HTTP',
    ],
  ]);
  if (refusedCount > 0) log(`refused orders (status/code): ${JSON.stringify(Object.fromEntries(refused))}`);
  // Each order took 1: the orders are the first one, the warm-up's, the rounds' and the light round's.
  const answered = placed + 1 + warm.placed + light.placed;
  const floorOrders = floorLat.length;
  const floorPerOrder = (seconds) => `${fmt((seconds * 1000) / floorOrders, 2)} ms`;
  const countsMatch = check.orders === answered && Number(check.taken) === check.orders;
  console.log(
    `orders on the load's ads in the database: ${check.orders} (answered 200: ${answered}), ` +
      `quantity taken from the ads: ${Number(check.taken)} (${countsMatch ? 'all equal' : 'NOT EQUAL'})`,
  );
  const perOrder = (seconds) => `${fmt((seconds * 1000) / placed, 2)} ms`;
  const other = cpu.machineBusy - cpu.api - cpu.postgres - cpu.self;
  console.log(
    `API process CPU during the order rounds: ${fmt((cpu.api / orderSeconds) * 100)}% of one core, ` +
      `${fmt((cpu.api * 1000) / placed, 1)} ms per order; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} ` +
      `on ${os.cpus().length} cores`,
  );
  console.log(
    `CPU per order during the order rounds: API ${perOrder(cpu.api)}, PostgreSQL ${perOrder(cpu.postgres)}, ` +
      `the load's clients (this process) ${perOrder(cpu.self)}, anything else ${perOrder(Math.max(0, other))}; ` +
      `the machine ${fmt((100 * cpu.machineBusy) / cpu.machineAll)}% busy (${perOrder(cpu.machineBusy)} per order ` +
      `of its ${os.cpus().length} cores)`,
  );
  console.log(
    `CPU per order of the statement floor: PostgreSQL ${floorPerOrder(floorCpu.postgres)}, pgbench and anything ` +
      `else ${floorPerOrder(Math.max(0, floorCpu.machineBusy - floorCpu.postgres - floorCpu.self))}; ` +
      `HTTP orders/s ${fmt(floorRatio, 2)} of the floor's`,
  );
  const codes = [...rush.codes].map(([c, n]) => `${n} x ${c}`).join(', ');
  console.log(
    `oversell: ${OVERSELL_TAKERS} simultaneous placements of 1 on one ad with ${OVERSELL_LEFT} left, ` +
      `answered in ${(rush.wall / 1000).toFixed(2)} s (p50 ${fmt(rush.p50)} ms, max ${fmt(rush.max)} ms): ${codes}; ` +
      `in SQL ${rush.orders} orders for ${Number(rush.ordered)}, ${Number(rush.remaining)} left of ` +
      `${Number(rush.total)}: ` +
      `${rush.oversold} oversold${rush.consistent ? '' : ' (answers other than 200/5004, or counts that DISAGREE)'}`,
  );
  if (process.argv.includes('--json')) {
    console.log(
      JSON.stringify(
        {
          orders: { perS: ordersPerS, placed, p50: percentile(orderLat, 50), p99, refused: refusedCount },
          pgbench: { tps, p50: percentile(pgLat, 50), p99: percentile(pgLat, 99) },
          service: {
            perS: service.placed / service.seconds,
            p50: percentile(service.latencies, 50),
            p99: percentile(service.latencies, 99),
            refused: service.refused,
          },
          ratio,
          floor: {
            perS: floorTps,
            p50: percentile(floorLat, 50),
            p99: percentile(floorLat, 99),
            ratio: floorRatio,
            postgresCpuMsPerOrder: (floorCpu.postgres * 1000) / floorOrders,
          },
          light: {
            clients: LIGHT_CLIENTS,
            perS: light.placed / light.seconds,
            p50: percentile(lightLat, 50),
            p99: percentile(lightLat, 99),
          },
          apiCpuMsPerOrder: (cpu.api * 1000) / placed,
          cpuMsPerOrder: Object.fromEntries(Object.entries(cpu).map(([k, v]) => [k, (v * 1000) / placed])),
          oversell: { ...rush, codes: Object.fromEntries(rush.codes) },
        },
        null,
        2,
      ),
    );
  }
  const ok =
    refusedCount === 0 &&
    light.refused.size === 0 &&
    service.refused === 0 &&
    floorFailed === 0 &&
    countsMatch &&
    rush.oversold === 0 &&
    rush.consistent;
  process.exitCode = ok ? 0 : 1;
}

const limit = setTimeout(() => {
  log(`over the ${RUN_LIMIT_MS / 1000} s limit: stopping`);
  void cleanUp().finally(() => process.exit(1));
}, RUN_LIMIT_MS);
limit.unref();
steps.onSignals(['SIGINT', 'SIGTERM']);

main()
  .catch((err) => {
    console.error(`[bench:orders] ${err.stack ?? err}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    clearTimeout(limit);
    log('dropping the bench databases and Redis keys ...');
    await cleanUp();
  });
