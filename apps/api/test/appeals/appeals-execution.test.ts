// Executing appeal decisions (issue 13; spec §4, §9; DESIGN §4) after the configured delay
// (ORDER_APPEAL_EXECUTION_MINUTES): buyer wins releases the coin to the buyer (PENDING_CHAIN_CONFIRM, the
// release queued), seller wins cancels the order and gives the coin back to the ad; the loser loses the
// credit settings' points, a malicious loser the whole score; the result is on both parties' records and
// they are told. The decision runs as a delayed job, cancellable within the delay, and also across a
// restart of the API (the sweep); a job run again does nothing. The escalation deadline opens a system
// appeal (DISPUTE_TIMEOUT) that the desk decides like any other.
//
// Time is the injected clock (issue 21): the app runs on a FakeClock with a one-minute delay, and a test
// moves the clock to the edge (1 ms before, at, 1 ms after) and runs the execution job's handler or the
// sweep itself; the queued job itself would fire a real minute later, after the test. One test on the
// machine's clock proves the BullMQ delayed job's wiring end to end, with a 3 s delay.
import { FakeClock, verifyChain } from '@p2p/domain';
import { AppealDecisionsService } from '../../src/modules/appeals/appeal-decisions.service.js';
import { OrderTimers } from '../../src/modules/orders/order-timers.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { until as poll } from '../support/payout-helpers.js';
import {
  appealOn,
  appealRow,
  confirmingOrder,
  decide,
  drain,
  get,
  orderRow,
  post,
  scoreOf,
  staff,
  type Staff,
  staffGet,
  staffPost,
  statusMessages,
  retireEscrowCoins,
} from './appeal-fixtures.js';
import { SECURITY } from '../orders/order-fixtures.js';

