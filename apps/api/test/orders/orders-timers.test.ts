// Order deadlines (configuration: ORDER_*_MINUTES; issue 12, DESIGN §4): each timeout fires once through
// its deadline job (acceptance, payment, confirmation and its escalation, the BUY ad's acceptance), a
// repeated or stale job does nothing, a maintenance window in the middle moves the deadline on by its
// length with a timeline event saying so, and a deadline missed while the API was restarted is caught by
// the sweep. (The BUY ad's deposit deadline is decided by the chain: orders-deposit-*.test.ts.)
//
// Time is the injected clock (issue 21): the app runs on a FakeClock with one-minute windows; a test moves
// the clock to 1 ms before a deadline (the job does nothing), to the deadline (it fires) and past it, and
// runs the deadline job's handler or the sweep itself. The queued jobs would fire a real minute later,
// after the test. One test on the machine's clock proves the BullMQ delayed job's wiring end to end.
import { FakeClock } from '@p2p/domain';
import { TransactionRunner } from '../../src/core/infra/db/transaction-runner.js';
import { MaintenanceService } from '../../src/core/maintenance/maintenance.service.js';
import { UptimeRepository } from '../../src/core/uptime/uptime.repository.js';
import { HTTP, UptimeService, WORKER } from '../../src/core/uptime/uptime.service.js';
import { OrderTimers } from '../../src/modules/orders/order-timers.js';
import { confirmingOrder, retireEscrowCoins } from '../appeals/appeal-fixtures.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import {
  drain,
  orderOn,
  post,
  publishedAd,
  remainingOf,
  SECURITY,
  statusOf,
  trader,
  type OrderTrader,
  timelineOf,
  timeouts,
} from './order-fixtures.js';
import { fitting } from '../ads/ads-fixtures.js';

