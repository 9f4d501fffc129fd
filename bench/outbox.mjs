#!/usr/bin/env node
// Outbox relay benchmark: rows relayed per second over a backlog of 10k rows (the API's own relay code,
// with a consumer that does nothing), beside a plain INSERT+DELETE loop of 10k rows on the same database
// in the same run. Also times the relay's claim query over a large published history, with the table's
// index and then with a partial index `WHERE published_at IS NULL` (made in the bench database only).
//
// Needs the built API (`pnpm --filter @p2p/api build`) and PostgreSQL. It makes its own database
// `p2p_bench_<unique>` (migrated like the test databases) and drops it at the end.
// Environment: BENCH_SERVER_URL (any database of the PostgreSQL server), BENCH_ROWS (10000),
// BENCH_HISTORY (published rows for the claim query, 200000).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { withDatabase } from './lib/common.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/api/dist');
const serverUrl = process.env.BENCH_SERVER_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const rowCount = Number(process.env.BENCH_ROWS ?? 10_000);
const historyCount = Number(process.env.BENCH_HISTORY ?? 200_000);
const suffix = `${Date.now().toString(36)}_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
const dbName = `p2p_bench_${suffix}`;

const log = (line) => console.log(`[bench:outbox] ${line}`);
const rate = (n, ms) => Math.round((n * 1000) / ms);

const databaseUrl = (name) => withDatabase(serverUrl, name);

const payload = { rooms: [], message: { type: 'TALK', message: 'bench' } };

/** Appends `n` rows through the repository, 1,000 per transaction (not timed). */
async function fill(runner, repository, n) {
  for (let done = 0; done < n; done += 1000) {
    const rows = Array.from({ length: Math.min(1000, n - done) }, (_, i) => ({
      aggregate: 'bench',
      aggregateId: String(done + i),
      type: 'live',
      payload,
    }));
    await runner.run((tx) => repository.append(tx, rows));
  }
}

async function relayRun(label, deps, { relays, batchSize }) {
  await fill(deps.runner, deps.repository, rowCount);
  const { OutboxRelay } = await import(path.join(dist, 'core/outbox/outbox.relay.js'));
  const instances = Array.from(
    { length: relays },
    () => new OutboxRelay(deps, { pollMs: 60_000, listen: false, batchSize }),
  );
  const started = performance.now();
  const claimed = await Promise.all(instances.map((r) => r.drain()));
  const ms = performance.now() - started;
  const [{ left }] = await deps.sql`select count(*)::int as left from outbox where published_at is null`;
  if (left !== 0) throw new Error(`${left} rows were left unpublished`);
  const total = claimed.reduce((a, b) => a + b, 0);
  log(
    `${label}: ${total} rows in ${ms.toFixed(0)} ms = ${rate(total, ms)} rows/s (split ${claimed.join('/')})`,
  );
  await deps.sql`truncate outbox`;
  return rate(total, ms);
}

async function insertDeleteLoop(sql) {
  const started = performance.now();
  for (let i = 0; i < rowCount; i++) {
    const [{ id }] = await sql`
      insert into outbox (aggregate, aggregate_id, type, payload)
      values ('bench', ${String(i)}, 'live', ${JSON.stringify(payload)}::jsonb)
      returning id`;
    await sql`delete from outbox where id = ${id}`;
  }
  const ms = performance.now() - started;
  log(`baseline INSERT+DELETE loop: ${rowCount} rows in ${ms.toFixed(0)} ms = ${rate(rowCount, ms)} rows/s`);
  return rate(rowCount, ms);
}

/** The claim query's execution time (median of 20 EXPLAIN ANALYZE runs, inside a rolled-back tx). */
async function claimTime(sql, orderBy) {
  const times = [];
  for (let i = 0; i < 20; i++) {
    await sql
      .begin(async (tx) => {
        // Two fixed orders (no value from outside): by id, or by the (published_at, id) index.
        const order = orderBy === 'id' ? tx`id` : tx`published_at, id`;
        const plan = await tx`explain (analyze, format json)
          select id, aggregate, aggregate_id, type, payload, attempts, created_at from outbox
          where published_at is null and available_at <= now() order by ${order} limit 100
          for update skip locked`;
        times.push(plan[0]['QUERY PLAN'][0]['Execution Time']);
        throw new Error('rollback');
      })
      .catch((err) => {
        if (err.message !== 'rollback') throw err;
      });
  }
  times.sort((a, b) => a - b);
  return times[10];
}

async function claimOverHistory(sql) {
  await sql`
    insert into outbox (aggregate, aggregate_id, type, payload, published_at)
    select 'bench', g::text, 'live', '{}'::jsonb, now() - interval '1 day'
    from generate_series(1, ${historyCount}) g`;
  await sql`
    insert into outbox (aggregate, aggregate_id, type, payload)
    select 'bench', g::text, 'live', '{}'::jsonb from generate_series(1, 1000) g`;
  await sql`analyze outbox`;
  // The repository orders by (published_at, id); `order by id` alone is the naive form.
  const naive = await claimTime(sql, 'id');
  const plain = await claimTime(sql, 'published_at, id');
  await sql`create index outbox_unpublished_bench on outbox (id) where published_at is null`;
  await sql`analyze outbox`;
  const partial = await claimTime(sql, 'id');
  log(
    `claim of 100 over ${historyCount} published + 1000 unpublished rows (median execution time): ` +
      `'order by id' ${naive.toFixed(3)} ms; the repository's 'order by published_at, id' ` +
      `${plain.toFixed(3)} ms on the existing index; a partial index WHERE published_at IS NULL ` +
      `${partial.toFixed(3)} ms`,
  );
}

