// The seller's deposit deadline while the watcher has not read the chain up to it (issue 20, a gap left in
// defect 5; DESIGN §4-5), on the local chain: a transfer mined before the deadline that the watcher has not
// read yet when the deadline comes holds the deadline (and the deposit's expiry), then is credited and the
// order goes on with no penalty; a chain that mines no block past the deadline (idle) still times the order
// out once the grace (DEPOSIT_WATCH_GRACE_MS) has run; a cursor past the deadline waits for nothing. Time is
// moved with the injected clock (`fire`, `sweep`, the indexer's round, the expiry job) and the chain's own
// clock (`evm_setNextBlockTimestamp`), never by sleeping.
//
// The chain's clock only moves forward: the test that stamps a block after a deadline comes last.
import { mine, rpc } from '@p2p/devchain';
import { FakeClock, verifyChain } from '@p2p/domain';
import { APP_CONFIG, type AppConfig } from '../../src/core/config/config.js';
import { ChainIndexerService } from '../../src/modules/escrow/chain-indexer.service.js';
import { ChainRegistry } from '../../src/modules/escrow/chain-registry.service.js';
import { EscrowJobs } from '../../src/modules/escrow/escrow.jobs.js';
import { OrderTimers } from '../../src/modules/orders/order-timers.js';
import { type ChainSuite, readyTrader, startChainSuite, type Trader } from '../support/escrow-fixtures.js';
import type { TestApi } from '../support/harness.js';
import { get, post, publishedAd, statusOf, untilStatus } from './order-fixtures.js';
import { fitting } from '../ads/ads-fixtures.js';

