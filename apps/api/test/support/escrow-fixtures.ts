// A real local chain (Hardhat node from @p2p/devchain, one per Jest worker: worker-chain.ts) with MEC, USDT and the NFT collection deployed,
// and an API configured to watch it. Rounds of the watcher are driven by the test (`round`), blocks are
// mined on demand, and a trader is an account whose identity wallet is one of the funded demo wallets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type DevChain,
  type DevDeployment,
  type DevKey,
  fundWallet,
  mine,
  writeChainFile,
} from '@p2p/devchain';
import type { Clock } from '@p2p/domain';
import bcrypt from 'bcrypt';
import { Contract, JsonRpcProvider, Network, parseUnits, Wallet } from 'ethers';
import { ChainWatchService, type WatchRound } from '../../src/modules/escrow/chain-watch.service.js';
import { startTestApi, type TestApi } from './harness.js';
import { workerChain } from './worker-chain.js';

export const SECURITY_PASSWORD = '246810';

const TOKEN_ABI = [
  'function transfer(address to, uint256 amount) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function ownerOf(uint256 tokenId) view returns (address)',
];

export interface Trader {
  userId: bigint;
  token: string;
  wallet: DevKey;
  nftTokenId: bigint;
}

export interface ChainSuite {
  chain: DevChain;
  deployment: DevDeployment;
  api: TestApi;
  provider: JsonRpcProvider;
  /** One watcher round on the EVM chain. */
  round(): Promise<WatchRound>;
  /** Mines `blocks` and runs a round. */
  mineAndRound(blocks?: number): Promise<WatchRound>;
  /**
   * A new account whose identity wallet is a fresh key funded with 1000 MEC, 1000 USDT, one NFT and ETH
   * for gas, with a security password; its session token.
   */
  trader(): Promise<Trader>;
  /** Sends `amount` (coin units) of MEC or USDT from a demo wallet to `to` (escrow by default). */
  pay(from: DevKey, coin: 'MEC' | 'USDT', amount: string, to?: string): Promise<string>;
  /** The ERC-20 balance (base units) of an address. */
  balanceOf(coin: 'MEC' | 'USDT', owner: string): Promise<bigint>;
  /**
   * Closes the API and starts a new one on the same database and chain (a process restart); `env` is
   * laid over the settings for this start and the ones after it (a redeploy with new configuration).
   */
  restart(env?: Record<string, string>): Promise<ChainSuite>;
  /**
   * A second API process on the same database, Redis and chain (a second worker); the caller closes it.
   * `env` is laid over the suite's (another API_ROLE, a DATABASE_URL naming its connections).
   */
  peer(env?: Record<string, string>): Promise<TestApi>;
  /** The settings the API was started with (chain URL, chain file, confirmations, the caller's). */
  readonly env: Readonly<Record<string, string>>;
  close(): Promise<void>;
}

/** `clock`: the API's clock (a FakeClock a test moves; the machine's by default), kept across restarts and peers. */
export async function startChainSuite(
  env: Record<string, string> = {},
  opts: { clock?: Clock } = {},
): Promise<ChainSuite> {
  const { chain, deployment } = await workerChain();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'p2p-chain-'));
  const file = path.join(dir, 'chain.json');
  writeChainFile(deployment, file);
  const apiEnv: Record<string, string> = {
    EVM_RPC_URL: chain.url,
    CHAIN_FILE: file,
    CHAIN_CONFIRMATIONS: '3',
    CHAIN_WATCH_LOOP: 'false',
    ...env,
  };
  const apiOpts = { clock: opts.clock };
  let api = await startTestApi(apiEnv, [], apiOpts);
  // A new chain, empty books: the test files of a run share one database, each with its own chain.
  await api.prisma.$executeRaw`
    truncate payout_attempts, chain_nonces, chain_writers, payouts, temp_balance_entries, temp_balances, fund_records, chain_transfers, deposit_intents,
      chain_blocks, chain_cursors`;
  const provider = new JsonRpcProvider(chain.url, Network.from(deployment.chainId), {
    staticNetwork: true,
    cacheTimeout: -1,
  });

  const token = (coin: 'MEC' | 'USDT', signer?: Wallet) =>
    new Contract(deployment.tokens[coin].address, TOKEN_ABI, signer ?? provider);
  const round = () => api.app.get(ChainWatchService).round('ERC20');
  let traderQueue: Promise<unknown> = Promise.resolve();
  const newTrader = async (): Promise<Trader> => {
    const key = Wallet.createRandom();
    const wallet = { address: key.address, privateKey: key.privateKey };
    const funded = await fundWallet(chain.url, deployment, wallet.address, {
      mec: '1000',
      usdt: '1000',
      nft: 1,
    });
    const user = await api.factories.newUser({
      walletAddress: wallet.address,
      securityPasswordHash: await bcrypt.hash(SECURITY_PASSWORD, 4),
    });
    const session = await api.sessions.issue(user.id, 'PASSWORD', {});
    return { userId: user.id, token: session.token, wallet, nftTokenId: funded.nftTokenIds[0]! };
  };
  const suite: ChainSuite = {
    chain,
    deployment,
    get api() {
      return api;
    },
    provider,
    round,
    async mineAndRound(blocks = 1) {
      await mine(chain.url, blocks);
      return round();
    },
    trader() {
      // One at a time: funding sends from the deployer, whose nonces must not race.
      const next = traderQueue.then(newTrader);
      traderQueue = next.then(
        () => undefined,
        () => undefined,
      );
      return next;
    },
    async pay(from, coin, amount, to = deployment.escrow.address) {
      const signer = new Wallet(from.privateKey, provider);
      const decimals = coin === 'MEC' ? 18 : 6;
      const tx = (await token(coin, signer).getFunction('transfer')(to, parseUnits(amount, decimals))) as {
        hash: string;
        wait(): Promise<unknown>;
      };
      await tx.wait();
      return tx.hash;
    },
    async balanceOf(coin, owner) {
      return (await token(coin).getFunction('balanceOf')(owner)) as bigint;
    },
    async restart(env = {}) {
      await api.close();
      Object.assign(apiEnv, env);
      api = await startTestApi(apiEnv, [], apiOpts);
      return suite;
    },
    peer(env = {}) {
      return startTestApi({ ...apiEnv, ...env }, [], apiOpts);
    },
    env: apiEnv,
    async close() {
      await api.close();
      provider.destroy();
      await chain.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return suite;
}

/** A funded trader ready to trade: USDT address on ERC20 (their own wallet), online. */
export async function readyTrader(suite: ChainSuite): Promise<Trader> {
  const t = await suite.trader();
  await suite.api.prisma.user.update({
    where: { id: t.userId },
    data: { usdtAddress: t.wallet.address, chainType: 'ERC20', online: true },
  });
  return t;
}
