#!/usr/bin/env node
// `pnpm bench:api`: requests/s and p50/p99 latency of the built API on its own database, beside
// pgbench select-only in the same run. See README.md.
import { startBare404 } from './lib/bare-server.mjs';
import { cpuSeconds, postgresCpuSeconds } from './lib/cpu.mjs';
import { load } from './lib/http-load.mjs';
import { pgbenchSelectOnly } from './lib/pgbench.mjs';
import { checkBuilt, loopbackOnly, setUp } from './lib/setup.mjs';

const SERVER_URL = loopbackOnly(
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  'BENCH_POSTGRES_URL',
);
const REDIS_URL = loopbackOnly(process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379', 'BENCH_REDIS_URL');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/**
 * Each target's time is split into rounds that take turns (404, coin, profile, 404, ...), so that a
 * burst of other work on this shared machine weighs on every target alike, not on one.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** The whole run stops (and cleans up) after this long, whatever happens. */
const RUN_LIMIT_MS = (90 + 5 * SECONDS + 4 * ROUNDS * 2) * 1000;

/** Goals of the issues: each figure's requests/s at least this share of the 404's (issue 28: 0.85, 0.65). */
const GOALS = { coin: 0.85, profile: 0.65 };
/** Issue 28: the API's 404 at least this share of a bare Node `http` server's 404 in the same run. */
const BARE_GOAL = 0.5;

const log = (line) => console.error(`[bench:api] ${line}`);

function fmt(n, digits = 0) {
  return Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits }) : 'n/a';
}

