#!/usr/bin/env node
// Escrow on chain benchmark, against a real local chain (hardhat node) and the built API (apps/api/dist):
//  1. backfill: 10,000 USDT Transfer logs to the escrow address are made first (plain ERC-20 transfers
//     from 100 wallets bound to users, automine off, one block per 400 transactions); then the indexer
//     starts from an empty cursor and is timed until all 10k are recorded and credited. Baseline of the
//     same run: the raw `eth_getLogs` read of the same range (the adapter's transfersTo), so the ratio is
//     the indexer's own cost (recording, attributing, crediting) over the mere read.
//  2. credit latency: 200 deposits, one at a time. Each is sent, seen by a round (PENDING), then N-1
//     blocks are mined; the time from the mining of the confirming block until the round that follows
//     has credited it. Baseline: an empty round (no new block, nothing pending) measured in between.
// The watcher is driven in this process with ChainWatchService.round('ERC20') (CHAIN_WATCH_LOOP=false)
// rather than a worker polling every CHAIN_POLL_MS: a poll loop would add a random wait of up to one
// interval to every figure, which measures the timer, not the code; in production add pollMs/2 on average.
//
// Needs the built API, db and devchain packages, PostgreSQL and Redis on 127.0.0.1. Makes its own
// database and Redis prefix and removes them at the end. Environment: BENCH_POSTGRES_URL,
// BENCH_REDIS_URL, BENCH_TRANSFERS (10000), BENCH_DEPOSITS (200), BENCH_CONFIRMATIONS (3),
// BENCH_TIME_LIMIT_S (900).
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import {
  checkChainBuilt,
  fundedWallets,
  loadDevchain,
  rawGetLogs,
  sendRawBatch,
  signedTransfer,
  startChain,
  startChainApi,
} from './lib/chain-world.mjs';
import { deleteRedisPrefix, percentile } from './lib/common.mjs';
import { createBenchDatabase } from './lib/database.mjs';
import { loopbackOnly } from './lib/setup.mjs';

const serverUrl = loopbackOnly(
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  'BENCH_POSTGRES_URL',
);
const redisUrl = loopbackOnly(process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379', 'BENCH_REDIS_URL');
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 10_000);
const DEPOSITS = Number(process.env.BENCH_DEPOSITS ?? 200);
const CONFIRMATIONS = Number(process.env.BENCH_CONFIRMATIONS ?? 3);
const TIME_LIMIT_S = Number(process.env.BENCH_TIME_LIMIT_S ?? 900);
const SENDERS = 100;
const PER_BLOCK = 400;
const AMOUNT = 10_000n; // 0.01 USDT per transfer

const log = (line) => console.log(`[bench:chain] ${line}`);
const ms = (n) => `${n.toFixed(1)} ms`;
const cleanups = [];

async function cleanUp() {
  for (const step of cleanups.splice(0).reverse()) {
    await step().catch((err) => log(`cleanup: ${err.message}`));
  }
}

/** 10k transfers to the escrow address, PER_BLOCK a block; answers the first and last block. */
async function makeTransfers(devchain, url, deployment, wallets) {
  const usdt = deployment.tokens.USDT.address;
  const escrow = deployment.escrow.address;
  const started = performance.now();
  const raws = [];
  for (let k = 0; k < TRANSFERS; k++) {
    raws.push(await signedTransfer(wallets[k % SENDERS], Math.floor(k / SENDERS), usdt, escrow, AMOUNT));
  }
  const signed = performance.now();
  const first = (await devchain.blockNumber(url)) + 1n;
  await devchain.setAutomine(url, false);
  try {
    for (let i = 0; i < raws.length; i += PER_BLOCK) {
      await sendRawBatch(url, raws.slice(i, i + PER_BLOCK));
      await devchain.rpc(url, 'evm_mine');
    }
  } finally {
    await devchain.setAutomine(url, true);
  }
  const last = await devchain.blockNumber(url);
  log(
    `made ${TRANSFERS} transfers in blocks ${first}..${last}: signing ${ms(signed - started)}, ` +
      `sending and mining ${ms(performance.now() - signed)}`,
  );
  return { first, last };
}