describe('orders/orders-deposit-unread', () => {
  let suite: ChainSuite;
  const clock = new FakeClock(Date.now());
  let usdt: number;
  let grace: number;
  const api = (): TestApi => suite.api;
  const timers = () => api().app.get(OrderTimers);

  beforeAll(async () => {
    // The deposit window is the default 30 minutes: no timer fires by itself. The app's clock is a
    // FakeClock kept at the machine's time (each test starts there): no timed heartbeats, so a loaded
    // machine's stall of the test process cannot record a silence that moves these deadlines (a run beside
    // busy loops found MOVED where HELD was due); the tests pass each step's time themselves.
    suite = await startChainSuite({}, { clock });
    usdt = (await api().factories.coin('USDT')).id;
    grace = api().app.get<AppConfig>(APP_CONFIG).chains.depositWatchGraceMs;
    await suite.round(); // the cursor starts at the deployment
  }, 120_000);
  afterAll(() => suite.close());
  beforeEach(() => clock.set(Date.now()));

  const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);

  /** An automatic BUY ad's order of 2 USDT, awaiting its seller's deposit (a funded chain wallet). */
  async function awaitingDeposit(): Promise<{ seller: Trader; id: string; deadline: Date; maker: bigint }> {
    const ad = await publishedAd(api(), { type: 'BUY', mode: 'AUTO', coinId: usdt });
    const seller = await readyTrader(suite);
    const own = String((await api().factories.newPaymentMethod(seller.userId, fitting(ad.quote))).id);
    const placed = await post(api(), seller, '/c2c/deal/order', {
      adId: ad.id,
      quantity: '2',
      unitPrice: '1.5',
      paymentMethodId: own,
    }).expect(200);
    // An automatic BUY ad's order waits for the seller's deposit at once, its deposit open.
    expect(placed.body.data).toMatchObject({ status: 'WAIT_SELLER_DEPOSIT', coin: 'USDT' });
    expect(placed.body.data.depositId).not.toBeNull();
    const id = placed.body.data.id as string;
    const row = await api().prisma.order.findUniqueOrThrow({ where: { id: BigInt(id) } });
    return { seller, id, deadline: row.deadlineAt!, maker: ad.maker.userId };
  }

  /** Stamps the chain's next block at `at` (never before its latest block): the chain's clock moves. */
  async function nextBlockAt(at: Date): Promise<Date> {
    const latest = (await suite.provider.getBlock('latest'))!.timestamp;
    const seconds = Math.max(Math.floor(at.getTime() / 1000), latest + 1);
    await rpc(suite.chain.url, 'evm_setNextBlockTimestamp', [seconds]);
    return new Date(seconds * 1000);
  }

  /** Mines `blocks`, then one indexer round as if run at `now` (the injected clock). */
  async function roundAt(now: Date, blocks: number) {
    await mine(suite.chain.url, blocks);
    const adapter = api().app.get(ChainRegistry).adapter('ERC20')!;
    return api().app.get(ChainIndexerService).round(adapter, now);
  }

  /** The escrow's intent-expiry job as if run at `now`. */
  const expireDeposits = (now: Date) => api().app.get(EscrowJobs).expireDeposits({}, now);

  const cursorTime = async () =>
    (await api().prisma.chainCursor.findUniqueOrThrow({ where: { chain: 'ERC20' } })).blockTime;
  const creditRecords = async (id: string) =>
    (await api().prisma.creditRecord.findMany({ where: { orderId: BigInt(id) } })).map((r) => [
      r.userId,
      r.reason,
    ]);
  const intentOf = (id: string) =>
    api().prisma.depositIntent.findFirstOrThrow({ where: { purpose: 'ORDER', refId: id } });
  const tempEntries = async (userId: bigint) =>
    (await api().prisma.tempBalanceEntry.findMany({ where: { userId } })).map((e) => e.reason);

  async function actions(t: Trader, id: string): Promise<string[]> {
    const events = (await get(api(), t, `/c2c/deal/order/${id}/events`).expect(200)).body.data as {
      action: string;
    }[];
    expect((await verifyChain(events as never)).ok).toBe(true);
    return events.map((e) => e.action);
  }

  describe("a deposit deadline while the watcher has not read the chain up to it (issue 20: deadline held while the watcher's cursor is before it)", () => {
    it('a transfer mined a minute before the deadline and not read yet when the deadline comes: the deadline and the deposit expiry wait, the next round credits it, WAIT_BUYER_PAY, no timeout, no credit penalty (issue 20: watcher behind -> held, then credited)', async () => {
      const { seller, id, deadline } = await awaitingDeposit();
      await nextBlockAt(plus(deadline, -60_000));
      await suite.pay(seller.wallet, 'USDT', '2'); // mined before the deadline; no round reads it
      const readTo = await cursorTime();
      expect(readTo!.getTime()).toBeLessThan(deadline.getTime());
      const after = plus(deadline, 1000);
      expect(await timers().fire(id, 'WAIT_SELLER_DEPOSIT', deadline, after)).toBe('HELD');
      await timers().sweep(plus(deadline, grace - 1));
      expect(await expireDeposits(plus(deadline, grace - 1))).toBe(0);
      expect(await statusOf(api(), id)).toBe('WAIT_SELLER_DEPOSIT');
      expect(await intentOf(id)).toMatchObject({ status: 'OPEN' });
      // The watcher catches up 5 s after the deadline: seen and 3 confirmations in one round, credited.
      await roundAt(plus(deadline, 5000), 2);
      expect(await untilStatus(api(), id, 'WAIT_BUYER_PAY')).toBe('WAIT_BUYER_PAY');
      expect(await intentOf(id)).toMatchObject({ status: 'SATISFIED' });
      expect(await timers().fire(id, 'WAIT_SELLER_DEPOSIT', deadline, after)).toBe('STALE');
      expect(await actions(seller, id)).toEqual(['PLACE', 'DEPOSIT_CONFIRMED']);
      expect(await creditRecords(id)).toEqual([]);
      expect(await tempEntries(seller.userId)).toEqual([]);
    }, 60_000);

    it("an idle chain that mines no block past the deadline: the deadline waits for the grace (1 ms before it: STALE), then the order times out with the seller's DEPOSIT_TIMEOUT record, counted against the seller only (issue 20: grace bound; issue 22: honest reputation, own timeout and counterparty timeout)", async () => {
      const { seller, id, deadline, maker } = await awaitingDeposit();
      await suite.round(); // the watcher has read the whole chain, whose last block is before the deadline
      expect((await cursorTime())!.getTime()).toBeLessThan(deadline.getTime());
      expect(await timers().fire(id, 'WAIT_SELLER_DEPOSIT', deadline, plus(deadline, -1))).toBe('STALE');
      expect(await timers().fire(id, 'WAIT_SELLER_DEPOSIT', deadline, plus(deadline, 1000))).toBe('HELD');
      await timers().sweep(plus(deadline, grace - 1));
      expect(await expireDeposits(plus(deadline, grace - 1))).toBe(0);
      expect(await statusOf(api(), id)).toBe('WAIT_SELLER_DEPOSIT');
      await timers().sweep(plus(deadline, grace));
      expect(await statusOf(api(), id)).toBe('SELLER_DEPOSIT_TIMEOUT');
      expect(await actions(seller, id)).toEqual(['PLACE', 'DEADLINE']);
      expect(await creditRecords(id)).toEqual([[seller.userId, 'DEPOSIT_TIMEOUT']]);
      expect(['CANCELLED', 'EXPIRED']).toContain((await intentOf(id)).status);
      // The seller's own timeout counts against the seller, not the buyer who made the ad.
      const figures = async (userId: bigint) => {
        const u = await api().prisma.user.findUniqueOrThrow({ where: { id: userId } });
        return [u.orderCount, u.completedOrderCount];
      };
      expect(await figures(seller.userId)).toEqual([1, 0]);
      expect(await figures(maker)).toEqual([0, 0]);
    }, 60_000);

    it('a cursor standing on a block stamped after the deadline waits for nothing: the deadline applies at once (issue 20: every block that could be on time is read)', async () => {
      const { seller, id, deadline } = await awaitingDeposit();
      await nextBlockAt(plus(deadline, 10_000));
      await roundAt(plus(deadline, 11_000), 1);
      expect((await cursorTime())!.getTime()).toBeGreaterThanOrEqual(deadline.getTime());
      expect(await timers().fire(id, 'WAIT_SELLER_DEPOSIT', deadline, plus(deadline, 12_000))).toBe('FIRED');
      expect(await statusOf(api(), id)).toBe('SELLER_DEPOSIT_TIMEOUT');
      expect(await creditRecords(id)).toEqual([[seller.userId, 'DEPOSIT_TIMEOUT']]);
    }, 60_000);
  });
});
