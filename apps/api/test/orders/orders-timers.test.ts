// Order deadlines with windows of about two seconds (configuration: ORDER_*_MINUTES; issue 12, DESIGN §4):
// each timeout fires once through its delayed job (acceptance, payment, confirmation and its escalation,
// the BUY ad's acceptance and deposit), a repeated or stale job does nothing, a maintenance window in the
// middle moves the deadline on by its length with a timeline event saying so, and a deadline missed while
// the API was restarted is caught by the sweep. On the local chain (the BUY ad's deposit).
import { verifyChain } from '@p2p/domain';
import { OrderTimers } from '../../src/modules/orders/order-timers.js';
import { type ChainSuite, SECURITY_PASSWORD, startChainSuite } from '../support/escrow-fixtures.js';
import { adBody, methodOf, newPair, postAd } from '../ads/ads-fixtures.js';
import type { TestApi } from '../support/harness.js';
import {
  drain,
  get,
  orderOn,
  post,
  publishedAd,
  type PublishedAd,
  remainingOf,
  statusOf,
  trader,
  type OrderTrader,
} from './order-fixtures.js';

/** Every window 0.03 minutes (1.8 s). */
const WINDOW_MS = 1800;
const WINDOWS = {
  ORDER_ACCEPT_MINUTES: '0.03',
  ORDER_DEPOSIT_MINUTES: '0.03',
  ORDER_PAY_MINUTES: '0.03',
  ORDER_CONFIRM_MINUTES: '0.03',
  ORDER_ESCALATION_MINUTES: '0.03',
};

let suite: ChainSuite;
const api = (): TestApi => suite.api;

beforeAll(async () => {
  suite = await startChainSuite(WINDOWS);
}, 120_000);
afterAll(() => suite.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Relays the outbox (timer jobs, escrow events) until the order is in `status`, for up to `ms`. */
async function until(id: string, status: string, ms = 15_000): Promise<string> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    await drain(api());
    if ((await statusOf(api(), id)) === status) return status;
    await sleep(100);
  }
  return statusOf(api(), id);
}

/** The order's timeline as its party sees it, checked as a chain. */
async function timeline(t: OrderTrader, id: string) {
  const events = (await get(api(), t, `/c2c/deal/order/${id}/events`).expect(200)).body.data as {
    action: string;
    fromStatus: string | null;
    toStatus: string;
    note: string | null;
    data: Record<string, string>;
  }[];
  expect((await verifyChain(events as never)).ok).toBe(true);
  return events;
}

/** The moves a timer made (status changes by DEADLINE or ESCALATION_DEADLINE), as [from, to]. */
const timeouts = (events: Awaited<ReturnType<typeof timeline>>) =>
  events
    .filter((e) => e.action.endsWith('DEADLINE') && e.fromStatus !== e.toStatus)
    .map((e) => [e.fromStatus, e.toStatus]);

/** A trader ready to trade whose USDT address is a funded chain wallet (the BUY ad's seller deposits). */
async function chainTrader(): Promise<OrderTrader> {
  const t = await suite.trader();
  await api().prisma.user.update({
    where: { id: t.userId },
    data: { usdtAddress: t.wallet.address, chainType: 'ERC20', online: true },
  });
  return { userId: t.userId, token: t.token, address: t.wallet.address };
}

async function buyAdOrder(): Promise<{ ad: PublishedAd; seller: OrderTrader; id: string }> {
  const ad = await publishedAd(api(), { type: 'BUY' });
  const seller = await chainTrader();
  const own = String((await api().factories.newPaymentMethod(seller.userId)).id);
  return { ad, seller, id: await orderOn(api(), seller, ad, { paymentMethodId: own }) };
}

