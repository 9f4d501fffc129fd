// Honest reputation (issue 22): a competitor could sink a seller's completion rate, two buyer
// cancellations before the seller even accepted took a seller from 100% to 33.3%. A trader's order count
// and completion rate count only orders that completed or failed through the trader (their cancellation
// after acceptance, their timeout, an appeal they lost), the moves the credit rules penalise; the score
// follows the spec's credit rules as before. Each case below reads both parties' figures before and after
// through the HTTP API (GET /user/info/{id}, and the market card for the scenario of the issue).
import fs from 'node:fs';
import request from 'supertest';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { AppealDecisionsService } from '../../src/modules/appeals/appeal-decisions.service.js';
import { OrderTimers } from '../../src/modules/orders/order-timers.js';
import { releaseRef } from '../../src/modules/orders/order-effects.js';
import { OrdersEscrowListener } from '../../src/modules/orders/orders-escrow.listener.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { auth } from '../support/trader-fixtures.js';
import {
  appealOn,
  confirmingOrder,
  type Confirming,
  decide,
  retireEscrowCoins,
  scoreOf,
  staff,
  type Staff,
} from '../appeals/appeal-fixtures.js';
import { get, orderOn, post, SECURITY, statusOf, trader, type OrderTrader } from './order-fixtures.js';