describe('orders/orders-timers', () => {
  const WINDOW_MS = 60_000;
  /** Every window a minute: the clock never runs far ahead of the machine's (the database is shared). */
  const WINDOWS = {
    ORDER_ACCEPT_MINUTES: '1',
    ORDER_DEPOSIT_MINUTES: '1',
    ORDER_PAY_MINUTES: '1',
    ORDER_CONFIRM_MINUTES: '1',
    ORDER_ESCALATION_MINUTES: '1',
    ORDER_TIMEOUT_APPEAL_MINUTES: '1',
    // No job workers: the test runs the deadline jobs and sweeps itself. A worker's periodic sweep, or a
    // delayed job whose delay was worked out on the moved clock, would fire a deadline in between the
    // test's steps (a CI run: the escalation job answered STALE, the background had fired it first).
    API_ROLE: 'http',
  };

  const clock = new FakeClock(Date.now());
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(WINDOWS, [], { clock });
  }, 60_000);
  afterAll(async () => {
    await retireEscrowCoins(api);
    await api.close();
  });
  // Each test starts at the machine's time: the sweeps read the database other suites write in real time.
  beforeEach(() => clock.set(Date.now()));

  const timers = () => api.app.get(OrderTimers);
  const orderRow = (id: string) => api.prisma.order.findUniqueOrThrow({ where: { id: BigInt(id) } });

  /** The deadline job's handler at `now` (what BullMQ runs when the job's delay is over). */
  function jobAt(now: number, id: string, status: string, deadline: Date) {
    clock.set(now);
    return timers().onDeadline({ orderId: id, status, deadline: deadline.getTime() });
  }

  /**
   * The order's deadline in `status`, `WINDOW_MS` after `since` (the move that set it): its job 1 ms before
   * does nothing, at the deadline it fires (the order leaves `status`). Answers the deadline.
   */
  async function expiresExactly(id: string, status: string, since: number): Promise<Date> {
    const row = await orderRow(id);
    expect(row.status).toBe(status);
    const deadline = row.deadlineAt!;
    expect(deadline.getTime() - since).toBe(WINDOW_MS);
    expect(await jobAt(deadline.getTime() - 1, id, status, deadline)).toBe('STALE');
    expect(await statusOf(api, id)).toBe(status);
    expect(await jobAt(deadline.getTime(), id, status, deadline)).toBe('FIRED');
    expect(await statusOf(api, id)).not.toBe(status);
    return deadline;
  }

  /** The order's timeline as its party sees it, checked as a chain. */
  const timeline = (t: OrderTrader, id: string) => timelineOf(api, t, id);

  /** A maintenance window recorded from `start` to `end` for the length of `body` (then removed). */
  async function withOutage<T>(start: Date, end: Date, body: () => Promise<T>): Promise<T> {
    const outage = await api.prisma.outage.create({
      data: { kind: 'MAINTENANCE', startAt: start, endAt: end },
    });
    try {
      return await body();
    } finally {
      // Later tests' orders wait in the same minutes of the machine's time.
      await api.prisma.outage.delete({ where: { id: outage.id } });
    }
  }

  describe('order deadlines', () => {
    it('WAIT_SELLER_ACCEPT times out once at its deadline (1 ms before: nothing) -> CANCELLED, the quantity back; the job again, and the sweep, do nothing', async () => {
      const ad = await publishedAd(api);
      const buyer = await trader(api);
      const id = await orderOn(api, buyer, ad);
      const placedAt = clock.nowMs();
      const deadline = await expiresExactly(id, 'WAIT_SELLER_ACCEPT', placedAt);
      expect(await statusOf(api, id)).toBe('CANCELLED');
      expect((await orderRow(id)).cancelledAt!.getTime()).toBe(deadline.getTime());
      expect(await remainingOf(api, ad.id)).toBe('100');
      const events = await timeline(buyer, id);
      expect(timeouts(events)).toEqual([['WAIT_SELLER_ACCEPT', 'CANCELLED']]);
      expect(events.at(-1)!.note).toBe('TIMEOUT');
      expect(events[0]!.data.deadline).toBe(deadline.toISOString());
      // The same job delivered again 1 ms later, or the sweep: the order moved on, nothing happens.
      expect(await jobAt(deadline.getTime() + 1, id, 'WAIT_SELLER_ACCEPT', deadline)).toBe('STALE');
      await timers().sweep();
      expect(await statusOf(api, id)).toBe('CANCELLED');
      expect(timeouts(await timeline(buyer, id))).toHaveLength(1);
    });

    it("WAIT_BUYER_PAY times out once at its deadline -> BUYER_PAY_TIMEOUT with the coin held; its appeal window's deadline (issue 25) cancels it as the buyer's cancellation (PAY_TIMEOUT credit record), the quantity back", async () => {
      const ad = await publishedAd(api, { mode: 'AUTO', payMinutes: null });
      const buyer = await trader(api);
      const id = await orderOn(api, buyer, ad);
      const paidBy = await expiresExactly(id, 'WAIT_BUYER_PAY', clock.nowMs());
      expect(await statusOf(api, id)).toBe('BUYER_PAY_TIMEOUT');
      expect(await remainingOf(api, ad.id)).not.toBe('100');
      await expiresExactly(id, 'BUYER_PAY_TIMEOUT', paidBy.getTime());
      expect(await statusOf(api, id)).toBe('CANCELLED');
      expect(timeouts(await timeline(buyer, id))).toEqual([
        ['WAIT_BUYER_PAY', 'BUYER_PAY_TIMEOUT'],
        ['BUYER_PAY_TIMEOUT', 'CANCELLED'],
      ]);
      const records = await api.prisma.creditRecord.findMany({ where: { orderId: BigInt(id) } });
      expect(records.map((r) => [r.userId, r.reason])).toEqual([[buyer.userId, 'PAY_TIMEOUT']]);
      expect(await remainingOf(api, ad.id)).toBe('100');
    });

    it('WAIT_SELLER_CONFIRM times out -> SELLER_CONFIRM_TIMEOUT, then nobody acting for the escalation window -> IN_APPEAL opened by the system, each once at its deadline', async () => {
      const ad = await publishedAd(api, { mode: 'AUTO', payMinutes: null });
      const buyer = await trader(api);
      const id = await orderOn(api, buyer, ad);
      await post(api, buyer, `/c2c/deal/order/pay/${id}`).expect(200);
      const confirmBy = await expiresExactly(id, 'WAIT_SELLER_CONFIRM', clock.nowMs());
      await expiresExactly(id, 'SELLER_CONFIRM_TIMEOUT', confirmBy.getTime());
      expect(await statusOf(api, id)).toBe('IN_APPEAL');
      const events = await timeline(buyer, id);
      expect(timeouts(events)).toEqual([
        ['WAIT_SELLER_CONFIRM', 'SELLER_CONFIRM_TIMEOUT'],
        ['SELLER_CONFIRM_TIMEOUT', 'IN_APPEAL'],
      ]);
      expect(events.at(-1)!.action).toBe('ESCALATION_DEADLINE');
      expect(await orderRow(id)).toMatchObject({
        deadlineAt: null,
        statusBeforeAppeal: 'SELLER_CONFIRM_TIMEOUT',
      });
    });

    it('WAIT_BUYER_ACCEPT times out once at its deadline -> BUYER_ACCEPT_EXPIRED (BUY ad)', async () => {
      const ad = await publishedAd(api, { type: 'BUY' });
      const seller = await trader(api);
      const own = String((await api.factories.newPaymentMethod(seller.userId, fitting(ad.quote))).id);
      const id = await orderOn(api, seller, ad, { paymentMethodId: own });
      await expiresExactly(id, 'WAIT_BUYER_ACCEPT', clock.nowMs());
      expect(await statusOf(api, id)).toBe('BUYER_ACCEPT_EXPIRED');
      expect(timeouts(await timeline(seller, id))).toEqual([['WAIT_BUYER_ACCEPT', 'BUYER_ACCEPT_EXPIRED']]);
      expect(await remainingOf(api, ad.id)).toBe('100');
    });

    it('the seller may still confirm after SELLER_CONFIRM_TIMEOUT (-> PENDING_CHAIN_CONFIRM, the release queued); the escalation deadline then does nothing', async () => {
      const o = await confirmingOrder(api);
      const confirmBy = await expiresExactly(o.id, 'WAIT_SELLER_CONFIRM', clock.nowMs());
      const escalateBy = (await orderRow(o.id)).deadlineAt!;
      clock.set(confirmBy.getTime() + 1);
      const res = await post(api, o.seller, `/c2c/deal/order/confirm/${o.id}?securityCode=${SECURITY}`);
      expect(res.body.data.status).toBe('PENDING_CHAIN_CONFIRM');
      expect(await api.prisma.payout.count({ where: { orderId: BigInt(o.id), kind: 'RELEASE' } })).toBe(1);
      const events = await timeline(o.buyer, o.id);
      expect(events.slice(-2).map((e) => [e.action, e.toStatus])).toEqual([
        ['DEADLINE', 'SELLER_CONFIRM_TIMEOUT'],
        ['CONFIRM_RECEIVED', 'PENDING_CHAIN_CONFIRM'],
      ]);
      // The escalation deadline of the timeout no longer applies: its job and the sweep do nothing.
      expect(await jobAt(escalateBy.getTime(), o.id, 'SELLER_CONFIRM_TIMEOUT', escalateBy)).toBe('STALE');
      await timers().sweep();
      expect(await statusOf(api, o.id)).toBe('PENDING_CHAIN_CONFIRM');
    });

    it('a maintenance window in the middle moves the deadline on by its length, and the timeline says so; then it fires once at the moved deadline', async () => {
      const ad = await publishedAd(api);
      const buyer = await trader(api);
      const id = await orderOn(api, buyer, ad);
      const placed = await orderRow(id);
      const deadline = placed.deadlineAt!;
      const start = new Date(placed.createdAt.getTime() + 300);
      const end = new Date(start.getTime() + 2000);
      await withOutage(start, end, async () => {
        expect(await jobAt(deadline.getTime(), id, 'WAIT_SELLER_ACCEPT', deadline)).toBe('MOVED');
        const moved = (await orderRow(id)).deadlineAt!;
        expect(moved.getTime()).toBe(deadline.getTime() + 2000);
        expect(await jobAt(moved.getTime() - 1, id, 'WAIT_SELLER_ACCEPT', moved)).toBe('STALE');
        expect(await jobAt(moved.getTime(), id, 'WAIT_SELLER_ACCEPT', moved)).toBe('FIRED');
      });
      const events = await timeline(buyer, id);
      const moved = events.find((e) => e.note?.startsWith('DEADLINE_MOVED'));
      expect(moved).toMatchObject({
        fromStatus: 'WAIT_SELLER_ACCEPT',
        toStatus: 'WAIT_SELLER_ACCEPT',
        note: 'DEADLINE_MOVED:MAINTENANCE',
      });
      expect(moved!.data).toMatchObject({
        shiftedMs: '2000',
        previousDeadline: deadline.toISOString(),
        deadline: new Date(deadline.getTime() + 2000).toISOString(),
      });
      expect(timeouts(events)).toEqual([['WAIT_SELLER_ACCEPT', 'CANCELLED']]);
      expect((await orderRow(id)).cancelledAt!.getTime()).toBe(deadline.getTime() + 2000);
    });

    it('the HTTP API frozen 20 s before a deadline while the worker runs: the deadline moves past the freeze, never fires in it (issue 22 probe: API frozen for 60 s)', async () => {
      const uptime = api.app.get(UptimeService);
      const beats = api.app.get(UptimeRepository);
      const ad = await publishedAd(api);
      const buyer = await trader(api);
      const id = await orderOn(api, buyer, ad);
      const deadline = (await orderRow(id)).deadlineAt!;
      const at = (ms: number) => new Date(deadline.getTime() + ms);
      // The beats are this test's alone: earlier suites' beats (minutes ago) would make a silence of their own.
      await api.prisma.heartbeat.deleteMany({ where: { name: { in: [HTTP, WORKER] } } });
      const lastOutage = await api.prisma.outage.aggregate({ _max: { id: true } });
      try {
        // The API answers every 10 s from the order's placement until 20 s before its deadline, then freezes.
        for (let t = -WINDOW_MS; t <= -20_000; t += 10_000) {
          await uptime.beat(at(t), HTTP);
          await beats.beat(WORKER, at(t));
        }
        await beats.beat(WORKER, at(0)); // the worker runs on
        expect(await jobAt(deadline.getTime(), id, 'WAIT_SELLER_ACCEPT', deadline)).toBe('MOVED');
        const moved = (await orderRow(id)).deadlineAt!;
        expect(moved.getTime()).toBe(at(20_000).getTime());
        // Still frozen at the moved deadline: moved on again, by the silence so far (40 s).
        await beats.beat(WORKER, moved);
        expect(await jobAt(moved.getTime(), id, 'WAIT_SELLER_ACCEPT', moved)).toBe('MOVED');
        const again = (await orderRow(id)).deadlineAt!;
        expect(again.getTime()).toBe(at(40_000).getTime());
        // The API answers again 60 s into the freeze: its beat records the silence, the deadline lands 60 s on.
        await uptime.beat(at(40_000), HTTP);
        await beats.beat(WORKER, at(40_000));
        expect(await jobAt(again.getTime(), id, 'WAIT_SELLER_ACCEPT', again)).toBe('MOVED');
        const final = (await orderRow(id)).deadlineAt!;
        expect(final.getTime()).toBe(at(60_000).getTime());
        await uptime.beat(at(55_000), HTTP);
        await uptime.beat(final, HTTP);
        await beats.beat(WORKER, final);
        expect(await jobAt(final.getTime() - 1, id, 'WAIT_SELLER_ACCEPT', final)).toBe('STALE');
        expect(await jobAt(final.getTime(), id, 'WAIT_SELLER_ACCEPT', final)).toBe('FIRED');
        const events = await timeline(buyer, id);
        expect(events.filter((e) => e.note === 'DEADLINE_MOVED:DOWNTIME')).toHaveLength(3);
        expect(timeouts(events)).toEqual([['WAIT_SELLER_ACCEPT', 'CANCELLED']]);
      } finally {
        // Later tests' orders wait in the same minutes of the machine's time.
        await api.prisma.outage.deleteMany({ where: { id: { gt: lastOutage._max.id ?? 0n } } });
        await api.prisma.heartbeat.deleteMany({ where: { name: { in: [HTTP, WORKER] } } });
      }
    });

    it('a deadline passed while the API was restarted (its queued job gone) is fired once by the start-up sweep', async () => {
      const ad = await publishedAd(api);
      const buyer = await trader(api);
      const id = await orderOn(api, buyer, ad);
      const deadline = (await orderRow(id)).deadlineAt!;
      await drain(api); // the job is in the queue ...
      await api.close(); // ... and gone with the queue's keys (the harness clears them)
      clock.set(deadline); // the deadline passes while the API is down
      api = await startTestApi({ ...WINDOWS, API_ROLE: 'all' }, [], { clock }); // its start-up sweep fires it
      expect(await statusOf(api, id)).toBe('CANCELLED');
      expect((await orderRow(id)).cancelledAt!.getTime()).toBe(deadline.getTime());
      clock.set(deadline.getTime() + 1);
      await timers().sweep();
      expect(timeouts(await timeline(buyer, id))).toEqual([['WAIT_SELLER_ACCEPT', 'CANCELLED']]);
      await api.close(); // the next tests run their jobs themselves again
      api = await startTestApi(WINDOWS, [], { clock });
    }, 60_000);

    it('moves a deadline once by a maintenance window around it, however often the timer comes back (issue 29: deadline moved twice)', async () => {
      const ad = await publishedAd(api);
      const buyer = await trader(api);
      const id = await orderOn(api, buyer, ad);
      const deadline = (await orderRow(id)).deadlineAt!;
      // A 30 s window that began 3 s before the deadline, as recorded by the beats.
      const start = new Date(deadline.getTime() - 3000);
      const end = new Date(deadline.getTime() + 27_000);
      await withOutage(start, end, async () => {
        expect(await jobAt(deadline.getTime(), id, 'WAIT_SELLER_ACCEPT', deadline)).toBe('MOVED');
        const moved = (await orderRow(id)).deadlineAt!;
        // The whole lock-out (the window, all of it within the order's waiting) is given back, once.
        expect(moved.getTime()).toBe(deadline.getTime() + (end.getTime() - start.getTime()));
        // The timer at the moved deadline fires: the same window is not counted again (it moved a second
        // time by the window's part after the first move, 27 s, before the fix).
        expect(await jobAt(moved.getTime(), id, 'WAIT_SELLER_ACCEPT', moved)).toBe('FIRED');
      });
      expect(await statusOf(api, id)).toBe('CANCELLED');
      const events = await timeline(buyer, id);
      expect(events.filter((e) => e.note?.startsWith('DEADLINE_MOVED'))).toHaveLength(1);
      // The parties were told at once (their pages read the moved deadline).
      const told = await api.prisma.outbox.findMany({
        where: { aggregate: 'order', aggregateId: id, type: 'live' },
      });
      const messages = told.map((r) => (r.payload as { message: { type: string; message: string } }).message);
      const stayed = messages.filter((m) => {
        const body = JSON.parse(m.message) as { status: string; from: string };
        return m.type === 'ORDER_STATUS_CHANGE' && body.status === body.from;
      });
      expect(stayed).toHaveLength(1);
    });
  });

  describe('the lock-out traders had (issue 22: fair deadlines)', () => {
    const day = 24 * 3600_000;

    it('counts the maintenance window in force before any beat recorded it', async () => {
      const maintenance = api.app.get(MaintenanceService);
      const uptime = api.app.get(UptimeService);
      const start = new Date(Date.now() + day);
      const window = { start: start.toISOString(), end: new Date(start.getTime() + 30_000).toISOString() };
      await api.app.get(TransactionRunner).run((tx) => maintenance.saveWindow(tx, window));
      await maintenance.notifyChanged();
      try {
        const at = new Date(start.getTime() + 3000); // 3 s into the window, no beat yet
        const outages = await uptime.between(new Date(start.getTime() - 60_000), at);
        expect(outages).toContainEqual({ kind: 'MAINTENANCE', start, end: new Date(window.end) });
      } finally {
        await api.app.get(TransactionRunner).run((tx) => maintenance.clearWindow(tx));
        await maintenance.notifyChanged();
      }
    });

    it('a window cleared early ends the recorded lock-out when it was cleared, not when it was announced to end', async () => {
      const uptime = api.app.get(UptimeService);
      const start = new Date(Date.now() + 2 * day);
      const announced = new Date(start.getTime() + 60_000);
      await api.prisma.outage.create({ data: { kind: 'MAINTENANCE', startAt: start, endAt: announced } });
      const cleared = new Date(start.getTime() + 20_000);
      await api.app
        .get(TransactionRunner)
        .run((tx) =>
          uptime.windowEnded(tx, { start: start.toISOString(), end: announced.toISOString() }, cleared),
        );
      const row = await api.prisma.outage.findFirstOrThrow({
        where: { kind: 'MAINTENANCE', startAt: start },
      });
      expect(row.endAt.getTime()).toBe(cleared.getTime());
      // A window cleared before it began leaves nothing.
      const later = new Date(start.getTime() + day);
      await api.prisma.outage.create({
        data: { kind: 'MAINTENANCE', startAt: later, endAt: new Date(later.getTime() + 60_000) },
      });
      await api.app
        .get(TransactionRunner)
        .run((tx) =>
          uptime.windowEnded(tx, { start: later.toISOString(), end: later.toISOString() }, cleared),
        );
      expect(await api.prisma.outage.count({ where: { kind: 'MAINTENANCE', startAt: later } })).toBe(0);
    });
  });
});