describe('order deadlines', () => {
  it('WAIT_SELLER_ACCEPT times out once -> CANCELLED, the quantity back; the job again does nothing', async () => {
    const ad = await publishedAd(api());
    const buyer = await trader(api());
    const id = await orderOn(api(), buyer, ad);
    expect(await until(id, 'CANCELLED')).toBe('CANCELLED');
    expect(await remainingOf(api(), ad.id)).toBe('100');
    const events = await timeline(buyer, id);
    expect(timeouts(events)).toEqual([['WAIT_SELLER_ACCEPT', 'CANCELLED']]);
    expect(events.at(-1)!.note).toBe('TIMEOUT');
    // The same job delivered again, or the sweep: the order moved on, nothing happens.
    const row = await api().prisma.order.findUniqueOrThrow({ where: { id: BigInt(id) } });
    const timers = api().app.get(OrderTimers);
    const first = events[0]!.data.deadline!;
    expect(
      await timers.onDeadline({ orderId: id, status: 'WAIT_SELLER_ACCEPT', deadline: Date.parse(first) }),
    ).toBe('STALE');
    await timers.sweep();
    expect(row.status).toBe('CANCELLED');
    expect(timeouts(await timeline(buyer, id))).toHaveLength(1);
  }, 30_000);

  it("WAIT_BUYER_PAY times out once -> BUYER_PAY_TIMEOUT, counted as the buyer's cancellation (PAY_TIMEOUT credit record)", async () => {
    const ad = await publishedAd(api(), { mode: 'AUTO', payMinutes: null });
    const buyer = await trader(api());
    const id = await orderOn(api(), buyer, ad);
    expect(await until(id, 'BUYER_PAY_TIMEOUT')).toBe('BUYER_PAY_TIMEOUT');
    expect(timeouts(await timeline(buyer, id))).toEqual([['WAIT_BUYER_PAY', 'BUYER_PAY_TIMEOUT']]);
    const records = await api().prisma.creditRecord.findMany({ where: { orderId: BigInt(id) } });
    expect(records.map((r) => [r.userId, r.reason])).toEqual([[buyer.userId, 'PAY_TIMEOUT']]);
    expect(await remainingOf(api(), ad.id)).toBe('100');
  }, 30_000);

  it('WAIT_SELLER_CONFIRM times out -> SELLER_CONFIRM_TIMEOUT, then nobody acting -> IN_APPEAL opened by the system, each once', async () => {
    const ad = await publishedAd(api(), { mode: 'AUTO', payMinutes: null });
    const buyer = await trader(api());
    const id = await orderOn(api(), buyer, ad);
    await post(api(), buyer, `/c2c/deal/order/pay/${id}`).expect(200);
    expect(await until(id, 'IN_APPEAL')).toBe('IN_APPEAL');
    const events = await timeline(buyer, id);
    expect(timeouts(events)).toEqual([
      ['WAIT_SELLER_CONFIRM', 'SELLER_CONFIRM_TIMEOUT'],
      ['SELLER_CONFIRM_TIMEOUT', 'IN_APPEAL'],
    ]);
    expect(events.at(-1)!.action).toBe('ESCALATION_DEADLINE');
    const row = await api().prisma.order.findUniqueOrThrow({ where: { id: BigInt(id) } });
    expect(row).toMatchObject({ deadlineAt: null, statusBeforeAppeal: 'SELLER_CONFIRM_TIMEOUT' });
  }, 30_000);

  it('WAIT_BUYER_ACCEPT times out once -> BUYER_ACCEPT_EXPIRED (BUY ad)', async () => {
    const { ad, seller, id } = await buyAdOrder();
    expect(await until(id, 'BUYER_ACCEPT_EXPIRED')).toBe('BUYER_ACCEPT_EXPIRED');
    expect(timeouts(await timeline(seller, id))).toEqual([['WAIT_BUYER_ACCEPT', 'BUYER_ACCEPT_EXPIRED']]);
    expect(await remainingOf(api(), ad.id)).toBe('100');
  }, 30_000);

  it("an automatic BUY ad's order waits for the seller's deposit at once; WAIT_SELLER_DEPOSIT times out once -> SELLER_DEPOSIT_TIMEOUT: the deposit closed, the seller's DEPOSIT_TIMEOUT credit record", async () => {
    const usdt = (await api().factories.coin('USDT')).id;
    const ad = await publishedAd(api(), { type: 'BUY', mode: 'AUTO', coinId: usdt });
    const seller = await chainTrader();
    const own = String((await api().factories.newPaymentMethod(seller.userId)).id);
    const placed = await post(api(), seller, '/c2c/deal/order', {
      adId: ad.id,
      quantity: '2',
      unitPrice: '1.5',
      paymentMethodId: own,
    }).expect(200);
    const id = placed.body.data.id as string;
    expect(placed.body.data).toMatchObject({ status: 'WAIT_SELLER_DEPOSIT', coin: 'USDT' });
    expect(placed.body.data.depositId).not.toBeNull();
    expect(await until(id, 'SELLER_DEPOSIT_TIMEOUT')).toBe('SELLER_DEPOSIT_TIMEOUT');
    expect(timeouts(await timeline(seller, id))).toEqual([['WAIT_SELLER_DEPOSIT', 'SELLER_DEPOSIT_TIMEOUT']]);
    const intent = await api().prisma.depositIntent.findFirstOrThrow({
      where: { purpose: 'ORDER', refId: id },
    });
    expect(['CANCELLED', 'EXPIRED']).toContain(intent.status);
    const records = await api().prisma.creditRecord.findMany({ where: { orderId: BigInt(id) } });
    expect(records.map((r) => [r.userId, r.reason])).toEqual([[seller.userId, 'DEPOSIT_TIMEOUT']]);
  }, 30_000);

  it('the seller may still confirm after SELLER_CONFIRM_TIMEOUT (-> PENDING_CHAIN_CONFIRM, the release queued)', async () => {
    const maker = await suite.trader();
    await api().prisma.user.update({
      where: { id: maker.userId },
      data: { usdtAddress: maker.wallet.address, chainType: 'ERC20', online: true },
    });
    const pair = await newPair(api(), 'MEC');
    const method = await methodOf(api(), maker.userId);
    const body = adBody(pair.id, [method], { totalQuantity: '5', maxQuantity: null });
    const adId = (await postAd(api(), maker, body).expect(200)).body.data.id as string;
    await post(api(), maker, `/c2c/advert/deposit/${adId}`).expect(200);
    await suite.round();
    await suite.pay(maker.wallet, 'MEC', '5');
    await suite.mineAndRound(3);
    for (let i = 0; i < 50; i++) {
      await drain(api());
      if ((await api().prisma.ad.findUniqueOrThrow({ where: { id: BigInt(adId) } })).status === 'PUBLISHED')
        break;
      await sleep(50);
    }
    const buyer = await chainTrader();
    const ad: PublishedAd = {
      id: adId,
      maker: { ...maker, address: maker.wallet.address },
      method,
      pairId: pair.id,
    };
    const id = await orderOn(api(), buyer, ad);
    await post(api(), maker, `/c2c/deal/order/take/${id}`).expect(200);
    await post(api(), buyer, `/c2c/deal/order/pay/${id}`).expect(200);
    expect(await until(id, 'SELLER_CONFIRM_TIMEOUT')).toBe('SELLER_CONFIRM_TIMEOUT');
    const res = await post(api(), maker, `/c2c/deal/order/confirm/${id}?securityCode=${SECURITY_PASSWORD}`);
    expect(res.body.data.status).toBe('PENDING_CHAIN_CONFIRM');
    expect(await api().prisma.payout.count({ where: { orderId: BigInt(id), kind: 'RELEASE' } })).toBe(1);
    const events = await timeline(buyer, id);
    expect(events.slice(-2).map((e) => [e.action, e.toStatus])).toEqual([
      ['DEADLINE', 'SELLER_CONFIRM_TIMEOUT'],
      ['CONFIRM_RECEIVED', 'PENDING_CHAIN_CONFIRM'],
    ]);
    // The escalation deadline of the timeout no longer applies.
    await sleep(WINDOW_MS + 300);
    await drain(api());
    expect(await statusOf(api(), id)).toBe('PENDING_CHAIN_CONFIRM');
  }, 60_000);

  it('a maintenance window in the middle moves the deadline on by its length, and the timeline says so; then it fires once', async () => {
    const ad = await publishedAd(api());
    const buyer = await trader(api());
    const id = await orderOn(api(), buyer, ad);
    const placed = await api().prisma.order.findUniqueOrThrow({ where: { id: BigInt(id) } });
    const deadline = placed.deadlineAt!.getTime();
    const start = new Date(placed.createdAt.getTime() + 300);
    const end = new Date(start.getTime() + 2000);
    await api().prisma.outage.create({ data: { kind: 'MAINTENANCE', startAt: start, endAt: end } });
    expect(await until(id, 'CANCELLED')).toBe('CANCELLED');
    const events = await timeline(buyer, id);
    const moved = events.find((e) => e.note?.startsWith('DEADLINE_MOVED'));
    expect(moved).toMatchObject({
      fromStatus: 'WAIT_SELLER_ACCEPT',
      toStatus: 'WAIT_SELLER_ACCEPT',
      note: 'DEADLINE_MOVED:MAINTENANCE',
    });
    expect(Number(moved!.data.shiftedMs)).toBeGreaterThanOrEqual(2000);
    expect(Date.parse(moved!.data.deadline!)).toBeGreaterThanOrEqual(deadline + 2000);
    expect(timeouts(events)).toEqual([['WAIT_SELLER_ACCEPT', 'CANCELLED']]);
    const cancelled = await api().prisma.order.findUniqueOrThrow({ where: { id: BigInt(id) } });
    expect(cancelled.cancelledAt!.getTime()).toBeGreaterThanOrEqual(deadline + 2000);
  }, 30_000);

  it('a deadline passed while the API was restarted (its queued job gone) is fired once by the sweep', async () => {
    const ad = await publishedAd(api());
    const buyer = await trader(api());
    const id = await orderOn(api(), buyer, ad);
    await suite.restart(); // the test harness clears the queue's keys on close
    await sleep(WINDOW_MS + 300);
    expect(await statusOf(api(), id)).toBe('WAIT_SELLER_ACCEPT');
    expect(await api().app.get(OrderTimers).onSweep()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(api(), id)).toBe('CANCELLED');
    await api().app.get(OrderTimers).sweep();
    expect(timeouts(await timeline(buyer, id))).toEqual([['WAIT_SELLER_ACCEPT', 'CANCELLED']]);
  }, 60_000);
});
