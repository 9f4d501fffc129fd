#!/usr/bin/env node
// NFT index benchmark (issue 23), against a real local chain (hardhat node) and the built API:
//  1. indexing: 1,000 items minted on the development collection, then 9,000 transfers of them among 100
//     wallets bound to users (10,000 ERC-721 Transfer logs, automine off, a few hundred a block); the
//     watcher then starts from an empty cursor and is timed until every log is an item's record and
//     every item has its holder. Baseline of the same run: the raw `eth_getLogs` of the same range with
//     fetch + JSON.parse (and the adapter's nftTransfers), so the ratio is the index's own cost.
//  2. the album page: a second album of 10,000 items and 30,000 records (seeded in the database, holders
//     among 500 addresses); NftsService.album() (the album's figures, its items page and the count)
//     called 200 times per case; p50/p99 beside a primary-key page of the same items.
// The watcher is driven in this process with ChainWatchService.round('ERC20') (CHAIN_WATCH_LOOP=false).
// Everything stays on 127.0.0.1; the bench makes its own database and Redis prefix and removes them.
// Environment: BENCH_POSTGRES_URL, BENCH_REDIS_URL, BENCH_ITEMS (1000), BENCH_TRANSFERS (10000),
// BENCH_ALBUM_ITEMS (10000), BENCH_ITERATIONS (200), BENCH_TIME_LIMIT_S (900).
import crypto from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import {
  checkChainBuilt,
  ethers,
  loadDevchain,
  sendRawBatch,
  startChain,
  startChainApi,
} from './lib/chain-world.mjs';
import { deleteRedisPrefix, percentile } from './lib/common.mjs';
import { createBenchDatabase } from './lib/database.mjs';
import { loopbackOnly, root } from './lib/setup.mjs';

const serverUrl = loopbackOnly(
  process.env.BENCH_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  'BENCH_POSTGRES_URL',
);
const redisUrl = loopbackOnly(process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379', 'BENCH_REDIS_URL');
const ITEMS = Number(process.env.BENCH_ITEMS ?? 1000);
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 10_000);
const ALBUM_ITEMS = Number(process.env.BENCH_ALBUM_ITEMS ?? 10_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const TIME_LIMIT_S = Number(process.env.BENCH_TIME_LIMIT_S ?? 900);
const WALLETS = 100;
const MINTS_PER_BLOCK = 200;
const TRANSFERS_PER_BLOCK = 400;
const apiDist = path.resolve(process.env.BENCH_API_DIST ?? path.join(root, 'apps/api/dist'));

const log = (line) => console.log(`[bench:nft] ${line}`);
const ms = (n) => `${n.toFixed(1)} ms`;
const cleanups = [];

async function cleanUp() {
  for (const step of cleanups.splice(0).reverse())
    await step().catch((err) => log(`cleanup: ${err.message}`));
}

const nftAbi = new ethers.Interface([
  'function mint(address to, string uri) returns (uint256)',
  'function transferFrom(address from, address to, uint256 tokenId)',
]);
const FEES = {
  type: 2,
  chainId: 31337,
  maxFeePerGas: 200_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
};

/** Sends `raws` in batches of `perBlock`, mining a block after each. */
async function sendInBlocks(devchain, url, raws, perBlock) {
  for (let i = 0; i < raws.length; i += perBlock) {
    await sendRawBatch(url, raws.slice(i, i + perBlock));
    await devchain.rpc(url, 'evm_mine');
  }
}

/**
 * ITEMS mints to the wallets in turn, then transfers until TRANSFERS logs in all: in pass p, item i moves
 * from the wallet holding it to the next one (each pass mined before the next is sent).
 */
async function makeTransfers(devchain, url, deployment, wallets) {
  const contract = deployment.tokens.NFT.address;
  const deployer = new ethers.Wallet(devchain.devAccount(0).privateKey);
  const provider = new ethers.JsonRpcProvider(url, 31337, { staticNetwork: true });
  let nonce = await provider.getTransactionCount(deployer.address, 'pending');
  const firstId = Number(
    await new ethers.Contract(
      contract,
      ['function nextTokenId() view returns (uint256)'],
      provider,
    ).nextTokenId(),
  );
  provider.destroy();
  const first = (await devchain.blockNumber(url)) + 1n;
  const started = performance.now();
  await devchain.setAutomine(url, false);
  const nonces = new Map(wallets.map((w) => [w.address, 0]));
  try {
    const mints = [];
    for (let i = 0; i < ITEMS; i++) {
      const data = nftAbi.encodeFunctionData('mint', [wallets[i % WALLETS].address, 'data:,{}']);
      mints.push(
        await deployer.signTransaction({ ...FEES, nonce: nonce++, to: contract, data, gasLimit: 300_000n }),
      );
    }
    await sendInBlocks(devchain, url, mints, MINTS_PER_BLOCK);
    const holder = Array.from({ length: ITEMS }, (_, i) => i % WALLETS);
    let made = ITEMS;
    for (let pass = 0; made < TRANSFERS; pass++) {
      const raws = [];
      for (let i = 0; i < ITEMS && made < TRANSFERS; i++, made++) {
        const from = wallets[holder[i]];
        const to = wallets[(holder[i] + 1) % WALLETS];
        const n = nonces.get(from.address);
        nonces.set(from.address, n + 1);
        const data = nftAbi.encodeFunctionData('transferFrom', [
          from.address,
          to.address,
          BigInt(firstId + i),
        ]);
        raws.push(await from.signTransaction({ ...FEES, nonce: n, to: contract, data, gasLimit: 120_000n }));
        holder[i] = (holder[i] + 1) % WALLETS;
      }
      await sendInBlocks(devchain, url, raws, TRANSFERS_PER_BLOCK);
    }
  } finally {
    await devchain.setAutomine(url, true);
  }
  const last = await devchain.blockNumber(url);
  log(
    `made ${ITEMS} mints and ${TRANSFERS - ITEMS} transfers in blocks ${first}..${last} in ${ms(performance.now() - started)}`,
  );
  return { first, last };
}

async function rawGetNftLogs(url, contract, first, last) {
  const params = {
    fromBlock: `0x${first.toString(16)}`,
    toBlock: `0x${last.toString(16)}`,
    address: [contract],
    topics: [ethers.id('Transfer(address,address,uint256)')],
  };
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getLogs', params: [params] }),
  });
  const body = await res.json();
  if (body.error) throw new Error(`eth_getLogs: ${body.error.message}`);
  return body.result;
}

