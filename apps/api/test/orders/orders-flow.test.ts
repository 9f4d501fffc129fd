// Orders to completion on the local chain (issue 12; DESIGN §4, §5): a SELL ad's order released from the
// ad's escrow deposit, a BUY ad's order with the seller's per-order deposit (DEPOSIT_COMPLETED moves it on),
// PAYOUT_CONFIRMED completing it, 50 simultaneous confirms queueing exactly one release, and PAYOUT_FAILED
// showing the order revoked (and back to pending when escrow sends it again).
import { verifyChain } from '@p2p/domain';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { OrdersEscrowListener } from '../../src/modules/orders/orders-escrow.listener.js';
import {
  type ChainSuite,
  SECURITY_PASSWORD,
  startChainSuite,
  type Trader,
  readyTrader,
} from '../support/escrow-fixtures.js';
import { adBody, methodOf, newPair, postAd } from '../ads/ads-fixtures.js';
import { drain, get, post, statusOf, untilStatus } from './order-fixtures.js';

describe('orders/orders-flow', () => {
  let suite: ChainSuite;
  let pairId: number;
  let pairQuote: string;

  beforeAll(async () => {
    suite = await startChainSuite();
    ({ id: pairId, quote: pairQuote } = await newPair(suite.api, 'MEC'));
    await suite.round();
  }, 120_000);
  afterAll(() => suite.close());

  const api = () => suite.api;

  const ready = () => readyTrader(suite);

  const until = (id: string, status: string) => untilStatus(api(), id, status);

  /** A published SELL ad of `quantity` MEC whose deposit escrow holds. */
  async function sellAd(maker: Trader, quantity: string): Promise<{ id: string; method: string }> {
    const method = await methodOf(api(), maker.userId, pairQuote);
    const body = adBody(pairId, [method], { totalQuantity: quantity, maxQuantity: null, minQuantity: '1' });
    const ad = await postAd(api(), maker, body).expect(200);
    await post(api(), maker, `/c2c/advert/deposit/${ad.body.data.id}`).expect(200);
    await suite.pay(maker.wallet, 'MEC', quantity);
    await suite.mineAndRound(3);
    for (let i = 0; i < 50; i++) {
      await drain(api());
      const row = await api().prisma.ad.findUniqueOrThrow({ where: { id: BigInt(ad.body.data.id) } });
      if (row.status === 'PUBLISHED') break;
    }
    return { id: ad.body.data.id as string, method };
  }

  const confirmCall = (t: Trader, id: string) =>
    post(api(), t, `/c2c/deal/order/confirm/${id}?securityCode=${SECURITY_PASSWORD}`);

  describe('a SELL ad order on the chain', () => {
    it('goes from placed to COMPLETED: 50 simultaneous confirms queue exactly one release, PAYOUT_CONFIRMED completes it, the buyer receives the coin, the trade is a price tick of its pair', async () => {
      const maker = await ready();
      const buyer = await ready();
      const ad = await sellAd(maker, '10');
      const placed = await post(api(), buyer, '/c2c/deal/order', {
        adId: ad.id,
        quantity: '4',
        unitPrice: '1.5',
        paymentMethodId: ad.method,
      }).expect(200);
      const id = placed.body.data.id as string;
      await post(api(), maker, `/c2c/deal/order/take/${id}`).expect(200);
      await post(api(), buyer, `/c2c/deal/order/pay/${id}`).expect(200);

      const answers = await Promise.all(Array.from({ length: 50 }, () => confirmCall(maker, id)));
      const codes = answers.map((r) => r.body.code as string);
      expect(codes.filter((c) => c === '200')).toHaveLength(1);
      // The others: the order is no longer awaiting confirmation (5012), or the password checks ran out (429).
      expect(codes.every((c) => ['200', '5012', '429'].includes(c))).toBe(true);
      const payouts = await api().prisma.payout.findMany({ where: { orderId: BigInt(id) } });
      expect(payouts).toHaveLength(1);
      expect(payouts[0]).toMatchObject({
        kind: 'RELEASE',
        ref: `order:${id}:release`,
        toAddress: buyer.wallet.address,
      });
      expect(payouts[0]!.amount?.toFixed()).toBe('4');
      expect(await statusOf(api(), id)).toBe('PENDING_CHAIN_CONFIRM');

      const before = await suite.balanceOf('MEC', buyer.wallet.address);
      await suite.round(); // sends the release
      await suite.mineAndRound(3);
      expect(await until(id, 'COMPLETED')).toBe('COMPLETED');
      expect((await suite.balanceOf('MEC', buyer.wallet.address)) - before).toBe(4n * 10n ** 18n);

      const detail = await get(api(), buyer, `/c2c/deal/order/${id}`).expect(200);
      expect(detail.body.data).toMatchObject({ status: 'COMPLETED', actions: [] });
      expect(detail.body.data.completedAt).not.toBeNull();
      const events = (await get(api(), maker, `/c2c/deal/order/${id}/events`).expect(200)).body.data;
      expect(events.map((e: { action: string }) => e.action)).toEqual([
        'PLACE',
        'ACCEPT',
        'PAY',
        'CONFIRM_RECEIVED',
        'RELEASE_CONFIRMED',
      ]);
      expect((await verifyChain(events)).ok).toBe(true);
      // The seller's statistics: one finished order, completed, confirmed fast (the fast-trader badge).
      const seller = await api().prisma.user.findUniqueOrThrow({ where: { id: maker.userId } });
      expect(seller).toMatchObject({ orderCount: 1, completedOrderCount: 1, fastTrader: true });
      expect(seller.completionRate.toFixed()).toBe('1');
      expect(seller.avgConfirmSeconds).not.toBeNull();
      // The trade is the pair's price record (issue 14): one tick with the order's price and quantity.
      const ticks = await api().prisma.priceTick.findMany({ where: { orderId: BigInt(id) } });
      expect(ticks.map((t) => [t.price.toFixed(), t.volume.toFixed()])).toEqual([['1.5', '4']]);
      // What remains of the ad is still for sale.
      const adRow = await api().prisma.ad.findUniqueOrThrow({ where: { id: BigInt(ad.id) } });
      expect(adRow.remainingQuantity.toFixed()).toBe('6');
    }, 120_000);

    it('PAYOUT_FAILED shows the order revoked (CHAIN_CONFIRM_REVOKED); when escrow sends it again the order is pending again (RETRY_RELEASE)', async () => {
      const maker = await ready();
      const buyer = await ready();
      const ad = await sellAd(maker, '5');
      const ids: string[] = [];
      for (let i = 0; i < 2; i++) {
        const placed = await post(api(), buyer, '/c2c/deal/order', {
          adId: ad.id,
          quantity: '1',
          unitPrice: '1.5',
          paymentMethodId: ad.method,
        }).expect(200);
        const id = placed.body.data.id as string;
        await post(api(), maker, `/c2c/deal/order/take/${id}`).expect(200);
        await post(api(), buyer, `/c2c/deal/order/pay/${id}`).expect(200);
        await confirmCall(maker, id).expect(200);
        ids.push(id);
      }
      const listener = api().app.get(OrdersEscrowListener);
      // A listener runs in the outbox relay's claiming transaction: here in one of its own.
      const failed = (id: string, willRetry: boolean) =>
        api()
          .app.get(TransactionRunner)
          .run((tx) =>
            listener.handle(tx, {
              event: 'PAYOUT_FAILED',
              payoutId: '1',
              payoutKind: 'RELEASE',
              payoutRef: `order:${id}:release`,
              willRetry,
            }),
          );
      await failed(ids[0]!, false);
      expect(await statusOf(api(), ids[0]!)).toBe('CHAIN_CONFIRM_REVOKED');
      await failed(ids[0]!, false); // repeated: nothing more
      await failed(ids[1]!, true);
      expect(await statusOf(api(), ids[1]!)).toBe('PENDING_CHAIN_CONFIRM');
      const events = (await get(api(), buyer, `/c2c/deal/order/${ids[1]}/events`).expect(200)).body.data;
      expect(
        events.slice(-2).map((e: { action: string; toStatus: string }) => [e.action, e.toStatus]),
      ).toEqual([
        ['RELEASE_FAILED', 'CHAIN_CONFIRM_REVOKED'],
        ['RETRY_RELEASE', 'PENDING_CHAIN_CONFIRM'],
      ]);
      // Still one release per order.
      expect(await api().prisma.payout.count({ where: { orderId: BigInt(ids[1]!) } })).toBe(1);
    }, 120_000);
  });

  describe('a BUY ad order on the chain', () => {
    it("opens the seller's deposit on acceptance (WAIT_SELLER_DEPOSIT); DEPOSIT_COMPLETED moves it to WAIT_BUYER_PAY; the release completes it", async () => {
      const maker = await ready();
      const seller = await ready();
      const method = await methodOf(api(), maker.userId, pairQuote);
      const ad = await postAd(
        api(),
        maker,
        adBody(pairId, [method], { type: 'BUY', maxQuantity: null }),
      ).expect(200);
      const own = await methodOf(api(), seller.userId, pairQuote);
      const placed = await post(api(), seller, '/c2c/deal/order', {
        adId: ad.body.data.id,
        quantity: '3',
        unitPrice: '1.5',
        paymentMethodId: own,
      }).expect(200);
      const id = placed.body.data.id as string;
      expect(placed.body.data.status).toBe('WAIT_BUYER_ACCEPT');
      const taken = await post(api(), maker, `/c2c/deal/order/take/${id}`).expect(200);
      expect(taken.body.data.status).toBe('WAIT_SELLER_DEPOSIT');
      const depositId = (await get(api(), seller, `/c2c/deal/order/${id}`).expect(200)).body.data.depositId;
      expect(depositId).not.toBeNull();
      const deposit = await get(api(), seller, `/deposit/${depositId}`).expect(200);
      expect(deposit.body.data).toMatchObject({ purpose: 'ORDER', refId: id, amount: '3', status: 'OPEN' });

      await suite.pay(seller.wallet, 'MEC', '3');
      await suite.mineAndRound(3);
      expect(await until(id, 'WAIT_BUYER_PAY')).toBe('WAIT_BUYER_PAY');
      const detail = await get(api(), maker, `/c2c/deal/order/${id}`).expect(200);
      // The buyer (the maker) now pays to the seller's method.
      expect(detail.body.data.payment).toMatchObject({ kind: 'USDT_ADDRESS' });
      await post(api(), maker, `/c2c/deal/order/pay/${id}`).expect(200);
      await confirmCall(seller, id).expect(200);
      await suite.round();
      await suite.mineAndRound(3);
      expect(await until(id, 'COMPLETED')).toBe('COMPLETED');
      const events = (await get(api(), seller, `/c2c/deal/order/${id}/events`).expect(200)).body.data;
      expect(events.map((e: { action: string }) => e.action)).toEqual([
        'PLACE',
        'ACCEPT',
        'DEPOSIT_CONFIRMED',
        'PAY',
        'CONFIRM_RECEIVED',
        'RELEASE_CONFIRMED',
      ]);
    }, 120_000);

    it('the seller cancelling while the deposit is awaited -> CANCELLED: the deposit closes, the quantity goes back, the credit rule applies', async () => {
      const maker = await ready();
      const seller = await ready();
      const method = await methodOf(api(), maker.userId, pairQuote);
      const ad = await postAd(api(), maker, adBody(pairId, [method], { type: 'BUY', maxQuantity: null }));
      const adId = ad.body.data.id as string;
      const own = await methodOf(api(), seller.userId, pairQuote);
      const placed = await post(api(), seller, '/c2c/deal/order', {
        adId,
        quantity: '2',
        unitPrice: '1.5',
        paymentMethodId: own,
      }).expect(200);
      const id = placed.body.data.id as string;
      await post(api(), maker, `/c2c/deal/order/take/${id}`).expect(200);
      const depositId = (await get(api(), seller, `/c2c/deal/order/${id}`).expect(200)).body.data
        .depositId as string;
      const res = await post(api(), seller, `/c2c/deal/order/cancel/${id}`).expect(200);
      expect(res.body.data.status).toBe('CANCELLED');
      expect((await get(api(), seller, `/deposit/${depositId}`).expect(200)).body.data.status).toBe(
        'CANCELLED',
      );
      const adRow = await api().prisma.ad.findUniqueOrThrow({ where: { id: BigInt(adId) } });
      expect(adRow.remainingQuantity.toFixed()).toBe(adRow.totalQuantity.toFixed());
      const records = await api().prisma.creditRecord.findMany({ where: { orderId: BigInt(id) } });
      expect(records.map((r) => [r.userId, r.reason])).toEqual([[seller.userId, 'CANCELLED']]);
    }, 120_000);
  });
});
