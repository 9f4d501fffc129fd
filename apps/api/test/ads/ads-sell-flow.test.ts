// A SELL ad on the local chain (issue 11; spec §4): created, its deposit paid from the trader's wallet to
// escrow, published once escrow holds it, and cancelled with its coin returned (RETURN payout); a short,
// expired or cancelled deposit; and a cancel racing the deposit's completion, which ends consistent.
import { mine } from '@p2p/devchain';
import { compareDecimal, sumDecimals } from '@p2p/domain';
import request from 'supertest';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { OutboxRelayService } from '../../src/core/outbox/outbox-relay.service.js';
import { AdsEscrowListener } from '../../src/modules/ads/ads-escrow.listener.js';
import { DepositsRepository } from '../../src/modules/escrow/deposits.repository.js';
import { EscrowJobs } from '../../src/modules/escrow/escrow.jobs.js';
import { type ChainSuite, startChainSuite, type Trader } from '../support/escrow-fixtures.js';
import { auth } from '../support/trader-fixtures.js';
import { adBody, methodOf, newPair, postAd } from './ads-fixtures.js';

describe('ads/ads-sell-flow', () => {
  let suite: ChainSuite;
  let pairId: number;
  let pairQuote: string;

  beforeAll(async () => {
    suite = await startChainSuite();
    ({ id: pairId, quote: pairQuote } = await newPair(suite.api, 'MEC'));
    await suite.round(); // the cursor starts at the deployment
  });
  afterAll(() => suite.close());

  const api = () => suite.api;
  const post = (t: { token: string }, path: string) =>
    request(api().http).post(`/api${path}`).set(auth(t.token)).send({});
  const get = (t: { token: string }, path: string) =>
    request(api().http).get(`/api${path}`).set(auth(t.token));

  /** A funded trader whose USDT address (ERC20) is their wallet: the deposit comes from there. */
  async function seller(): Promise<Trader> {
    const t = await suite.trader();
    await api().prisma.user.update({
      where: { id: t.userId },
      data: { usdtAddress: t.wallet.address, chainType: 'ERC20' },
    });
    return t;
  }

  /** A SELL ad of `quantity` MEC by `t`, and its deposit opened; answers both. */
  async function sellAd(t: Trader, quantity = '10') {
    const method = await methodOf(api(), t.userId, pairQuote);
    const ad = await postAd(
      api(),
      t,
      adBody(pairId, [method], { totalQuantity: quantity, maxQuantity: null }),
    );
    expect(ad.status).toBe(200);
    const deposit = await post(t, `/c2c/advert/deposit/${ad.body.data.id}`).expect(200);
    return { id: ad.body.data.id as string, deposit: deposit.body.data };
  }

  /** Relays what the outbox holds until the ad's status is `status` (the escrow listener is asynchronous). */
  async function adStatus(id: string, status?: string): Promise<string> {
    for (let i = 0; i < 50; i++) {
      await api().app.get(OutboxRelayService).drain();
      const ad = await api().prisma.ad.findUniqueOrThrow({ where: { id: BigInt(id) } });
      if (!status || ad.status === status) return ad.status;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return (await api().prisma.ad.findUniqueOrThrow({ where: { id: BigInt(id) } })).status;
  }

  /** The temporary balance entries of a user for an ad. */
  const entriesOf = (userId: bigint, adId: string) =>
    api().prisma.tempBalanceEntry.findMany({ where: { userId, adId: BigInt(adId) } });

  describe('a SELL ad on the chain', () => {
    it('is published once escrow holds its deposit (a shortfall shown; then no deposit: 5025), and its coin comes back on cancel (RETURN)', async () => {
      const t = await seller();
      const { id, deposit } = await sellAd(t);
      expect(deposit).toMatchObject({
        purpose: 'AD',
        refId: id,
        coin: 'MEC',
        amount: '10',
        shortfall: '10',
        status: 'OPEN',
        escrowAddress: suite.deployment.escrow.address,
        fromAddress: t.wallet.address,
      });
      // Asked again: the same deposit; the owner's view of the ad names it.
      expect((await post(t, `/c2c/advert/deposit/${id}`).expect(200)).body.data.id).toBe(deposit.id);
      expect((await get(t, `/c2c/advert/${id}`).expect(200)).body.data.depositId).toBe(deposit.id);

      await suite.pay(t.wallet, 'MEC', '4');
      await suite.mineAndRound(3);
      const short = await get(t, `/deposit/${deposit.id}`).expect(200);
      expect(short.body.data).toMatchObject({ status: 'OPEN', receivedAmount: '4', shortfall: '6' });
      expect(await adStatus(id)).toBe('CREATING');

      await suite.pay(t.wallet, 'MEC', '6');
      await suite.mineAndRound(3);
      expect(await adStatus(id, 'PUBLISHED')).toBe('PUBLISHED');
      const published = await get(t, `/c2c/advert/${id}`).expect(200);
      expect(published.body.data).toMatchObject({
        status: 'PUBLISHED',
        depositedQuantity: '10',
        depositId: null,
      });
      expect(published.body.data.publishedAt).not.toBeNull();
      // Only an ad being created takes a deposit (5025).
      expect((await post(t, `/c2c/advert/deposit/${id}`).expect(409)).body.code).toBe('5025');
      const told = await api().prisma.outbox.findMany({ where: { aggregate: 'ad', aggregateId: id } });
      expect(
        told.map((r) => JSON.parse((r.payload as { message: { message: string } }).message.message)),
      ).toEqual([{ adId: id, status: 'PUBLISHED' }]);

      const before = await suite.balanceOf('MEC', t.wallet.address);
      const cancelled = await post(t, `/c2c/advert/cancel/${id}`).expect(200);
      expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', remainingQuantity: '0' });
      const payout = await api().prisma.payout.findUniqueOrThrow({ where: { ref: `ad:${id}:return` } });
      expect(payout).toMatchObject({ kind: 'RETURN', adId: BigInt(id), toAddress: t.wallet.address });
      expect(payout.amount?.toFixed()).toBe('10');
      await suite.round(); // sends it
      await suite.mineAndRound(2);
      expect((await api().prisma.payout.findUniqueOrThrow({ where: { id: payout.id } })).status).toBe(
        'CONFIRMED',
      );
      expect((await suite.balanceOf('MEC', t.wallet.address)) - before).toBe(10n * 10n ** 18n);
      const intent = await api().prisma.depositIntent.findUniqueOrThrow({
        where: { id: BigInt(deposit.id) },
      });
      expect(intent.heldAmount.toFixed()).toBe('0');
    });

    it('refuses another trader the deposit of an ad (5000) and its escrow deposit (404)', async () => {
      const t = await seller();
      const other = await seller();
      const { id, deposit } = await sellAd(t, '1');
      expect((await post(other, `/c2c/advert/deposit/${id}`).expect(404)).body.code).toBe('5000');
      await get(other, `/deposit/${deposit.id}`).expect(404);
      await post(t, `/c2c/advert/cancel/${id}`).expect(200);
    });

    it('cancels creation with a short deposit: the deposit closes and what arrived goes to the temporary balance', async () => {
      const t = await seller();
      const { id, deposit } = await sellAd(t, '8');
      await suite.pay(t.wallet, 'MEC', '3');
      await suite.mineAndRound(3);
      await post(t, `/c2c/advert/cancel/${id}`).expect(200);
      expect((await get(t, `/deposit/${deposit.id}`).expect(200)).body.data.status).toBe('CANCELLED');
      const entries = await entriesOf(t.userId, id);
      expect(entries.map((e) => [e.reason, e.delta.toFixed()])).toEqual([['AD_CANCELLED', '3']]);
      // The deposit is closed: a late payment is unmatched, also to the temporary balance, and the ad stays cancelled.
      await suite.pay(t.wallet, 'MEC', '5');
      await suite.mineAndRound(3);
      expect(await adStatus(id)).toBe('CANCELLED');
      const late = await api().prisma.tempBalanceEntry.findMany({
        where: { userId: t.userId, reason: 'UNMATCHED_DEPOSIT' },
      });
      expect(late.map((e) => e.delta.toFixed())).toEqual(['5']);
    });

    it('cancels creation when the deposit expires, and what arrived goes to the temporary balance', async () => {
      const t = await seller();
      const { id, deposit } = await sellAd(t, '9');
      await suite.pay(t.wallet, 'MEC', '2');
      await suite.mineAndRound(3);
      await api().prisma.depositIntent.update({
        where: { id: BigInt(deposit.id) },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      await api().app.get(EscrowJobs).expireDeposits();
      expect(await adStatus(id, 'CANCELLED')).toBe('CANCELLED');
      expect((await entriesOf(t.userId, id)).map((e) => [e.reason, e.delta.toFixed()])).toEqual([
        ['AD_CANCELLED', '2'],
      ]);
      const intent = await api().prisma.depositIntent.findUniqueOrThrow({
        where: { id: BigInt(deposit.id) },
      });
      expect(intent).toMatchObject({ status: 'EXPIRED' });
      expect(intent.heldAmount.toFixed()).toBe('0');
    });

    it('cancelled while its completed deposit is not yet applied: the coin goes to the temporary balance, the late event changes nothing', async () => {
      const t = await seller();
      const { id, deposit } = await sellAd(t, '7');
      // The watcher's credit without its event yet: what the relay would deliver a moment later.
      await api()
        .app.get(TransactionRunner)
        .run((tx) => api().app.get(DepositsRepository).credit(tx, deposit.id, '7', true, new Date()));
      await post(t, `/c2c/advert/cancel/${id}`).expect(200);
      // A listener runs in the outbox relay's claiming transaction: here in one of its own.
      const completed = (refId: string) =>
        api()
          .app.get(TransactionRunner)
          .run((tx) =>
            api().app.get(AdsEscrowListener).handle(tx, { event: 'DEPOSIT_COMPLETED', purpose: 'AD', refId }),
          );
      await completed(id);
      expect(await adStatus(id)).toBe('CANCELLED');
      expect((await entriesOf(t.userId, id)).map((e) => [e.reason, e.delta.toFixed()])).toEqual([
        ['AD_CANCELLED', '7'],
      ]);
      // And a DEPOSIT_COMPLETED delivered twice to a published ad publishes it once.
      const again = await seller();
      const second = await sellAd(again, '2');
      await suite.pay(again.wallet, 'MEC', '2');
      await suite.mineAndRound(3);
      expect(await adStatus(second.id, 'PUBLISHED')).toBe('PUBLISHED');
      await completed(second.id);
      const told = await api().prisma.outbox.count({ where: { aggregate: 'ad', aggregateId: second.id } });
      expect(told).toBe(1);
    });

    it('a cancel racing the deposit completion ends consistent: every coin paid is returned or in the temporary balance', async () => {
      const traders = await Promise.all(Array.from({ length: 4 }, () => seller()));
      const ads = [];
      for (const t of traders) ads.push({ t, ...(await sellAd(t, '5')) });
      for (const { t } of ads) await suite.pay(t.wallet, 'MEC', '5');
      await mine(suite.chain.url, 1); // one more block: the next round credits all of them
      await suite.round();
      const cancels = ads.map(({ t, id }, i) =>
        // staggers the cancels by a few ms so they overlap the watcher's round in different places
        new Promise((resolve) => setTimeout(resolve, i * 5)).then(() => post(t, `/c2c/advert/cancel/${id}`)),
      );
      const [, ...answers] = await Promise.all([suite.mineAndRound(1), ...cancels]);
      const outcomes: string[] = [];
      for (const [i, { t, id, deposit }] of ads.entries()) {
        // A cancel that came after publication revoked it; one that came before cancelled the creation.
        expect(answers[i]!.status).toBe(200);
        expect(await adStatus(id, 'CANCELLED')).toBe('CANCELLED');
        const payout = await api().prisma.payout.findUnique({ where: { ref: `ad:${id}:return` } });
        const toBalance = (
          await api().prisma.tempBalanceEntry.findMany({
            where: { userId: t.userId, coinId: deposit.coinId },
          })
        ).map((e) => e.delta.toFixed());
        const accounted = sumDecimals([payout?.amount?.toFixed() ?? '0', ...toBalance], 18);
        expect(compareDecimal(accounted, '5')).toBe(0);
        const intent = await api().prisma.depositIntent.findUniqueOrThrow({
          where: { id: BigInt(deposit.id) },
        });
        expect(intent.heldAmount.toFixed()).toBe('0');
        outcomes.push(
          payout
            ? 'published, then cancelled with a RETURN payout'
            : 'cancelled, coin in the temporary balance',
        );
      }
      console.log(`cancel racing the deposit: ${outcomes.join('; ')}`);
    });
  });
});