async function median3(fn) {
  const times = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times.sort((x, y) => x - y)[1];
}

async function indexing({ api, sql, url, deployment, range }) {
  const contract = deployment.tokens.NFT.address;
  const raw = await median3(async () => {
    const logs = await rawGetNftLogs(url, contract, range.first, range.last);
    if (logs.length !== TRANSFERS) throw new Error(`eth_getLogs found ${logs.length} logs`);
  });
  log(`baseline: eth_getLogs of the ${TRANSFERS} logs with fetch + JSON.parse (median of 3): ${ms(raw)}`);
  const adapter = api.registry.adapter('ERC20');
  const read = await median3(async () => {
    const logs = await adapter.nftTransfers([contract], range.first, range.last);
    if (logs.length !== TRANSFERS) throw new Error(`nftTransfers found ${logs.length} logs`);
  });
  log(`the adapter's nftTransfers (median of 3): ${ms(read)} (${(read / raw).toFixed(1)}x the raw read)`);
  const [before] = await sql`select count(*)::int as n from nft_transfer_records`;
  const started = performance.now();
  let rounds = 0;
  for (;;) {
    await api.watch.round('ERC20');
    rounds += 1;
    const [row] = await sql`select count(*)::int as n from nft_transfer_records`;
    if (row.n - before.n >= TRANSFERS) break;
    if (rounds > 20) throw new Error(`indexing stuck at ${row.n - before.n} records`);
  }
  const took = performance.now() - started;
  const [items] = await sql`
    select count(*)::int as n, count(holder_user_id)::int as bound from nft_items i
    join nft_albums a on a.id = i.album_id where a.contract_address = ${contract}`;
  log(
    `indexing: ${TRANSFERS} records over ${items.n} items (${items.bound} held by a bound account) in ${rounds} round(s), ` +
      `${(took / 1000).toFixed(2)} s = ${Math.round((TRANSFERS * 1000) / took)} transfers/s (goal < 10 s: ${took < 10_000 ? 'met' : 'MISSED'}); ` +
      `ratio to the raw read ${(took / raw).toFixed(1)}x`,
  );
  // Every holder is the receiver of the item's latest transfer on chain (checked on 20 items).
  const reader = new ethers.Contract(
    contract,
    ['function ownerOf(uint256) view returns (address)'],
    new ethers.JsonRpcProvider(url, 31337, { staticNetwork: true }),
  );
  const sample = await sql`
    select token_id::text as "tokenId", holder_address as holder from nft_items i
    join nft_albums a on a.id = i.album_id where a.contract_address = ${contract} order by random() limit 20`;
  for (const s of sample) {
    const owner = await reader.ownerOf(BigInt(s.tokenId));
    if (owner !== s.holder) throw new Error(`item ${s.tokenId}: holder ${s.holder}, on chain ${owner}`);
  }
  reader.runner.provider.destroy();
  log('holders of 20 random items match ownerOf on chain');
  return took;
}

