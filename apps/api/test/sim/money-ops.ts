// The simulation's money operations: deposits paid from a trader's wallet (exact, short, over, or in the
// wrong token) to an open deposit of a SELL ad or a BUY ad's order, a payment to escrow with no deposit,
// withdrawals from the temporary balance, and the chain moving on: blocks mined, watcher rounds,
// settling until nothing is in flight, and reorganisations below and at the confirmation depth.
import { formatUnits } from '@p2p/domain';
import { blockNumber } from '@p2p/devchain';
import { parseUnits } from 'ethers';
import { SECURITY_PASSWORD } from '../support/escrow-fixtures.js';
import type { ChainOps } from './chain-ops.js';
import type { Invariants } from './invariants.js';
import { AT_DEPTH, BELOW_DEPTH } from './invariants.js';
import { type CoinName, CONFIRMATIONS, type World } from './world.js';

/** Deposits paid recently (intent id -> block), so that most deposits are not paid twice. */
const recentlyPaid = new WeakMap<World, Map<string, bigint>>();

/** Pays an open deposit (an ad's or an order's) from its owner's wallet. */
export async function payDeposit(w: World, chain: ChainOps): Promise<boolean> {
  const head = await blockNumber(w.suite.chain.url);
  const paid = recentlyPaid.get(w) ?? new Map<string, bigint>();
  recentlyPaid.set(w, paid);
  const open = (
    await w.api.prisma.depositIntent.findMany({
      where: { status: 'OPEN', assetKind: 'COIN', userId: { in: w.actorIds } },
      orderBy: { id: 'asc' },
    })
  ).filter((i) => {
    const at = paid.get(String(i.id));
    return at === undefined || head - at > BigInt(CONFIRMATIONS + 2) || w.rng.chance(0.15);
  });
  if (open.length === 0) return false;
  const intent = w.rng.pick(open);
  const actor = w.actor(intent.userId);
  const coin = w.coinOf(intent.coinId);
  const dec = w.decimals(coin);
  const missing = parseUnits(intent.amount.toFixed(), dec) - parseUnits(intent.receivedAmount.toFixed(), dec);
  const need = missing > 0n ? missing : parseUnits(intent.amount.toFixed(), dec);
  const mode = w.rng.weighted([
    ['exact', 12],
    ['short', 2],
    ['over', 2],
    ['wrong token', 1],
  ] as const);
  const extra = BigInt(w.rng.int(1, 200)) * 10n ** BigInt(dec - 2);
  let payCoin: CoinName = coin;
  let units = mode === 'exact' ? need : mode === 'short' ? need / 2n : need + extra;
  if (mode === 'wrong token') {
    payCoin = coin === 'MEC' ? 'USDT' : 'MEC';
    units = parseUnits(formatUnits(need, dec), w.decimals(payCoin));
  }
  if (units <= 0n) units = 1n;
  const hash = await chain.pay(actor, payCoin, units);
  paid.set(String(intent.id), head + 1n);
  w.note(
    `${actor.name} pays ${formatUnits(units, w.decimals(payCoin))} ${payCoin} (${mode}) to ${intent.purpose} deposit ${intent.id} of ${intent.amount.toFixed()} ${coin}: ${hash}`,
  );
  return true;
}

/** A payment to escrow with no deposit open for it (to the temporary balance once final). */
export async function strayPayment(w: World, chain: ChainOps): Promise<boolean> {
  const actor = w.rng.pick(w.rng.chance(0.6) ? w.savers : w.actors);
  const coin = w.rng.pick(['MEC', 'USDT'] as const);
  const units = BigInt(w.rng.int(500, 4000)) * 10n ** BigInt(w.decimals(coin) - 2);
  const hash = await chain.pay(actor, coin, units);
  w.note(`${actor.name} pays ${formatUnits(units, w.decimals(coin))} ${coin} with no deposit open: ${hash}`);
  return true;
}

/** A withdrawal of all or half of a temporary balance, with the security password. */
export async function withdraw(w: World): Promise<boolean> {
  const lines = await w.api.prisma.tempBalance.findMany({
    where: { userId: { in: w.actorIds }, amount: { gt: 0 } },
  });
  // Mostly balances above the coins' minimum withdrawal (10); now and then one below it (3017).
  const large = lines.filter((l) => l.amount.gte(10));
  if (lines.length === 0) return false;
  const line = w.rng.pick(large.length > 0 && w.rng.chance(0.9) ? large : lines);
  const actor = w.actor(line.userId);
  const coin = w.coinOf(line.coinId);
  const dec = w.decimals(coin);
  const all = parseUnits(line.amount.toFixed(), dec);
  const units = w.rng.chance(0.6) ? all : all / 2n;
  if (units <= 0n) return false;
  const amount = formatUnits(units, dec);
  const res = await w.post(actor, '/balance/extract', {
    coin,
    chain: 'ERC20',
    amount,
    securityPassword: SECURITY_PASSWORD,
  });
  w.note(`${actor.name} withdraws ${amount} of ${line.amount.toFixed()} ${coin}: ${res.code}`);
  return true;
}

export async function mineBlocks(w: World): Promise<boolean> {
  const blocks = w.rng.int(1, CONFIRMATIONS);
  await w.mine(blocks);
  await w.round();
  w.note(`mined ${blocks} and ran a round`);
  return true;
}

export async function round(w: World): Promise<boolean> {
  await w.round();
  w.note('a watcher round');
  return true;
}

/** Mines and runs rounds until nothing is in flight (at most 12 rounds); answers whether it got there. */
export async function settle(w: World, inv: Invariants): Promise<boolean> {
  for (let i = 0; i < 12; i += 1) {
    await w.round();
    if (await inv.quiet()) {
      w.note(`settled after ${i} extra rounds`);
      return true;
    }
    await w.mine(CONFIRMATIONS);
  }
  w.note('still in flight after 12 rounds');
  return true;
}

/** A reorganisation below the confirmation depth; the removed transactions partly come back. */
export async function reorgBelow(w: World, chain: ChainOps): Promise<boolean> {
  const depth = await chain.reorg(w.rng.int(1, BELOW_DEPTH), w.rng.chance(0.5) ? 'all' : 'some');
  if (depth === null) return false;
  w.stats.faults[`reorg depth ${depth}`] = (w.stats.faults[`reorg depth ${depth}`] ?? 0) + 1;
  await w.round();
  return true;
}

/** A reorganisation at the confirmation depth: every removed transaction is mined again on the new branch. */
export async function reorgAt(w: World, chain: ChainOps): Promise<boolean> {
  const depth = await chain.reorg(AT_DEPTH, 'all');
  if (depth === null) return false;
  w.stats.faults[`reorg depth ${depth}`] = (w.stats.faults[`reorg depth ${depth}`] ?? 0) + 1;
  await w.round();
  return true;
}
