// The chain bench's world: a real local chain (`hardhat node` from @p2p/devchain, built in
// infra/chain/dist) with MEC, USDT and the NFT deployed, funded sender wallets, batches of signed USDT
// transfers to the escrow address, and the built API (apps/api/dist) configured on that chain, created in
// this process so that the bench can drive the watcher's rounds itself. Development chain only (its
// well-known keys are refused anywhere else by the API's configuration).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { freePort } from './common.mjs';
import { benchApiEnv } from './setup.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const chainDir = path.join(root, 'infra/chain');
const apiDist = path.resolve(process.env.BENCH_API_DIST ?? path.join(root, 'apps/api/dist'));
const dist = (file) => pathToFileURL(file).href;

/** ethers, as the devchain package resolves it (the bench lists no chain library of its own). */
export const ethers = createRequire(path.join(chainDir, 'package.json'))('ethers');

export function checkChainBuilt() {
  const missing = [
    [path.join(chainDir, 'dist/index.js'), 'pnpm --filter @p2p/devchain build'],
    [path.join(apiDist, 'modules/escrow/chain-watch.service.js'), 'pnpm --filter @p2p/api build'],
  ].filter(([file]) => !fs.existsSync(file));
  if (missing.length > 0) throw new Error(`build first: ${missing.map(([, cmd]) => cmd).join(' && ')}`);
}

export function loadDevchain() {
  return import(dist(path.join(chainDir, 'dist/index.js')));
}

/** Starts the chain on 127.0.0.1 and deploys the contracts; writes the chain file the API reads. */
export async function startChain(devchain) {
  const chain = await devchain.startDevChain({ port: 0, host: '127.0.0.1' });
  const deployment = await devchain.deployDevContracts(chain.url, { demoWallets: 1 });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'p2p-bench-chain-'));
  const file = path.join(dir, 'chain.json');
  devchain.writeChainFile(deployment, file);
  const stop = async () => {
    await chain.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { chain, deployment, file, stop };
}

/** `count` fresh wallets, each minted `usdt` USDT and given 10 ETH for gas. */
export async function fundedWallets(devchain, url, deployment, count, usdt) {
  const wallets = [];
  for (let i = 0; i < count; i++) {
    const key = ethers.Wallet.createRandom();
    await devchain.fundWallet(url, deployment, key.address, { usdt });
    await devchain.rpc(url, 'hardhat_setBalance', [key.address, '0x8AC7230489E80000']);
    wallets.push(new ethers.Wallet(key.privateKey));
  }
  return wallets;
}

const erc20 = new ethers.Interface(['function transfer(address to, uint256 amount) returns (bool)']);

/** A signed USDT transfer of `amount` base units to `to` (type 2, fixed gas: no node round trip). */
export function signedTransfer(wallet, nonce, usdt, to, amount) {
  return wallet.signTransaction({
    type: 2,
    chainId: 31337,
    nonce,
    to: usdt,
    data: erc20.encodeFunctionData('transfer', [to, amount]),
    gasLimit: 60_000n,
    maxFeePerGas: 200_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  });
}

/** Sends raw transactions in one JSON-RPC batch; throws the first error the node answers. */
export async function sendRawBatch(url, raws) {
  const body = raws.map((raw, id) => ({
    jsonrpc: '2.0',
    id,
    method: 'eth_sendRawTransaction',
    params: [raw],
  }));
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: globalThis.AbortSignal.timeout(120_000),
  });
  const answers = await res.json();
  const failed = answers.find((a) => a.error);
  if (failed) throw new Error(`eth_sendRawTransaction: ${failed.error.message}`);
}

/**
 * Builds the API from `apiDist` on the chain (EVM_RPC_URL, CHAIN_FILE, CHAIN_CONFIRMATIONS, the watcher's
 * own loop off: the bench drives rounds) with a fresh database and Redis prefix, listening on 127.0.0.1.
 */
export async function startChainApi({
  databaseUrl,
  redisUrl,
  redisPrefix,
  rpcUrl,
  chainFile,
  confirmations,
  env = {},
}) {
  await import(dist(createRequire(path.join(apiDist, 'main.js')).resolve('reflect-metadata')));
  const { loadConfig } = await import(dist(path.join(apiDist, 'core/config/config.js')));
  const { createApp } = await import(dist(path.join(apiDist, 'app.factory.js')));
  const escrow = (file) => import(dist(path.join(apiDist, 'modules/escrow', file)));
  const { ChainWatchService } = await escrow('chain-watch.service.js');
  const { ChainRegistry } = await escrow('chain-registry.service.js');
  const port = await freePort();
  const config = loadConfig({
    ...benchApiEnv({ port, databaseUrl, redisUrl, redisPrefix }),
    EVM_RPC_URL: rpcUrl,
    CHAIN_FILE: chainFile,
    CHAIN_CONFIRMATIONS: String(confirmations),
    CHAIN_WATCH_LOOP: 'false',
    ...env,
  });
  const app = await createApp(config);
  await app.listen(port, '127.0.0.1');
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    watch: app.get(ChainWatchService),
    registry: app.get(ChainRegistry),
  };
}

/** `eth_getLogs` of the escrow's USDT Transfer logs in [first, last] with plain fetch and JSON.parse. */
export async function rawGetLogs(url, deployment, first, last) {
  const topic = ethers.id('Transfer(address,address,uint256)');
  const params = {
    fromBlock: `0x${first.toString(16)}`,
    toBlock: `0x${last.toString(16)}`,
    address: [deployment.tokens.USDT.address],
    topics: [topic, null, ethers.zeroPadValue(deployment.escrow.address, 32)],
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

/**
 * The experiment of the backfill: makes the ethers instance the API's chain adapter runs on
 * (packages/chain's, ESM) read HTTP answers with Node's fetch instead of its own node:http reader, which
 * grows the body one chunk at a time (a copy per chunk: quadratic in the answer's size).
 */