/** A second album of ALBUM_ITEMS items, 3 records each, holders among 500 addresses. */
async function seedAlbum(sql) {
  const t = performance.now();
  const [album] = await sql`
    insert into nft_albums (class_id, name, chain, contract_address, enabled, start_block, synced_block, updated_at)
    values ('bench-album', 'Bench album', 'ERC20', '0x000000000000000000000000000000000000bEEF', true, 0, 0, now())
    returning id`;
  await sql`
    insert into nft_items (album_id, token_id, name, holder_address, metadata_status, updated_at)
    select ${album.id}, g, 'Item #' || g, '0x' || lpad(to_hex(g % 500 + 1), 40, '0'), 'FETCHED', now()
    from generate_series(1, ${ALBUM_ITEMS}) g`;
  await sql`
    insert into nft_transfer_records (nft_item_id, chain, tx_hash, log_index, block_number, block_hash, from_address,
      to_address, at)
    select i.id, 'ERC20', 'bench-' || i.id || '-' || k, 0, k, 'bench', '0x0', i.holder_address, now()
    from nft_items i cross join generate_series(1, 3) k where i.album_id = ${album.id}`;
  await sql`analyze nft_items`;
  await sql`analyze nft_transfer_records`;
  log(
    `seeded album ${album.id}: ${ALBUM_ITEMS} items, ${ALBUM_ITEMS * 3} records in ${ms(performance.now() - t)}`,
  );
  return String(album.id);
}

async function timeCalls(fn) {
  const times = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const t = performance.now();
    await fn(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function albumPage({ app, sql }) {
  const { NftsService } = await import(
    pathToFileURL(path.join(apiDist, 'modules/nfts/nfts.service.js')).href
  );
  const nfts = app.get(NftsService);
  const albumId = await seedAlbum(sql);
  const base = await timeCalls(
    () => sql`select id, token_id from nft_items where album_id = ${albumId} order by token_id limit 10`,
  );
  log(
    `baseline: one page of the album's items by (album_id, token_id), LIMIT 10: p50 ${ms(base.p50)}, p99 ${ms(base.p99)}`,
  );
  const pages = ALBUM_ITEMS / 20;
  const cases = [
    ['first page, 10 items', () => ({ pageNo: 1, pageSize: 10 })],
    ['random page, 20 items', (i) => ({ pageNo: 1 + ((i * 7919) % pages), pageSize: 20 })],
    ['last page, 20 items', () => ({ pageNo: pages, pageSize: 20 })],
    ['first page, 100 items', () => ({ pageNo: 1, pageSize: 100 })],
  ];
  for (const [label, query] of cases) {
    const page = await nfts.album(albumId, query(0));
    if (page.album.itemsCount !== ALBUM_ITEMS || page.items.total !== ALBUM_ITEMS)
      throw new Error(`album answered ${page.album.itemsCount} items`);
    const r = await timeCalls((i) => nfts.album(albumId, query(i)));
    log(
      `album page (${label}), ${ALBUM_ITEMS} items, ${page.album.holdersCount} holders: p50 ${ms(r.p50)}, p99 ${ms(r.p99)} ` +
        `(x base p50 ${(r.p50 / base.p50).toFixed(1)})`,
    );
  }
}

async function main() {
  checkChainBuilt();
  const devchain = await loadDevchain();
  log('starting the chain and deploying ...');
  const world = await startChain(devchain);
  cleanups.push(world.stop);
  const { url } = world.chain;
  const { deployment } = world;
  const wallets = [];
  for (let i = 0; i < WALLETS; i++) {
    const key = ethers.Wallet.createRandom();
    await devchain.rpc(url, 'hardhat_setBalance', [key.address, '0x8AC7230489E80000']);
    wallets.push(new ethers.Wallet(key.privateKey));
  }
  const range = await makeTransfers(devchain, url, deployment, wallets);
  await devchain.mine(url, 3);

  const db = await createBenchDatabase({ serverUrl, log });
  cleanups.push(db.drop);
  const prisma = db.createPrismaClient({ url: db.url, max: 2 });
  try {
    const tag = crypto.randomBytes(3).toString('hex');
    await prisma.user.createMany({
      data: wallets.map((w, i) => ({
        email: `nft_${tag}_${i}@example.test`,
        nickname: `nft${tag}${i}`,
        walletAddress: w.address,
      })),
    });
  } finally {
    await prisma.$disconnect();
  }
  const sql = postgres(db.url, { max: 2, onnotice: () => undefined });
  cleanups.push(() => sql.end({ timeout: 5 }));
  const redisPrefix = `p2p_bench_${db.unique}:`;
  cleanups.push(() => deleteRedisPrefix(redisUrl, redisPrefix));
  // The cursor starts at the mints; the development album (seeded at start from the chain file) from there too.
  const api = await startChainApi({
    databaseUrl: db.url,
    redisUrl,
    redisPrefix,
    rpcUrl: url,
    chainFile: world.file,
    confirmations: 3,
    env: { EVM_START_BLOCK: String(range.first) },
  });
  cleanups.push(() => api.app.close());
  log(`API on ${api.baseUrl} (watcher driven by the bench)`);
  await indexing({ api, sql, url, deployment, range });
  await albumPage({ app: api.app, sql });
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
