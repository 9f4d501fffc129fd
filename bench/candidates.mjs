#!/usr/bin/env node
// `pnpm bench:candidates` (issue 28): the candidates for the API's HTTP layer measured side by side in one
// run, each answering an unknown path 404 in a process of its own: Node's bare `http`, Express, Express with
// the API's middleware chain (and without its logger, without helmet), Fastify, Nest on Express (the API's
// adapter) and Nest on Fastify, and the API itself. For each: requests/s, latency, and the server's CPU per
// answer from /proc, the figure that says what a change of part would save per request. See README.md.
import { startCandidate } from './lib/bare-server.mjs';
import { cpuSeconds } from './lib/cpu.mjs';
import { load } from './lib/http-load.mjs';
import { checkBuilt, loopbackOnly, setUp } from './lib/setup.mjs';

const SERVER_URL = loopbackOnly(
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  'BENCH_POSTGRES_URL',
);
const REDIS_URL = loopbackOnly(process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379', 'BENCH_REDIS_URL');
/** Seconds of load per target, split into rounds that take turns (a burst of other work weighs on all). */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const KINDS = [
  'bare',
  'express',
  'express-chain',
  'express-chain-nolog',
  'express-chain-nohelmet',
  'fastify',
  'nest-express',
  'nest-fastify',
];
/** The whole run stops (and cleans up) after this long, whatever happens. */
const RUN_LIMIT_MS = (120 + (KINDS.length + 1) * (SECONDS + 2 * ROUNDS)) * 1000;

const log = (line) => console.error(`[bench:candidates] ${line}`);
const fmt = (n, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits }) : 'n/a';

function printTable(rows) {
  const bare = rows.find((r) => r.name === 'bare');
  const head = ['server', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'CPU us/req', 'x bare'];
  const body = rows.map((r) => [
    r.name,
    fmt(r.rps),
    fmt(r.p50, 1),
    fmt(r.p99, 1),
    String(r.errors),
    fmt(r.cpuUs, 1),
    (r.rps / bare.rps).toFixed(2),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
}

/** The differences that answer the questions, in CPU microseconds per answer. */
function printDifferences(rows) {
  const us = (name) => rows.find((r) => r.name === name)?.cpuUs ?? NaN;
  const lines = [
    ['the logger (pino-http at level silent)', us('express-chain') - us('express-chain-nolog')],
    ['helmet', us('express-chain') - us('express-chain-nohelmet')],
    ['the API middleware chain over bare Express', us('express-chain') - us('express')],
    ['Nest over bare Express', us('nest-express') - us('express')],
    ['Nest on Fastify against Nest on Express', us('nest-fastify') - us('nest-express')],
    ['Fastify against Express', us('fastify') - us('express')],
    ['the API over Nest on Express (its modules, chain, filter)', us('API') - us('nest-express')],
  ];
  console.log('\nCPU per answer (us), one part against another:');
  for (const [what, diff] of lines) console.log(`  ${what}: ${diff >= 0 ? '+' : ''}${fmt(diff, 1)}`);
}

async function main() {
  checkBuilt();
  const world = await setUp({ serverUrl: SERVER_URL, redisUrl: REDIS_URL, log });
  const servers = [];
  const stopAll = async () => {
    for (const s of servers) await s.stop();
    await world.teardown();
  };
  const limit = setTimeout(() => {
    log(`over the ${RUN_LIMIT_MS / 1000} s limit: stopping`);
    void stopAll().finally(() => process.exit(1));
  }, RUN_LIMIT_MS);
  try {
    for (const kind of KINDS) servers.push({ name: kind, ...(await startCandidate(kind)) });
    servers.push({
      name: 'API',
      url: `${world.baseUrl}/api/bench/no-such-route`,
      pid: world.apiPid,
      stop: async () => {},
    });
    for (const s of servers) {
      const res = await fetch(s.url);
      if (res.status !== 404) throw new Error(`${s.name} answered ${res.status}`);
      await load(s.url, { connections: CONNECTIONS, expectStatus: 404, seconds: 1 }); // warm-up
    }
    const runs = new Map(servers.map((s) => [s.name, []]));
    const perRound = SECONDS / ROUNDS;
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const s of servers) {
        log(`round ${round}/${ROUNDS}: ${s.name}, ${perRound} s with ${CONNECTIONS} connections ...`);
        const before = cpuSeconds(s.pid);
        const r = await load(s.url, { connections: CONNECTIONS, expectStatus: 404, seconds: perRound });
        runs.get(s.name).push({ ...r, cpu: cpuSeconds(s.pid) - before });
      }
    }
    const rows = servers.map((s) => {
      const rs = runs.get(s.name);
      const mean = (f) => rs.reduce((a, r) => a + f(r), 0) / rs.length;
      const requests = rs.reduce((a, r) => a + r.requests, 0);
      const cpu = rs.reduce((a, r) => a + r.cpu, 0);
      return {
        name: s.name,
        rps: mean((r) => r.rps),
        p50: mean((r) => r.p50),
        p99: mean((r) => r.p99),
        errors: rs.reduce((a, r) => a + r.errors, 0),
        cpuUs: (cpu / requests) * 1e6,
      };
    });
    console.log('');
    printTable(rows);
    printDifferences(rows);
    if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
    process.exitCode = rows.some((r) => r.errors > 0) ? 1 : 0;
  } finally {
    clearTimeout(limit);
    log('stopping the servers, dropping the bench databases and Redis keys ...');
    await stopAll();
  }
}

main().catch((err) => {
  console.error(`[bench:candidates] ${err.stack ?? err}`);
  process.exit(1);
});
