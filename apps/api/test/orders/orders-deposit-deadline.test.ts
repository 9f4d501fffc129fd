// The seller's deposit deadline of a BUY ad's order, decided by the chain's evidence (issue 20, defect 5;
// DESIGN §4-5), on the local chain: a transfer mined before the deadline is on time however late it
// confirms; the deadline waits while such a transfer is confirming (and applies again once it is
// reorganised away); an outage that moves the order's deadline moves the deposit's expiry with it; a
// transfer mined after the deadline stays late. Time is moved with the injected clock (`fire`, `sweep`,
// the indexer's round) and the chain's own clock (`evm_setNextBlockTimestamp`), never by sleeping.
//
// The chain's clock only moves forward: the tests that stamp blocks after a deadline come last.
import { mine, revert, rpc, snapshot } from '@p2p/devchain';
import { FakeClock, verifyChain } from '@p2p/domain';
import { ChainIndexerService } from '../../src/modules/escrow/chain-indexer.service.js';
import { ChainRegistry } from '../../src/modules/escrow/chain-registry.service.js';
import { OrderTimers } from '../../src/modules/orders/order-timers.js';
import { type ChainSuite, startChainSuite, type Trader } from '../support/escrow-fixtures.js';
import type { TestApi } from '../support/harness.js';
import { get, post, publishedAd, statusOf, untilStatus } from './order-fixtures.js';
import { fitting } from '../ads/ads-fixtures.js';

