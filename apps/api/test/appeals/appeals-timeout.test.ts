// The payment timeout's appeal window on the real database (issue 25, spec §4: "when a party times out,
// the other party may appeal"): the payment deadline leaves the order in BUYER_PAY_TIMEOUT with the coin
// still held; within the window a buyer who paid appeals (and an officer may release to them) or the
// seller confirms the payment; the seller cannot appeal there; when the window ends the order is cancelled,
// the quantity goes back and the buyer is charged the timeout. The app runs on a FakeClock with one-minute
// windows and no job workers: the test runs the deadline jobs itself.
import { FakeClock } from '@p2p/domain';
import { AppealDecisionsService } from '../../src/modules/appeals/appeal-decisions.service.js';
import { OrderTimers } from '../../src/modules/orders/order-timers.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import { post, remainingOf, SECURITY, statusOf } from '../orders/order-fixtures.js';
import {
  appealRow,
  decide,
  fileAppeal,
  orderRow,
  payingOrder,
  retireEscrowCoins,
  staff,
  type Staff,
} from './appeal-fixtures.js';

describe('appeals/appeals-timeout', () => {
  const clock = new FakeClock(Date.now());
  let api: TestApi;
  let officer: Staff;

  beforeAll(async () => {
    api = await startTestApi(
      {
        ORDER_PAY_MINUTES: '1',
        ORDER_TIMEOUT_APPEAL_MINUTES: '1',
        ORDER_APPEAL_EXECUTION_MINUTES: '0',
        API_ROLE: 'http',
      },
      [],
      { clock },
    );
    officer = await staff(api, 'APPEAL_OFFICER');
  }, 60_000);
  afterAll(async () => {
    await retireEscrowCoins(api);
    await api.close();
  });
  beforeEach(() => clock.set(Date.now()));

  /** Fires the order's deadline job at the deadline itself (what BullMQ runs then); answers the deadline. */
  async function fireDeadline(id: string, status: string): Promise<Date> {
    const row = await orderRow(api, id);
    expect(row.status).toBe(status);
    const deadline = row.deadlineAt!;
    clock.set(deadline.getTime());
    const fired = await api.app.get(OrderTimers).onDeadline({
      orderId: id,
      status,
      deadline: deadline.getTime(),
    });
    expect(fired).toBe('FIRED');
    return deadline;
  }

  /** An order on an automatic SELL ad whose payment window has ended: BUYER_PAY_TIMEOUT. */
  async function timedOut() {
    const { ad, buyer, id } = await payingOrder(api);
    const before = await remainingOf(api, ad.id);
    const paidBy = await fireDeadline(id, 'WAIT_BUYER_PAY');
    expect(await statusOf(api, id)).toBe('BUYER_PAY_TIMEOUT');
    return { ad, buyer, id, before, paidBy };
  }

  describe('the payment timeout appeal window (issue 25)', () => {
    it('keeps the coin held and charges nothing at the payment deadline; the window has its own deadline', async () => {
      const o = await timedOut();
      expect(await remainingOf(api, o.ad.id)).toBe(o.before);
      expect(await api.prisma.creditRecord.count({ where: { orderId: BigInt(o.id) } })).toBe(0);
      const row = await orderRow(api, o.id);
      expect(row.deadlineAt!.getTime() - o.paidBy.getTime()).toBe(60_000);
      expect(row.cancelledAt).toBeNull();
    });

    it('a buyer who paid appeals within the window (with evidence); the officer decides for the buyer and the coin is released', async () => {
      const o = await timedOut();
      const filed = await fileAppeal(api, o.buyer, o.id).expect(200);
      expect(filed.body.data.orderStatus).toBe('IN_APPEAL');
      const appeal = await appealRow(api, filed.body.data.id as string);
      expect(appeal.resumeTo).toBe('BUYER_PAY_TIMEOUT');
      // The window's deadline is paused under appeal.
      expect((await orderRow(api, o.id)).deadlineAt).toBeNull();
      const decided = await decide(api, officer, String(appeal.id), 'BUYER_WINS').expect(200);
      // The execution job's handler once the delay (0 here) is over.
      const executeAt = Date.parse(decided.body.data.appeal.executeAt as string);
      clock.set(executeAt);
      expect(
        await api.app.get(AppealDecisionsService).onExecute({ appealId: String(appeal.id), executeAt }),
      ).toBe('EXECUTED');
      const payout = await api.prisma.payout.findFirst({ where: { orderId: BigInt(o.id), kind: 'RELEASE' } });
      expect(payout).not.toBeNull();
      expect(await statusOf(api, o.id)).toBe('PENDING_CHAIN_CONFIRM');
    });

    it('the seller who sees the money confirms it within the window: the release is queued', async () => {
      const o = await timedOut();
      const seller = o.ad.maker;
      await post(api, seller, `/c2c/deal/order/confirm/${o.id}`, { securityCode: SECURITY }).expect(200);
      expect(await statusOf(api, o.id)).toBe('PENDING_CHAIN_CONFIRM');
      expect(await api.prisma.payout.count({ where: { orderId: BigInt(o.id), kind: 'RELEASE' } })).toBe(1);
    });

    it('refuses the seller an appeal in the window (CANNOT_APPEAL_ORDER), and the buyer a late "I have paid"', async () => {
      const o = await timedOut();
      const res = await fileAppeal(api, o.ad.maker, o.id);
      expect(res.body.code).toBe('5015');
      expect(await statusOf(api, o.id)).toBe('BUYER_PAY_TIMEOUT');
      const paid = await post(api, o.buyer, `/c2c/deal/order/pay/${o.id}`);
      expect(paid.body.code).not.toBe('200');
      expect(await statusOf(api, o.id)).toBe('BUYER_PAY_TIMEOUT');
    });

    it("the window's end cancels the order as the buyer's timeout: the quantity back and the PAY_TIMEOUT credit record", async () => {
      const o = await timedOut();
      const ended = await fireDeadline(o.id, 'BUYER_PAY_TIMEOUT');
      const row = await orderRow(api, o.id);
      expect(row.status).toBe('CANCELLED');
      expect(row.cancelledAt!.getTime()).toBe(ended.getTime());
      expect(row.faultBy).toBe('BUYER');
      expect(await remainingOf(api, o.ad.id)).toBe('100');
      const records = await api.prisma.creditRecord.findMany({ where: { orderId: BigInt(o.id) } });
      expect(records.map((r) => [r.userId, r.reason])).toEqual([[o.buyer.userId, 'PAY_TIMEOUT']]);
    });
  });
});