function printTable(rows, notFoundRps) {
  const head = [
    'target',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'server us/req',
    'pg us/req',
    'x 404',
    'goal',
  ];
  const body = rows.map((r) => {
    const ratio = r.rps / notFoundRps;
    const goal = r.goal === undefined ? '' : `>= ${r.goal.toFixed(2)} ${ratio >= r.goal ? 'met' : 'MISSED'}`;
    return [
      r.name,
      fmt(r.rps),
      fmt(r.p50, 1),
      fmt(r.p99, 1),
      String(r.errors),
      r.serverUs === undefined ? '' : fmt(r.serverUs, 1),
      r.pgUs === undefined ? '' : fmt(r.pgUs, 1),
      r.name.startsWith('pgbench') ? '' : ratio.toFixed(2),
      goal,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
}

/**
 * Rounds of one target: requests/s over all rounds; p50 and p99 are the means of the rounds'; the
 * server's and PostgreSQL's CPU per answer over all rounds (microseconds, from /proc).
 */
function combine(results) {
  const mean = (f) => results.reduce((a, r) => a + f(r), 0) / results.length;
  const sum = (f) => results.reduce((a, r) => a + f(r), 0);
  const requests = sum((r) => r.requests);
  return {
    rps: mean((r) => r.rps),
    p50: mean((r) => r.p50),
    p99: mean((r) => r.p99),
    errors: sum((r) => r.errors),
    serverUs: (sum((r) => r.serverCpu) / requests) * 1e6,
    pgUs: (sum((r) => r.pgCpu) / requests) * 1e6,
  };
}

/** One round of a target, with the CPU its server (`pid`) and PostgreSQL used meanwhile. */
async function measuredLoad(url, pid, opts) {
  const before = { server: cpuSeconds(pid), pg: postgresCpuSeconds() };
  const result = await load(url, opts);
  return {
    ...result,
    serverCpu: cpuSeconds(pid) - before.server,
    pgCpu: postgresCpuSeconds() - before.pg,
  };
}

async function expectAnswer(url, headers, status, check) {
  const res = await fetch(url, { headers });
  const body = await res.json().catch(() => null);
  if (res.status !== status || !check(body)) {
    throw new Error(`${url} answered ${res.status} ${JSON.stringify(body)?.slice(0, 300)}`);
  }
}

async function main() {
  checkBuilt();
  // BENCH_API_NODE_ARGS: e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` (then `pnpm bench:layers /tmp/prof`).
  const apiNodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const world = await setUp({ serverUrl: SERVER_URL, redisUrl: REDIS_URL, log, apiNodeArgs });
  const stop = (why) => {
    log(`${why}: stopping`);
    void world.teardown().finally(() => process.exit(1));
  };
  const limit = setTimeout(() => stop(`over the ${RUN_LIMIT_MS / 1000} s limit`), RUN_LIMIT_MS);
  process.once('SIGINT', () => stop('interrupted'));
  process.once('SIGTERM', () => stop('terminated'));
  const bare = await startBare404();
  try {
    const profileHeaders = { authorization: `Bearer ${world.token}`, language: 'en_US', way: 'WEB' };
    const targets = [
      { key: 'bare', name: 'bare node:http 404', url: bare.url, status: 404, pid: bare.pid },
      {
        key: 'notFound',
        name: 'GET 404',
        url: `${world.baseUrl}/api/bench/no-such-route`,
        status: 404,
        pid: world.apiPid,
      },
      {
        key: 'coin',
        name: 'GET /api/common/coin',
        url: `${world.baseUrl}/api/common/coin`,
        status: 200,
        pid: world.apiPid,
      },
      {
        key: 'profile',
        pid: world.apiPid,
        name: 'GET /api/user/info/{id}',
        url: `${world.baseUrl}/api/user/info/${world.userId}`,
        status: 200,
        headers: profileHeaders,
      },
    ];
    // One answer of each first: a wrong status or body would make the figures meaningless.
    await expectAnswer(targets[0].url, {}, 404, (b) => b?.code === '404');
    await expectAnswer(targets[1].url, {}, 404, (b) => b?.code === '404');
    await expectAnswer(targets[2].url, {}, 200, (b) => b?.code === '200' && b.data.list.length > 0);
    await expectAnswer(targets[3].url, profileHeaders, 200, (b) => b?.code === '200');

    for (const t of targets) {
      await load(t.url, { headers: t.headers, connections: CONNECTIONS, expectStatus: t.status, seconds: 1 });
    }
    const perRound = SECONDS / ROUNDS;
    const runs = new Map(targets.map((t) => [t.key, []]));
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const t of targets) {
        log(`round ${round}/${ROUNDS}: ${t.name}, ${perRound} s with ${CONNECTIONS} connections ...`);
        const opts = { headers: t.headers, connections: CONNECTIONS, expectStatus: t.status };
        runs.get(t.key).push(await measuredLoad(t.url, t.pid, { ...opts, seconds: perRound }));
      }
    }
    const rows = targets.map((t) => ({ ...t, ...combine(runs.get(t.key)), goal: GOALS[t.key] }));
    log(`pgbench select-only: -c ${CONNECTIONS} -j 2 -T ${SECONDS} ...`);
    const pg = await pgbenchSelectOnly(world.pgbenchUrl, { clients: CONNECTIONS, seconds: SECONDS });
    rows.push({ key: 'pgbench', name: 'pgbench -S (TPS)', ...pg });

    const notFound = rows.find((r) => r.key === 'notFound').rps;
    console.log('');
    printTable(rows, notFound);
    if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
    const bareRps = rows.find((r) => r.key === 'bare').rps;
    const overhead = notFound / bareRps;
    console.log(
      `\nGET 404 / bare node:http 404: ${overhead.toFixed(2)} (goal >= ${BARE_GOAL.toFixed(2)} ${overhead >= BARE_GOAL ? 'met' : 'MISSED'})`,
    );
    const missed = rows.filter((r) => r.goal !== undefined && r.rps / notFound < r.goal);
    if (overhead < BARE_GOAL) missed.push({ name: 'GET 404 against the bare server' });
    const failed = rows.filter((r) => r.errors > 0);
    if (failed.length > 0) log(`answers with an unexpected status: ${failed.map((r) => r.name).join(', ')}`);
    process.exitCode = failed.length > 0 ? 1 : 0;
    if (missed.length > 0) log(`goal missed: ${missed.map((r) => r.name).join(', ')}`);
  } finally {
    clearTimeout(limit);
    await bare.stop();
    log('dropping the bench databases and Redis keys ...');
    await world.teardown();
  }
}

main().catch((err) => {
  console.error(`[bench:api] ${err.stack ?? err}`);
  process.exit(1);
});
