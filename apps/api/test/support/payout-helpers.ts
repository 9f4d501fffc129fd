// Payouts on the local chain for the writer and attempt tests: a funded order deposit, releases from it,
// what the chain paid an address, and a round-robin poll with a deadline.
import { type ChainAdapter, type SignedTransfer } from '@p2p/chain';
import { Contract } from 'ethers';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { EscrowService } from '../../src/modules/escrow/escrow.service.js';
import type { ChainSuite, Trader } from './escrow-fixtures.js';
import type { TestApi } from './harness.js';

let refs = 0;

/** A trader's order deposit of `amount` USDT, paid and credited; its deposit intent id. */
export async function fundedDeposit(
  suite: ChainSuite,
  usdtId: number,
  t: Trader,
  amount: string,
): Promise<string> {
  refs += 1;
  const d = await suite.api.app.get(TransactionRunner).run((tx) =>
    suite.api.app.get(EscrowService).openDeposit(tx, {
      userId: t.userId,
      purpose: 'ORDER',
      refId: `writer-${refs}-${Date.now()}`,
      chain: 'ERC20',
      asset: { coinId: usdtId, amount },
      fromAddress: t.wallet.address,
      expiresAt: new Date(Date.now() + 3600_000),
    }),
  );
  await suite.pay(t.wallet, 'USDT', amount);
  await suite.mineAndRound(3);
  return d.id;
}

/** Queues a release of `amount` USDT from a deposit to `to`. */
export function release(
  api: TestApi,
  usdtId: number,
  depositId: string,
  to: string,
  amount: string,
  ref: string,
): Promise<{ id: string }> {
  return api.app.get(TransactionRunner).run((tx) =>
    api.app.get(EscrowService).queuePayout(tx, {
      kind: 'RELEASE',
      ref,
      userId: null,
      toAddress: to,
      chain: 'ERC20',
      asset: { coinId: usdtId, amount },
      fromDepositIntentId: depositId,
    }),
  );
}

/** USDT amounts (base units) the escrow wallet sent to `to`, as the chain's Transfer logs say. */
export async function paidOnChain(suite: ChainSuite, to: string): Promise<bigint[]> {
  const usdt = new Contract(
    suite.deployment.tokens.USDT.address,
    ['event Transfer(address indexed from, address indexed to, uint256 value)'],
    suite.provider,
  );
  const logs = await usdt.queryFilter(
    usdt.filters.Transfer!(suite.deployment.escrow.address, to),
    0,
    'latest',
  );
  return logs.map((l) => (l as unknown as { args: [string, string, bigint] }).args[2]);
}

/** Polls `check` until it answers true, failing with `what` after `ms`. */
export async function until(what: string, check: () => Promise<boolean> | boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25)); // a short pause between polls of the condition
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** An adapter that behaves as `real` with its signing and broadcasting observed (and optionally held). */
export function observed(
  real: ChainAdapter,
  hooks: {
    beforeSign?: (n: number) => Promise<void>;
    signed?: (s: SignedTransfer) => void;
    broadcast?: (raw: string) => void;
  },
): ChainAdapter {
  let n = 0;
  const adapter = Object.create(real) as ChainAdapter;
  adapter.signTransfer = async (t) => {
    n += 1;
    await hooks.beforeSign?.(n);
    const s = await real.signTransfer(t);
    hooks.signed?.(s);
    return s;
  };
  adapter.broadcast = async (raw) => {
    hooks.broadcast?.(raw);
    return real.broadcast(raw);
  };
  return adapter;
}