async function countCredited(sql) {
  const [row] = await sql`select count(*)::int as n from chain_transfers where status = 'CREDITED'`;
  return row.n;
}

/** The median of three timed runs of `fn` (which checks its own answer). */
async function median3(fn) {
  const times = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times.sort((x, y) => x - y)[1];
}

/** Rounds until every transfer is credited; answers the time taken, or the error that stopped it. */
async function backfillRounds(api, sql) {
  const started = performance.now();
  let rounds = 0;
  let seen = 0;
  let credited = 0;
  try {
    while (credited < TRANSFERS) {
      const round = await api.watch.round('ERC20');
      rounds += 1;
      seen += round.index?.seen ?? 0;
      credited += round.index?.credited ?? 0;
      if (rounds > 50) throw new Error(`backfill stuck: ${seen} seen, ${credited} credited`);
    }
  } catch (err) {
    return { error: err.message, took: performance.now() - started };
  }
  const took = performance.now() - started;
  const inDb = await countCredited(sql);
  if (inDb !== TRANSFERS) throw new Error(`${inDb} transfers credited in the database`);
  // Each credit is its own transaction: credited_at (its now()) spans the crediting part of the round.
  const [span] = await sql`
    select (extract(epoch from max(credited_at) - min(credited_at)) * 1000)::float8 as ms
    from chain_transfers where status = 'CREDITED'`;
  return { took, rounds, seen, credited, crediting: span.ms };
}

function backfillLine(label, result, read) {
  if (result.error) {
    log(`${label}: FAILED after ${(result.took / 1000).toFixed(2)} s: ${result.error}`);
    return;
  }
  const rate = Math.round((TRANSFERS * 1000) / result.took);
  log(
    `${label}: ${result.seen} recorded and ${result.credited} credited in ${result.rounds} round(s), ` +
      `${(result.took / 1000).toFixed(2)} s = ${rate} transfers/s ` +
      `(goal < 10 s: ${result.took < 10_000 ? 'met' : 'MISSED'}); ratio to the raw read ${(result.took / read).toFixed(1)}x`,
  );
  log(
    `  of which reading and recording ${ms(result.took - result.crediting)}, ` +
      `crediting (500 transfers a transaction) ${ms(result.crediting)}`,
  );
}

async function backfill({ api, sql, url, deployment, range }) {
  const adapter = api.registry.adapter('ERC20');
  const tokens = await api.registry.watched('ERC20');
  const adapterRead = async () => {
    const logs = await adapter.transfersTo(deployment.escrow.address, tokens, range.first, range.last);
    if (logs.length !== TRANSFERS) throw new Error(`transfersTo found ${logs.length} transfers`);
  };
  const raw = await median3(async () => {
    const logs = await rawGetLogs(url, deployment, range.first, range.last);
    if (logs.length !== TRANSFERS) throw new Error(`eth_getLogs found ${logs.length} transfers`);
  });
  log(`baseline: eth_getLogs of the ${TRANSFERS} logs with fetch + JSON.parse (median of 3): ${ms(raw)}`);

  const read = await median3(adapterRead);
  log(`the adapter's transfersTo (median of 3): ${ms(read)} (${(read / raw).toFixed(1)}x the raw read)`);
  log('one backfill from an empty cursor ...');
  const result = await backfillRounds(api, sql);
  backfillLine('backfill', result, raw);
}