async function main() {
  if (!fs.existsSync(path.join(dist, 'core/outbox/outbox.relay.js'))) {
    throw new Error('build the API first: pnpm --filter @p2p/api build');
  }
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin`create database ${admin(dbName)}`;
  let sqlService;
  try {
    log(`database ${dbName}; migrating`);
    const { migrateDeploy } = await import(path.join(root, 'packages/db/dist/testing/migrate.js'));
    await migrateDeploy(databaseUrl(dbName));

    const { SqlService } = await import(path.join(dist, 'core/infra/db/sql.service.js'));
    const { TransactionRunner } = await import(path.join(dist, 'core/infra/db/transaction-runner.js'));
    const { OutboxRepository } = await import(path.join(dist, 'core/outbox/outbox.repository.js'));
    const { OutboxConsumers } = await import(path.join(dist, 'core/outbox/outbox-consumers.js'));
    sqlService = new SqlService({ databaseUrl: databaseUrl(dbName), databasePoolSize: 10, apiRole: 'http' });
    const consumers = new OutboxConsumers();
    consumers.register({ name: 'noop', accepts: () => true, consume: async () => {} });
    const deps = {
      sql: sqlService.sql,
      runner: new TransactionRunner(sqlService),
      repository: new OutboxRepository(sqlService),
      consumers,
    };

    const baseline = await insertDeleteLoop(deps.sql);
    const one = await relayRun('relay, 1 relay, batch 100', deps, { relays: 1, batchSize: 100 });
    const big = await relayRun('relay, 1 relay, batch 500', deps, { relays: 1, batchSize: 500 });
    const two = await relayRun('relay, 2 relays, batch 100', deps, { relays: 2, batchSize: 100 });
    log(
      `ratio relay / INSERT+DELETE loop: batch 100 ${(one / baseline).toFixed(2)}x, ` +
        `batch 500 ${(big / baseline).toFixed(2)}x, two relays ${(two / baseline).toFixed(2)}x`,
    );
    await claimOverHistory(deps.sql);
  } finally {
    await sqlService?.onModuleDestroy();
    await admin`drop database if exists ${admin(dbName)} with (force)`;
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