describe('orders/orders-deposit-deadline', () => {
  let suite: ChainSuite;
  const clock = new FakeClock(Date.now());
  let usdt: number;
  const api = (): TestApi => suite.api;
  const timers = () => api().app.get(OrderTimers);

  beforeAll(async () => {
    // The deposit window is the default 30 minutes: no timer fires by itself. The app's clock is a
    // FakeClock kept at the machine's time (each test starts there): no timed heartbeats, so a loaded
    // machine's stall of the test process cannot record a silence that moves these deadlines (a run beside
    // busy loops found MOVED where HELD was due); the tests pass each step's time themselves.
    suite = await startChainSuite({}, { clock });
    usdt = (await api().factories.coin('USDT')).id;
    await suite.round(); // the cursor starts at the deployment
  }, 120_000);
  afterAll(() => suite.close());
  beforeEach(() => clock.set(Date.now()));

  const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);

  /** An automatic BUY ad's order of 2 USDT, awaiting its seller's deposit (a funded chain wallet). */
  async function awaitingDeposit(): Promise<{ seller: Trader; id: string; deadline: Date }> {
    const ad = await publishedAd(api(), { type: 'BUY', mode: 'AUTO', coinId: usdt });
    const seller = await suite.trader();
    await api().prisma.user.update({
      where: { id: seller.userId },
      data: { usdtAddress: seller.wallet.address, chainType: 'ERC20', online: true },
    });
    const own = String((await api().factories.newPaymentMethod(seller.userId, fitting(ad.quote))).id);
    const placed = await post(api(), seller, '/c2c/deal/order', {
      adId: ad.id,
      quantity: '2',
      unitPrice: '1.5',
      paymentMethodId: own,
    }).expect(200);
    expect(placed.body.data).toMatchObject({ status: 'WAIT_SELLER_DEPOSIT', coin: 'USDT' });
    const id = placed.body.data.id as string;
    const row = await api().prisma.order.findUniqueOrThrow({ where: { id: BigInt(id) } });
    return { seller, id, deadline: row.deadlineAt! };
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

  const until = (id: string, status: string) => untilStatus(api(), id, status);

  async function timeline(t: Trader, id: string) {
    const events = (await get(api(), t, `/c2c/deal/order/${id}/events`).expect(200)).body.data as {
      action: string;
      toStatus: string;
      note: string | null;
    }[];
    expect((await verifyChain(events as never)).ok).toBe(true);
    return events;
  }

  const creditRecords = async (id: string) =>
    (await api().prisma.creditRecord.findMany({ where: { orderId: BigInt(id) } })).map((r) => [
      r.userId,
      r.reason,
    ]);
  const intentOf = (id: string) =>
    api().prisma.depositIntent.findFirstOrThrow({ where: { purpose: 'ORDER', refId: id } });
  const tempEntries = async (userId: bigint) =>
    (await api().prisma.tempBalanceEntry.findMany({ where: { userId }, orderBy: { id: 'asc' } })).map((e) => [
      e.reason,
      e.delta.toFixed(),
    ]);

  describe("a BUY ad order's deposit deadline, judged by the chain (issue 20)", () => {
    it('a seller paying a minute before the deposit deadline whose transfer confirms after it: the deadline waits, the deposit is credited to the order, WAIT_BUYER_PAY, no timeout, no credit penalty (issue 20: timeliness by block time)', async () => {
      const { seller, id, deadline } = await awaitingDeposit();
      const paidAt = await nextBlockAt(plus(deadline, -60_000));
      expect(paidAt.getTime()).toBeLessThan(deadline.getTime());
      await suite.pay(seller.wallet, 'USDT', '2');
      await suite.round(); // seen: 1 of 3 confirmations
      // The deadline comes while the transfer confirms: it waits, through its job and through the sweep.
      const after = plus(deadline, 1000);
      expect(await timers().fire(id, 'WAIT_SELLER_DEPOSIT', deadline, after)).toBe('HELD');
      await timers().sweep(after);
      expect(await statusOf(api(), id)).toBe('WAIT_SELLER_DEPOSIT');
      // The third confirmation half a minute after the deadline: credited to the order's deposit.
      await roundAt(plus(deadline, 30_000), 2);
      expect(await until(id, 'WAIT_BUYER_PAY')).toBe('WAIT_BUYER_PAY');
      expect(await intentOf(id)).toMatchObject({ status: 'SATISFIED' });
      expect((await intentOf(id)).receivedAmount.toFixed()).toBe('2');
      expect(await timers().fire(id, 'WAIT_SELLER_DEPOSIT', deadline, after)).toBe('STALE');
      expect((await timeline(seller, id)).map((e) => e.action)).toEqual(['PLACE', 'DEPOSIT_CONFIRMED']);
      expect(await creditRecords(id)).toEqual([]);
      expect(await tempEntries(seller.userId)).toEqual([]);
    }, 60_000);

    it("the deposit deadline is held while the seller's transfer mined before it is confirming; once it is reorganised away the deadline applies again: the sweep times the order out (issue 20: deadline held while a seen transfer confirms)", async () => {
      const { seller, id, deadline } = await awaitingDeposit();
      const snap = await snapshot(suite.chain.url);
      await nextBlockAt(plus(deadline, -60_000));
      await suite.pay(seller.wallet, 'USDT', '2');
      await suite.round();
      const after = plus(deadline, 1000);
      await timers().sweep(after);
      expect(await statusOf(api(), id)).toBe('WAIT_SELLER_DEPOSIT');
      expect(await timers().fire(id, 'WAIT_SELLER_DEPOSIT', deadline, after)).toBe('HELD');
      // The block with the transfer leaves the chain.
      await revert(suite.chain.url, snap);
      // The new branch is stamped past the deadline, so the watcher has read every block that could be on
      // time (else the deadline waits for it, within a grace: orders-deposit-unread.test.ts).
      await nextBlockAt(plus(deadline, 1500));
      await mine(suite.chain.url, 2);
      expect((await suite.round()).index?.reorgAt).not.toBeNull();
      await timers().sweep(plus(deadline, 2000));
      expect(await statusOf(api(), id)).toBe('SELLER_DEPOSIT_TIMEOUT');
      expect(await creditRecords(id)).toEqual([[seller.userId, 'DEPOSIT_TIMEOUT']]);
      expect(await intentOf(id)).toMatchObject({ status: 'EXPIRED' });
    }, 60_000);

    it("an outage that moves the deposit deadline moves the deposit's expiry with it: a transfer mined after the first deadline but before the moved one is on time (issue 20: intent expiry moved with the order's deadline)", async () => {
      const { seller, id, deadline } = await awaitingDeposit();
      const outage = await api().prisma.outage.create({
        data: { kind: 'MAINTENANCE', startAt: plus(deadline, -10 * 60_000), endAt: deadline },
      });
      try {
        expect(await timers().fire(id, 'WAIT_SELLER_DEPOSIT', deadline, plus(deadline, 1000))).toBe('MOVED');
      } finally {
        await api().prisma.outage.delete({ where: { id: outage.id } });
      }
      const moved = (await api().prisma.order.findUniqueOrThrow({ where: { id: BigInt(id) } })).deadlineAt!;
      expect(moved.getTime()).toBe(deadline.getTime() + 10 * 60_000);
      expect((await intentOf(id)).expiresAt.getTime()).toBe(moved.getTime());
      // Paid a minute after the first deadline, confirmed after the moved one: on time.
      const paidAt = await nextBlockAt(plus(deadline, 60_000));
      expect(paidAt.getTime()).toBeLessThan(moved.getTime());
      await suite.pay(seller.wallet, 'USDT', '2');
      await suite.round();
      expect(await timers().fire(id, 'WAIT_SELLER_DEPOSIT', moved, plus(moved, 1000))).toBe('HELD');
      await roundAt(plus(moved, 30_000), 2);
      expect(await until(id, 'WAIT_BUYER_PAY')).toBe('WAIT_BUYER_PAY');
      const events = await timeline(seller, id);
      expect(events.map((e) => e.note ?? e.action)).toEqual([
        'PLACE',
        'DEADLINE_MOVED:MAINTENANCE',
        'DEPOSIT_CONFIRMED',
      ]);
      expect(await creditRecords(id)).toEqual([]);
      expect(await tempEntries(seller.userId)).toEqual([]);
    }, 60_000);

    it("a transfer mined after the deposit deadline stays late: it holds nothing, the order times out at the deadline (not 1 ms before) with the seller's DEPOSIT_TIMEOUT record, and the coin goes to the seller's temporary balance as a late deposit (issue 20)", async () => {
      const { seller, id, deadline } = await awaitingDeposit();
      await nextBlockAt(plus(deadline, 60_000));
      await suite.pay(seller.wallet, 'USDT', '2');
      await suite.round(); // seen, confirming
      // Nothing holds it: 1 ms before the deadline the job does nothing, at the deadline it fires.
      expect(await timers().fire(id, 'WAIT_SELLER_DEPOSIT', deadline, plus(deadline, -1))).toBe('STALE');
      expect(await timers().fire(id, 'WAIT_SELLER_DEPOSIT', deadline, deadline)).toBe('FIRED');
      expect(await statusOf(api(), id)).toBe('SELLER_DEPOSIT_TIMEOUT');
      expect(await creditRecords(id)).toEqual([[seller.userId, 'DEPOSIT_TIMEOUT']]);
      expect(await intentOf(id)).toMatchObject({ status: 'EXPIRED' });
      await roundAt(plus(deadline, 120_000), 2);
      expect(await tempEntries(seller.userId)).toEqual([['LATE_DEPOSIT', '2']]);
      expect(await statusOf(api(), id)).toBe('SELLER_DEPOSIT_TIMEOUT');
    }, 60_000);
  });
});