async function latency({ api, devchain, url, deployment, wallets }) {
  const usdt = deployment.tokens.USDT.address;
  const escrow = deployment.escrow.address;
  const nonces = new Map(wallets.map((w) => [w.address, Math.ceil(TRANSFERS / SENDERS)]));
  const credit = [];
  const empty = [];
  for (let i = 0; i < DEPOSITS; i++) {
    const wallet = wallets[i % SENDERS];
    const nonce = nonces.get(wallet.address);
    nonces.set(wallet.address, nonce + 1);
    await sendRawBatch(url, [await signedTransfer(wallet, nonce, usdt, escrow, AMOUNT)]); // automine
    const seen = await api.watch.round('ERC20');
    if (seen.index?.seen !== 1) throw new Error(`deposit ${i} was not seen (${seen.index?.seen})`);
    if (CONFIRMATIONS > 1) await devchain.mine(url, CONFIRMATIONS - 1);
    const mined = performance.now();
    const round = await api.watch.round('ERC20');
    credit.push(performance.now() - mined);
    if (round.index?.credited !== 1) throw new Error(`deposit ${i} was not credited`);
    const t = performance.now();
    await api.watch.round('ERC20');
    empty.push(performance.now() - t);
  }
  credit.sort((a, b) => a - b);
  empty.sort((a, b) => a - b);
  const [c50, c99] = [percentile(credit, 50), percentile(credit, 99)];
  const [e50, e99] = [percentile(empty, 50), percentile(empty, 99)];
  log(
    `confirming block -> credited, ${DEPOSITS} deposits (N = ${CONFIRMATIONS}): p50 ${ms(c50)}, ` +
      `p99 ${ms(c99)}, max ${ms(credit.at(-1))}`,
  );
  log(`baseline empty round (nothing new, nothing pending): p50 ${ms(e50)}, p99 ${ms(e99)}`);
  log(`ratio credit / empty round: p50 ${(c50 / e50).toFixed(2)}x, p99 ${(c99 / e99).toFixed(2)}x`);
}

async function reserves(baseUrl) {
  const res = await fetch(`${baseUrl}/api/reserves`);
  const { data } = await res.json();
  for (const line of data.lines) {
    log(
      `reserves ${line.chain} ${line.token}: on chain ${line.onChain}, owed ${line.owed} ` +
        `(temp ${line.tempBalances}), difference ${line.difference} at block ${line.blockNumber}`,
    );
  }
  log(`GET /api/reserves: balanced = ${data.balanced}`);
  return data.balanced;
}

async function main() {
  checkChainBuilt();
  const devchain = await loadDevchain();
  log('starting the chain and deploying ...');
  const world = await startChain(devchain);
  cleanups.push(world.stop);
  const { url } = world.chain;
  const { deployment } = world;

  const t = performance.now();
  const wallets = await fundedWallets(devchain, url, deployment, SENDERS, '100000');
  log(`funded ${SENDERS} sender wallets in ${ms(performance.now() - t)}`);
  const range = await makeTransfers(devchain, url, deployment, wallets);
  await devchain.mine(url, CONFIRMATIONS);

  const db = await createBenchDatabase({ serverUrl, log });
  cleanups.push(db.drop);
  const prisma = db.createPrismaClient({ url: db.url, max: 2 });
  try {
    const tag = crypto.randomBytes(3).toString('hex');
    await prisma.user.createMany({
      data: wallets.map((w, i) => ({
        email: `chain_${tag}_${i}@example.test`,
        nickname: `chain${tag}${i}`,
        walletAddress: w.address,
      })),
    });
  } finally {
    await prisma.$disconnect();
  }
  const sql = postgres(db.url, { max: 1, onnotice: () => undefined });
  cleanups.push(() => sql.end({ timeout: 5 }));
  const redisPrefix = `p2p_bench_${db.unique}:`;
  cleanups.push(() => deleteRedisPrefix(redisUrl, redisPrefix));
  const api = await startChainApi({
    databaseUrl: db.url,
    redisUrl,
    redisPrefix,
    rpcUrl: url,
    chainFile: world.file,
    confirmations: CONFIRMATIONS,
    env: { EVM_START_BLOCK: String(range.first) },
  });
  cleanups.push(() => api.app.close());
  log(`API on ${api.baseUrl} (watcher driven by the bench)`);

  await backfill({ api, sql, url, deployment, range });
  await latency({ api, devchain, url, deployment, wallets });
  const total = await countCredited(sql);
  log(`credited transfers in the database: ${total} (expected ${TRANSFERS + DEPOSITS})`);
  const balanced = await reserves(api.baseUrl);
  if (total !== TRANSFERS + DEPOSITS || !balanced) process.exitCode = 1;
}

const limit = setTimeout(() => {
  log(`time limit of ${TIME_LIMIT_S} s reached: stopping`);
  process.exitCode = 1;
  void cleanUp().finally(() => process.exit(1));
}, TIME_LIMIT_S * 1000);
process.once('SIGINT', () => {
  void cleanUp().finally(() => process.exit(130));
});

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanUp();
    clearTimeout(limit);
  });