describe('orders/honest-completion', () => {
  let api: TestApi;
  let officer: Staff;
  /** Someone who reads the traders' public figures. */
  let reader: OrderTrader;

  beforeAll(async () => {
    api = await startTestApi();
    officer = await staff(api, 'APPEAL_OFFICER');
    reader = await trader(api);
  }, 60_000);
  afterAll(async () => {
    await retireEscrowCoins(api);
    await api.close();
  });

  interface Figures {
    orderCount: number;
    completionRate: string;
  }

  /** Every trader whose figures this file read (the migration's backfill is checked on them). */
  const seen = new Set<bigint>();

  /** A trader's public figures (GET /user/info/{id}), the rate as a plain decimal. */
  async function figures(t: { userId: bigint }): Promise<Figures> {
    seen.add(t.userId);
    const res = await get(api, reader, `/user/info/${t.userId}`).expect(200);
    return {
      orderCount: res.body.data.orderCount,
      completionRate: String(Number(res.body.data.completionRate)),
    };
  }

  const fig = (orderCount: number, completionRate: string): Figures => ({ orderCount, completionRate });

  /** What escrow tells the orders when the order's release is confirmed on chain. */
  function releaseConfirmed(orderId: string): Promise<void> {
    const listener = api.app.get(OrdersEscrowListener);
    return api.app
      .get(TransactionRunner)
      .run((tx) =>
        listener.handle(tx, { event: 'PAYOUT_CONFIRMED', payoutRef: releaseRef(orderId), payoutId: '0' }),
      );
  }

  /** The seller confirms receipt (security password) and the release is confirmed: COMPLETED. */
  async function complete(seller: OrderTrader, id: string): Promise<void> {
    await post(api, seller, `/c2c/deal/order/confirm/${id}?securityCode=${SECURITY}`).expect(200);
    await releaseConfirmed(id);
    expect(await statusOf(api, id)).toBe('COMPLETED');
  }

  /** The order's deadline passes (moved into the past, then fired as its timer job would). */
  async function timeOut(id: string): Promise<void> {
    const past = new Date(Date.now() - 1000);
    const row = await api.prisma.order.update({ where: { id: BigInt(id) }, data: { deadlineAt: past } });
    expect(await api.app.get(OrderTimers).fire(id, row.status, past)).toBe('FIRED');
  }

  /** A seller with one completed order (100% over 1), and their manual SELL ad with coin left in escrow. */
  async function establishedSeller(): Promise<Confirming> {
    const o = await confirmingOrder(api);
    await complete(o.seller, o.id);
    expect(await figures(o.seller)).toEqual(fig(1, '1'));
    return o;
  }

  /** A new buyer's order on the seller's ad, accepted by the seller: WAIT_BUYER_PAY. */
  async function acceptedOrder(o: Confirming): Promise<{ buyer: OrderTrader; id: string }> {
    const buyer = await trader(api);
    const id = await orderOn(api, buyer, o.ad);
    await post(api, o.seller, `/c2c/deal/order/take/${id}`).expect(200);
    return { buyer, id };
  }

  /** Files an appeal as `by` on a paid order, decides it for `decision` and executes the decision. */
  async function appealDecided(by: OrderTrader, orderId: string, decision: 'BUYER_WINS' | 'SELLER_WINS') {
    const appealId = await appealOn(api, by, orderId);
    const decided = await decide(api, officer, appealId, decision).expect(200);
    const at = new Date(decided.body.data.appeal.executeAt);
    expect(await api.app.get(AppealDecisionsService).execute(appealId, at, at)).toBe('EXECUTED');
  }

  describe('what the completion rate counts (issue 22: honest reputation)', () => {
    it("two buyers cancelling before the seller accepted leave the seller at 100% over 1 order, on the user info and the market card (issue 22: a competitor cannot sink a seller's completion rate)", async () => {
      const o = await establishedSeller();
      for (let i = 0; i < 2; i++) {
        const buyer = await trader(api);
        const id = await orderOn(api, buyer, o.ad);
        await post(api, buyer, `/c2c/deal/order/cancel/${id}`).expect(200);
        expect(await statusOf(api, id)).toBe('CANCELLED');
        // Cancelling before acceptance is free and no failure of the buyer's either.
        expect(await figures(buyer)).toEqual(fig(0, '0'));
      }
      expect(await figures(o.seller)).toEqual(fig(1, '1'));
      const ad = await api.prisma.ad.findUniqueOrThrow({ where: { id: BigInt(o.ad.id) } });
      const market = await request(api.http)
        .get('/api/c2c/advert/page')
        .set(auth(reader.token))
        .query({ type: 'SELL', coinPairId: ad.coinPairId! })
        .expect(200);
      const card = market.body.data.list.find((a: { id: string }) => a.id === o.ad.id);
      expect({
        orderCount: card.advertiser.orderCount,
        rate: Number(card.advertiser.completionRate),
      }).toEqual({
        orderCount: 1,
        rate: 1,
      });
    });

    it("the seller rejecting an order lowers neither party (issue 22: a rejection is no one's failure)", async () => {
      const o = await establishedSeller();
      const buyer = await trader(api);
      const id = await orderOn(api, buyer, o.ad);
      await post(api, o.seller, `/c2c/deal/order/cancel/${id}`).expect(200);
      expect(await statusOf(api, id)).toBe('REJECTED');
      expect(await figures(o.seller)).toEqual(fig(1, '1'));
      expect(await figures(buyer)).toEqual(fig(0, '0'));
    });

    it("the buyer's own cancellation after acceptance counts against the buyer only: buyer 0 -> 0% over 1, seller stays 100% over 1 (issue 22: own cancellation after acceptance)", async () => {
      const o = await establishedSeller();
      const { buyer, id } = await acceptedOrder(o);
      expect(await figures(buyer)).toEqual(fig(0, '0'));
      await post(api, buyer, `/c2c/deal/order/cancel/${id}`).expect(200);
      expect(await statusOf(api, id)).toBe('CANCELLED');
      expect(await figures(buyer)).toEqual(fig(1, '0'));
      expect(await figures(o.seller)).toEqual(fig(1, '1'));
    });

    it("the buyer's payment timeout counts against the buyer only; the seller (the counterparty) stays 100% over 1 (issue 22: own timeout, counterparty timeout)", async () => {
      const o = await establishedSeller();
      const { buyer, id } = await acceptedOrder(o);
      await timeOut(id);
      expect(await statusOf(api, id)).toBe('BUYER_PAY_TIMEOUT');
      // Nothing counts while the buyer may still appeal (issue 25); the window's end is the timeout.
      expect(await figures(buyer)).toEqual(fig(0, '0'));
      await timeOut(id);
      expect(await statusOf(api, id)).toBe('CANCELLED');
      expect(await figures(buyer)).toEqual(fig(1, '0'));
      expect(await figures(o.seller)).toEqual(fig(1, '1'));
      // The score follows the spec's credit rules as before: the first cancellations of a day are free.
      expect(await scoreOf(api, buyer.userId)).toBe(100);
    });

    it('an appeal the seller lost counts against the seller even though the coin was released; the buyer who won has a completed order (issue 22: an appeal lost, an appeal won)', async () => {
      const o = await establishedSeller();
      const { buyer, id } = await acceptedOrder(o);
      await post(api, buyer, `/c2c/deal/order/pay/${id}`).expect(200);
      await appealDecided(buyer, id, 'BUYER_WINS');
      await releaseConfirmed(id);
      expect(await statusOf(api, id)).toBe('COMPLETED');
      expect(await figures(o.seller)).toEqual(fig(2, '0.5'));
      expect(await figures(buyer)).toEqual(fig(1, '1'));
    });

    it('an appeal the buyer lost counts against the buyer; the seller who won stays 100% over 1 (issue 22: an appeal lost, an appeal won)', async () => {
      const o = await establishedSeller();
      const { buyer, id } = await acceptedOrder(o);
      await post(api, buyer, `/c2c/deal/order/pay/${id}`).expect(200);
      await appealDecided(o.seller, id, 'SELLER_WINS');
      expect(await statusOf(api, id)).toBe('CANCELLED');
      expect(await figures(buyer)).toEqual(fig(1, '0'));
      expect(await figures(o.seller)).toEqual(fig(1, '1'));
    });

    it("the migration's backfill gives every trader above the figures the live path gave (issue 22: existing figures are recomputed honestly)", async () => {
      const ids = [...seen];
      expect(ids.length).toBeGreaterThan(10);
      const snapshot = async () => ({
        users: await api.prisma.user.findMany({
          where: { id: { in: ids } },
          select: { id: true, orderCount: true, completedOrderCount: true, completionRate: true },
          orderBy: { id: 'asc' },
        }),
        orders: await api.prisma.order.findMany({
          where: { OR: [{ buyerId: { in: ids } }, { sellerId: { in: ids } }] },
          select: { id: true, faultBy: true },
          orderBy: { id: 'asc' },
        }),
      });
      const live = await snapshot();
      expect(live.orders.filter((o) => o.faultBy !== null).length).toBeGreaterThanOrEqual(4);
      // As before the migration: no order knows whose failure it was, the figures counted every order.
      await api.prisma.order.updateMany({
        where: { id: { in: live.orders.map((o) => o.id) } },
        data: { faultBy: null },
      });
      await api.prisma.user.updateMany({
        where: { id: { in: ids } },
        data: { orderCount: 0, completedOrderCount: 0, completionRate: 0 },
      });
      // The migration's data statements (the backfill of fault_by and the figures), as written in it.
      const file = new URL(
        '../../../../prisma/migrations/20261128120000_honest_reputation/migration.sql',
        import.meta.url,
      );
      const statements = fs
        .readFileSync(file, 'utf8')
        .replace(/--.*$/gm, '')
        .split(';')
        .map((q) => q.trim())
        .filter((q) => /^(UPDATE "orders"|WITH parties)/.test(q));
      expect(statements).toHaveLength(2);
      for (const q of statements) await api.prisma.$executeRawUnsafe(q);
      expect(await snapshot()).toEqual(live);
    });
  });
});
