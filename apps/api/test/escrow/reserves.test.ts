// Proof of reserves (issue 10 §6): after a randomized sequence of 200 deposits, payouts and withdrawals on
// a real local chain, every escrow wallet's balance equals exactly what the platform owes.
import { rpc } from '@p2p/devchain';
import { addDecimal, compareDecimal, formatUnits } from '@p2p/domain';
import { Wallet } from 'ethers';
import request from 'supertest';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { EscrowService, toUnits } from '../../src/modules/escrow/escrow.service.js';
import { ReservesService } from '../../src/modules/escrow/reserves.service.js';
import {
  type ChainSuite,
  SECURITY_PASSWORD,
  startChainSuite,
  type Trader,
} from '../support/escrow-fixtures.js';
import { auth } from '../support/trader-fixtures.js';

describe('escrow/reserves', () => {
  let suite: ChainSuite;
  let coins: Record<'MEC' | 'USDT', { id: number; decimals: number }>;

  beforeAll(async () => {
    suite = await startChainSuite();
    coins = {
      MEC: { id: (await suite.api.factories.coin('MEC')).id, decimals: 18 },
      USDT: { id: (await suite.api.factories.coin('USDT')).id, decimals: 6 },
    };
    await suite.round();
  });
  afterAll(() => suite.close());

  /** A small seeded generator (mulberry32): the same sequence every run, so a failure can be replayed. */
  function seeded(seed: number): () => number {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  interface Held {
    intentId: string;
    coin: 'MEC' | 'USDT';
    units: bigint;
  }

  describe('proof of reserves (issue 10)', () => {
    it('is public and answers one line per token of the watched chain', async () => {
      const res = await request(suite.api.http).get('/api/reserves').expect(200);
      expect(res.body.data.lines.map((l: { token: string }) => l.token).sort()).toEqual([
        'MEC',
        'NFT',
        'USDT',
      ]);
      expect(res.body.data.balanced).toBe(true);
    });

    it('balances to exactly zero after 200 random deposits, payouts and withdrawals', async () => {
      const random = seeded(20261123);
      const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
      const traders: Trader[] = [];
      for (let i = 0; i < 6; i += 1) traders.push(await suite.trader());
      const savers: Trader[] = [];
      for (let i = 0; i < 3; i += 1) savers.push(await suite.trader());
      const stranger = Wallet.createRandom();
      const runner = suite.api.app.get(TransactionRunner);
      const escrow = suite.api.app.get(EscrowService);
      const held: Held[] = [];
      const counts: Record<string, number> = {};
      const amountOf = (coin: 'MEC' | 'USDT', max: number): bigint =>
        BigInt(1 + Math.floor(random() * max)) * 10n ** BigInt(coins[coin].decimals - 2); // 0.01 .. max/100
      let ref = 0;
      for (let op = 0; op < 200; op += 1) {
        const kind = pick([
          'exact',
          'exact',
          'partial',
          'surplus',
          'unmatched',
          'release',
          'release',
          'withdraw',
          'unknown',
        ]);
        counts[kind] = (counts[kind] ?? 0) + 1;
        const coin = pick(['MEC', 'USDT'] as const);
        const dec = coins[coin].decimals;
        if (kind === 'exact' || kind === 'partial' || kind === 'surplus') {
          const t = pick(traders);
          const want = amountOf(coin, 5000);
          ref += 1;
          const d = await runner.run((tx) =>
            escrow.openDeposit(tx, {
              userId: t.userId,
              purpose: 'ORDER',
              refId: `rand-${ref}`,
              chain: 'ERC20',
              asset: { coinId: coins[coin].id, amount: formatUnits(want, dec) },
              fromAddress: t.wallet.address,
              expiresAt: new Date(Date.now() + 3600_000),
            }),
          );
          const sent = kind === 'exact' ? want : kind === 'partial' ? want / 2n : want + amountOf(coin, 300);
          await suite.pay(t.wallet, coin, formatUnits(sent, dec));
          held.push({ intentId: d.id, coin, units: sent < want ? sent : want });
        } else if (kind === 'unmatched') {
          await suite.pay(pick(savers).wallet, 'USDT', formatUnits(amountOf('USDT', 3000) + 10_000_000n, 6));
        } else if (kind === 'unknown') {
          // Funded by a trader first (that is a payment between wallets, not to escrow), then sent in.
          await suite.pay(
            pick(traders).wallet,
            coin,
            formatUnits(amountOf(coin, 100), dec),
            stranger.address,
          );
          await rpc(suite.chain.url, 'hardhat_setBalance', [stranger.address, '0xDE0B6B3A7640000']);
          const bal = await suite.balanceOf(coin, stranger.address);
          if (bal > 0n)
            await suite.pay(
              { address: stranger.address, privateKey: stranger.privateKey },
              coin,
              formatUnits(bal, dec),
            );
        } else if (kind === 'release') {
          await suite.mineAndRound(3); // what was paid is credited before it is released
          // What each deposit holds now, read in one query (one per deposit made this test quadratic).
          const rows = await suite.api.prisma.depositIntent.findMany({
            where: { id: { in: held.map((h) => BigInt(h.intentId)) } },
            select: { id: true, heldAmount: true },
          });
          const heldNow = new Map(rows.map((r) => [String(r.id), r.heldAmount]));
          const credited = [];
          for (const h of held) {
            const amount = heldNow.get(h.intentId)!;
            if (amount.gt(0)) credited.push({ h, heldText: amount.toFixed() });
          }
          if (credited.length === 0) continue;
          const { h, heldText } = pick(credited);
          const units = toUnits(heldText, coins[h.coin].decimals);
          const part = random() < 0.5 ? units : units / 2n;
          if (part === 0n) continue;
          ref += 1;
          await runner.run((tx) =>
            escrow.queuePayout(tx, {
              kind: 'RELEASE',
              ref: `rand-release-${ref}`,
              userId: null,
              toAddress: Wallet.createRandom().address,
              chain: 'ERC20',
              asset: { coinId: coins[h.coin].id, amount: formatUnits(part, coins[h.coin].decimals) },
              fromDepositIntentId: h.intentId,
            }),
          );
        } else {
          await suite.mineAndRound(3);
          const s = pick(savers);
          const res = await request(suite.api.http).get('/api/balance').set(auth(s.token)).expect(200);
          const line = (res.body.data.balances as { coin: string; amount: string }[]).find(
            (b) => b.coin === 'USDT',
          );
          if (!line || compareDecimal(line.amount, '10') < 0) continue;
          const w = await request(suite.api.http)
            .post('/api/balance/extract')
            .set(auth(s.token))
            .send({ coin: 'USDT', chain: 'ERC20', amount: line.amount, securityPassword: SECURITY_PASSWORD });
          expect(['200', '3020']).toContain(w.body.code);
        }
        if (op % 10 === 9) await suite.mineAndRound(1);
      }
      // Quiet the chain: everything confirmed, credited, sent and confirmed.
      for (let i = 0; i < 6; i += 1) await suite.mineAndRound(3);
      const reserves = await suite.api.app.get(ReservesService).read();
      console.log(`reserves after ${JSON.stringify(counts)}:\n${JSON.stringify(reserves.lines, null, 1)}`);
      expect(await suite.api.prisma.payout.count({ where: { status: { in: ['QUEUED', 'SENT'] } } })).toBe(0);
      for (const line of reserves.lines)
        expect({ token: line.token, difference: line.difference }).toEqual({
          token: line.token,
          difference: '0',
        });
      expect(reserves.balanced).toBe(true);
      const usdt = reserves.lines.find((l) => l.token === 'USDT')!;
      expect(compareDecimal(usdt.onChain, '0')).toBe(1);
      expect(compareDecimal(addDecimal(usdt.heldForDeposits, usdt.tempBalances, 18), '0')).toBe(1);
    }, 240_000);
  });
});
