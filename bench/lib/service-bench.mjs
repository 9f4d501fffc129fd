// What the benches of the API's services share (bench/market.mjs, bench/prices.mjs): the run's cleanup
// steps (also on Ctrl-C), a database of their own with the built API's SqlService on it, timing, and the
// figures as a table. bench/orders.mjs uses the cleanup steps.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { createBenchDatabase } from './database.mjs';
import { loopbackOnly, root } from './setup.mjs';

/** The 5 pairs the seed has and their price ranges (USDT/USD, USDT/CNY, USDT/KRW, MEC/USDT, MEC/USD). */
export const SEEDED_PAIRS = Object.freeze([
  [21, 0.9, 1.1],
  [22, 6.5, 7.6],
  [24, 1200, 1600],
  [1, 0.05, 0.5],
  [11, 0.05, 0.5],
]);

const apiDist = path.resolve(process.env.BENCH_API_DIST ?? path.join(root, 'apps/api/dist'));
/** The URL of a module of the built API (`BENCH_API_DIST`, e.g. a copy with an experiment, else apps/api/dist). */
export const apiModule = (file) => pathToFileURL(path.join(apiDist, file)).href;

/**
 * A package as the built API resolves it (the versions it runs); `from`: the file whose dependencies to
 * resolve from (the API's main by default, or a package's own file for one of its dependencies).
 */
export const apiDependencyPath = (name, from = path.join(apiDist, 'main.js')) =>
  createRequire(from).resolve(name);
export const importApiDependency = (name, from) => import(pathToFileURL(apiDependencyPath(name, from)).href);

/**
 * A bench's log and its cleanup steps, run in reverse order once, at the end or on a signal (`stream`:
 * where the log goes; stderr when stdout carries the figures).
 */
export function benchSteps(name, stream = process.stdout) {
  const log = (line) => stream.write(`[bench:${name}] ${line}\n`);
  const cleanups = [];
  const cleanUp = async () => {
    for (const step of cleanups.splice(0).reverse()) {
      await step().catch((err) => log(`cleanup: ${err.message}`));
    }
  };
  const onSignals = (signals = ['SIGINT']) => {
    for (const signal of signals) {
      process.once(signal, () => {
        log(`${signal}: cleaning up`);
        void cleanUp().finally(() => process.exit(130));
      });
    }
  };
  return { log, cleanups, cleanUp, onSignals };
}

/**
 * Runs `main` as a service bench: cleanup on Ctrl-C and at the end, exit code 1 on an error; with
 * `keep` the database stays (its helper's admin connection would hold the process: it exits).
 */
export function runServiceBench(steps, main, { keep }) {
  steps.onSignals();
  main()
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    })
    .finally(async () => {
      await steps.cleanUp();
      if (keep) process.exit();
    });
}

/**
 * A database of the bench's own (migrated and seeded like the tests', dropped at the end unless `keep`)
 * and the built API's SqlService on it, pool of 10. `needs`: modules of apps/api/dist the bench imports.
 */
export async function benchDatabase(steps, { needs, keep }) {
  for (const file of ['core/infra/db/sql.service.js', ...needs]) {
    if (!fs.existsSync(path.join(apiDist, file)))
      throw new Error('build first: pnpm --filter @p2p/api build');
  }
  const serverUrl = loopbackOnly(
    process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
    'BENCH_POSTGRES_URL',
  );
  const db = await createBenchDatabase({ serverUrl, log: steps.log });
  steps.cleanups.push(async () => {
    if (keep) steps.log(`kept ${db.url}`);
    else await db.drop();
  });
  // The API's decorators need reflect-metadata loaded first, from the API's own dependencies.
  await importApiDependency('reflect-metadata');
  const { SqlService } = await import(apiModule('core/infra/db/sql.service.js'));
  const sqlService = new SqlService({ databaseUrl: db.url, databasePoolSize: 10, apiRole: 'http' });
  steps.cleanups.push(() => sqlService.onModuleDestroy());
  return { db, sqlService, sql: sqlService.sql };
}

/** The milliseconds `fn` took and its result. */
export async function timed(fn) {
  const t = performance.now();
  const out = await fn();
  return [performance.now() - t, out];
}

/** Milliseconds as the tables print them: two decimals under 10, else one; `-` for none. */
export const fmt = (n) => (Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(2) : n.toFixed(1));

/** Prints `rows` under `header` in aligned columns (the first left, the others right). */
export function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}