describe('appeals/appeals-execution', () => {
  const DELAY_MS = 60_000;
  /** Every window a minute: the clock never runs far ahead of the machine's (the database is shared). */
  const ENV = {
    ORDER_APPEAL_EXECUTION_MINUTES: '1',
    ORDER_CONFIRM_MINUTES: '1',
    ORDER_ESCALATION_MINUTES: '1',
    // No job workers: the test runs the execution jobs and sweeps itself, so no periodic sweep or delayed
    // job worked out on the moved clock fires in between its steps (orders-timers.test.ts met that in CI).
    API_ROLE: 'http',
  };

  const clock = new FakeClock(Date.now());
  let api: TestApi;
  let officer: Staff;

  beforeAll(async () => {
    api = await startTestApi(ENV, [], { clock });
    officer = await staff(api, 'APPEAL_OFFICER');
  }, 60_000);
  afterAll(async () => {
    await retireEscrowCoins(api);
    await api.close();
  });
  // Each test starts at the machine's time: the sweeps read the database other suites write in real time.
  beforeEach(() => clock.set(Date.now()));

  const decisions = () => api.app.get(AppealDecisionsService);

  /** A decided appeal's execution time, from the desk's answer (ms). */
  const executeAtOf = (res: { body: { data: { appeal: { executeAt: string } } } }) =>
    Date.parse(res.body.data.appeal.executeAt);

  /** The execution job's handler at `now` (what BullMQ runs when the delay is over). */
  async function executeJobAt(now: number, appealId: string, executeAt: number) {
    clock.set(now);
    return decisions().onExecute({ appealId, executeAt });
  }

  describe('a decision runs after the configured delay', () => {
    it('buyer wins: IN_APPEAL until the delay passes (1 ms before: the job does nothing), at the delay PENDING_CHAIN_CONFIRM with the release queued; the seller loses 20 points (APPEAL_LOST); the buyer initiator sees INITIATOR_WINS', async () => {
      const o = await confirmingOrder(api);
      const id = await appealOn(api, o.buyer, o.id);
      const decided = await decide(api, officer, id, 'BUYER_WINS', { remarks: 'Payment proven' }).expect(200);
      const executeAt = executeAtOf(decided);
      expect(Date.parse(decided.body.data.appeal.decidedAt)).toBe(clock.nowMs());
      expect(executeAt - clock.nowMs()).toBe(DELAY_MS);
      expect(decided.body.data.executionDelayMinutes).toBe(1);
      await drain(api);
      expect((await orderRow(api, o.id)).status).toBe('IN_APPEAL');
      const pending = (await get(api, o.seller, `/c2c/appeal/page?orderId=${o.id}`).expect(200)).body.data;
      expect(pending.list[0]).toMatchObject({ stage: 'DECIDED', pendingDecision: 'BUYER_WINS' });

      expect(await executeJobAt(executeAt - 1, id, executeAt)).toBe('STALE');
      expect((await orderRow(api, o.id)).status).toBe('IN_APPEAL');
      expect(await executeJobAt(executeAt, id, executeAt)).toBe('EXECUTED');
      expect((await orderRow(api, o.id)).status).toBe('PENDING_CHAIN_CONFIRM');
      expect((await appealRow(api, id)).executedAt?.getTime()).toBe(executeAt);
      const payouts = await api.prisma.payout.findMany({ where: { orderId: BigInt(o.id) } });
      expect(payouts.map((p) => [p.kind, p.ref, p.userId])).toEqual([
        ['RELEASE', `order:${o.id}:release`, o.buyer.userId],
      ]);
      expect(await scoreOf(api, o.seller.userId)).toBe(80);
      expect(await scoreOf(api, o.buyer.userId)).toBe(100);
      const records = await api.prisma.creditRecord.findMany({ where: { appealId: BigInt(id) } });
      expect(records.map((r) => [r.userId, r.reason, r.delta])).toEqual([
        [o.seller.userId, 'APPEAL_LOST', -20],
      ]);

      const buyerView = (await get(api, o.buyer, `/c2c/appeal/page?orderId=${o.id}`).expect(200)).body.data;
      expect(buyerView.list[0]).toMatchObject({
        result: 'BUYER_WINS',
        outcome: 'INITIATOR_WINS',
        stage: 'CLOSED',
        reviewerRemarks: 'Payment proven',
      });
      const sellerView = (await get(api, o.seller, `/c2c/appeal/page?orderId=${o.id}`).expect(200)).body.data;
      expect(sellerView.list[0]).toMatchObject({ result: 'BUYER_WINS', outcome: 'BUYER_WINS' });

      const events = (await get(api, o.buyer, `/c2c/deal/order/${o.id}/events`).expect(200)).body.data;
      expect(
        events.slice(-2).map((e: { action: string; actorType: string }) => [e.action, e.actorType]),
      ).toEqual([
        ['APPEAL_DECIDED', 'STAFF'],
        ['APPEAL_DECIDED', 'SYSTEM'],
      ]);
      expect((await verifyChain(events)).ok).toBe(true);
      // Both parties were told of the decision and of its execution (ORDER_STATUS_CHANGE through the outbox).
      const told = (await statusMessages(api, o.id)).slice(-2);
      for (const rooms of told)
        expect(rooms).toEqual(expect.arrayContaining([`user:${o.buyer.userId}`, `user:${o.seller.userId}`]));

      // The same job again, and the sweep: executed already, nothing happens.
      expect(await executeJobAt(executeAt + 1, id, executeAt)).toBe('STALE');
      await decisions().sweep();
      expect(await scoreOf(api, o.seller.userId)).toBe(80);
    });

    it('seller wins, executed by the sweep 1 ms after the delay: CANCELLED with the coin back to the ad; the buyer initiator loses 20 points and sees INITIATOR_LOSES', async () => {
      const o = await confirmingOrder(api);
      const id = await appealOn(api, o.buyer, o.id);
      const executeAt = executeAtOf(await decide(api, officer, id, 'SELLER_WINS').expect(200));
      clock.set(executeAt + 1);
      expect(await decisions().sweep()).toBeGreaterThanOrEqual(1);
      expect((await orderRow(api, o.id)).status).toBe('CANCELLED');
      const ad = await api.prisma.ad.findUniqueOrThrow({ where: { id: BigInt(o.ad.id) } });
      expect(ad.remainingQuantity.toFixed()).toBe('100');
      expect(await api.prisma.payout.count({ where: { orderId: BigInt(o.id) } })).toBe(0);
      expect(await scoreOf(api, o.buyer.userId)).toBe(80);
      expect(await scoreOf(api, o.seller.userId)).toBe(100);
      const view = (await get(api, o.buyer, `/c2c/appeal/page?orderId=${o.id}`).expect(200)).body.data;
      expect(view.list[0]).toMatchObject({ result: 'SELLER_WINS', outcome: 'INITIATOR_LOSES' });
    });

    it('a malicious loser loses the whole score (MALICIOUS_APPEAL)', async () => {
      const o = await confirmingOrder(api);
      const id = await appealOn(api, o.seller, o.id);
      const executeAt = executeAtOf(
        await decide(api, officer, id, 'BUYER_WINS', { malicious: true }).expect(200),
      );
      expect(await executeJobAt(executeAt, id, executeAt)).toBe('EXECUTED');
      expect((await orderRow(api, o.id)).status).toBe('PENDING_CHAIN_CONFIRM');
      expect(await scoreOf(api, o.seller.userId)).toBe(0);
      const records = await api.prisma.creditRecord.findMany({ where: { appealId: BigInt(id) } });
      expect(records.map((r) => [r.reason, r.delta])).toEqual([['MALICIOUS_APPEAL', -100]]);
      const view = (await get(api, o.seller, `/c2c/appeal/page?orderId=${o.id}`).expect(200)).body.data;
      expect(view.list[0]).toMatchObject({ outcome: 'INITIATOR_LOSES' });
    });
  });

  describe('cancelling a pending execution', () => {
    it('1 ms before the delay ends: the case is open again, the queued job does nothing when it fires, the order stays IN_APPEAL', async () => {
      const o = await confirmingOrder(api);
      const id = await appealOn(api, o.buyer, o.id);
      const executeAt = executeAtOf(await decide(api, officer, id, 'SELLER_WINS').expect(200));
      await drain(api); // the job is queued
      clock.set(executeAt - 1);
      const res = await staffPost(api, officer, `/admin/appeals/${id}/cancel-execution`, {
        remarks: 'Recheck',
      });
      expect(res.status).toBe(200);
      expect(res.body.data.appeal).toMatchObject({ stage: 'OPEN', result: 'PENDING', executeAt: null });
      // The job's time comes, and the sweep's: nothing runs.
      expect(await executeJobAt(executeAt, id, executeAt)).toBe('STALE');
      await decisions().sweep();
      expect((await orderRow(api, o.id)).status).toBe('IN_APPEAL');
      expect(await scoreOf(api, o.buyer.userId)).toBe(100);
      // Open again: another decision is possible.
      await decide(api, officer, id, 'REJECTED').expect(200);
      expect((await orderRow(api, o.id)).status).toBe('WAIT_SELLER_CONFIRM');
    });

    it('at the end of the delay it can no longer be cancelled (5003), even before the job has run', async () => {
      const o = await confirmingOrder(api);
      const id = await appealOn(api, o.buyer, o.id);
      const executeAt = executeAtOf(await decide(api, officer, id, 'BUYER_WINS').expect(200));
      clock.set(executeAt);
      const res = await staffPost(api, officer, `/admin/appeals/${id}/cancel-execution`, {
        remarks: 'Too late',
      });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('5003');
      expect((await appealRow(api, id)).executeAt?.getTime()).toBe(executeAt);
    });

    it("a decided case waiting for its execution cannot be settled by the seller's release (5003): the order stays IN_APPEAL (issue 25)", async () => {
      const o = await confirmingOrder(api);
      const id = await appealOn(api, o.buyer, o.id);
      await decide(api, officer, id, 'SELLER_WINS').expect(200);
      const res = await post(api, o.seller, `/c2c/deal/order/confirm/${o.id}`, {
        securityCode: SECURITY,
      }).expect(409);
      expect(res.body.code).toBe('5003');
      expect((await orderRow(api, o.id)).status).toBe('IN_APPEAL');
      expect((await appealRow(api, id)).result).toBe('SELLER_WINS');
      expect(await api.prisma.payout.count({ where: { orderId: BigInt(o.id) } })).toBe(0);
    });

    it("the seller's release and an officer's decision racing on one case: exactly one wins, the coin moves at most once (issue 25)", async () => {
      for (let round = 0; round < 3; round += 1) {
        const o = await confirmingOrder(api);
        const id = await appealOn(api, o.buyer, o.id);
        const [release, decision] = await Promise.all([
          post(api, o.seller, `/c2c/deal/order/confirm/${o.id}`, { securityCode: SECURITY }),
          decide(api, officer, id, 'SELLER_WINS'),
        ]);
        expect([release.status, decision.status].sort()).toEqual([200, 409]);
        const appeal = await appealRow(api, id);
        const payouts = await api.prisma.payout.count({ where: { orderId: BigInt(o.id) } });
        if (release.status === 200) {
          expect(decision.body.code).toBe('5003');
          expect(appeal.result).toBe('SETTLED');
          expect((await orderRow(api, o.id)).status).toBe('PENDING_CHAIN_CONFIRM');
          expect(payouts).toBe(1);
        } else {
          expect(release.body.code).toBe('5003');
          expect(appeal.result).toBe('SELLER_WINS');
          expect((await orderRow(api, o.id)).status).toBe('IN_APPEAL');
          expect(payouts).toBe(0);
        }
      }
    });

    it('an open case has no execution to cancel (5003)', async () => {
      const o = await confirmingOrder(api);
      const id = await appealOn(api, o.buyer, o.id);
      const res = await staffPost(api, officer, `/admin/appeals/${id}/cancel-execution`, { remarks: 'x' });
      expect(res.body.code).toBe('5003');
    });
  });

  describe('across a restart of the API', () => {
    it('a decision whose queued job was lost in a restart is executed once by the sweep after the delay', async () => {
      const o = await confirmingOrder(api);
      const id = await appealOn(api, o.buyer, o.id);
      const executeAt = executeAtOf(await decide(api, officer, id, 'BUYER_WINS').expect(200));
      await drain(api); // the job is in the queue ...
      await api.close(); // ... and gone with the queue's keys (the harness clears them)
      clock.set(executeAt - 1); // the restart's start-up sweep comes 1 ms early: nothing to run
      api = await startTestApi({ ...ENV, API_ROLE: 'all' }, [], { clock }); // with its start-up sweep
      officer = await staff(api, 'APPEAL_OFFICER'); // staff sessions lived in the cleared keys too
      expect((await orderRow(api, o.id)).status).toBe('IN_APPEAL');
      clock.set(executeAt);
      expect(await decisions().onSweep()).toBeGreaterThanOrEqual(1);
      expect((await orderRow(api, o.id)).status).toBe('PENDING_CHAIN_CONFIRM');
      expect((await appealRow(api, id)).executedAt?.getTime()).toBe(executeAt);
      await decisions().sweep();
      expect(await scoreOf(api, o.seller.userId)).toBe(80);
      await api.close(); // the next tests run their jobs themselves again
      api = await startTestApi(ENV, [], { clock });
      officer = await staff(api, 'APPEAL_OFFICER');
    }, 60_000);
  });

  describe('the escalation deadline (dispute timeout)', () => {
    it('opens a system appeal (initiator SYSTEM, result DISPUTE_TIMEOUT) at the escalation deadline, not 1 ms before, that the desk decides like any other', async () => {
      const o = await confirmingOrder(api);
      const timers = api.app.get(OrderTimers);
      const confirmBy = (await orderRow(api, o.id)).deadlineAt!;
      expect(confirmBy.getTime() - clock.nowMs()).toBe(60_000);
      clock.set(confirmBy);
      expect(await timers.fire(o.id, 'WAIT_SELLER_CONFIRM', confirmBy)).toBe('FIRED');
      expect((await orderRow(api, o.id)).status).toBe('SELLER_CONFIRM_TIMEOUT');
      const escalateBy = (await orderRow(api, o.id)).deadlineAt!;
      expect(escalateBy.getTime() - confirmBy.getTime()).toBe(60_000);
      clock.set(escalateBy.getTime() - 1);
      expect(await timers.fire(o.id, 'SELLER_CONFIRM_TIMEOUT', escalateBy)).toBe('STALE');
      expect((await orderRow(api, o.id)).status).toBe('SELLER_CONFIRM_TIMEOUT');
      clock.set(escalateBy);
      expect(await timers.fire(o.id, 'SELLER_CONFIRM_TIMEOUT', escalateBy)).toBe('FIRED');
      expect((await orderRow(api, o.id)).status).toBe('IN_APPEAL');
      const appeal = await api.prisma.appeal.findFirstOrThrow({ where: { orderId: BigInt(o.id) } });
      expect(appeal).toMatchObject({
        initiatorId: null,
        initiatorSide: 'SYSTEM',
        result: 'DISPUTE_TIMEOUT',
        resumeTo: 'SELLER_CONFIRM_TIMEOUT',
      });
      const queue = await staffGet(
        api,
        officer,
        `/admin/appeals?orderId=${o.id}&initiatorSide=SYSTEM`,
      ).expect(200);
      expect(queue.body.data.list[0]).toMatchObject({
        id: String(appeal.id),
        stage: 'OPEN',
        result: 'DISPUTE_TIMEOUT',
      });
      const seen = (await get(api, o.buyer, `/c2c/appeal/page?orderId=${o.id}`).expect(200)).body.data;
      expect(seen.list[0]).toMatchObject({ initiatorSide: 'SYSTEM', mine: false, result: 'DISPUTE_TIMEOUT' });
      const executeAt = executeAtOf(await decide(api, officer, String(appeal.id), 'BUYER_WINS').expect(200));
      expect(await executeJobAt(executeAt, String(appeal.id), executeAt)).toBe('EXECUTED');
      expect((await orderRow(api, o.id)).status).toBe('PENDING_CHAIN_CONFIRM');
      expect(await scoreOf(api, o.seller.userId)).toBe(80);
    });
  });

  describe("the execution job on the machine's clock (BullMQ's delayed job, wired end to end)", () => {
    const REAL_DELAY_MS = 3000;

    // The app on the FakeClock makes way: two apps of one test file share the queues' Redis keys, and its
    // workers would take this app's job and find it early on their clock.
    beforeAll(async () => {
      await api.close();
      api = await startTestApi({ ORDER_APPEAL_EXECUTION_MINUTES: '0.05' });
      officer = await staff(api, 'APPEAL_OFFICER');
    }, 60_000);

    /** Relays the outbox until the order is in `status`, for up to `ms` (the job fires by itself). */
    async function untilStatus(id: string, status: string, ms: number): Promise<string> {
      await poll(
        `order ${id} in ${status}`,
        async () => {
          await drain(api);
          return (await orderRow(api, id)).status === status;
        },
        ms,
      ).catch(() => undefined); // the caller's assertion names what is wrong
      return (await orderRow(api, id)).status;
    }

    it('a buyer-wins decision stays IN_APPEAL when queued and runs by itself once the real 3 s delay is over', async () => {
      const o = await confirmingOrder(api);
      const id = await appealOn(api, o.buyer, o.id);
      const decided = await decide(api, officer, id, 'BUYER_WINS').expect(200);
      const executeAt = executeAtOf(decided);
      expect(executeAt - Date.parse(decided.body.data.appeal.decidedAt)).toBe(REAL_DELAY_MS);
      await drain(api);
      expect((await orderRow(api, o.id)).status).toBe('IN_APPEAL');
      // Generous: a loaded machine may run the job late, never early.
      expect(await untilStatus(o.id, 'PENDING_CHAIN_CONFIRM', 30_000)).toBe('PENDING_CHAIN_CONFIRM');
      expect((await appealRow(api, id)).executedAt!.getTime()).toBeGreaterThanOrEqual(executeAt);
      expect(await scoreOf(api, o.seller.userId)).toBe(80);
    }, 60_000);
  });
});
