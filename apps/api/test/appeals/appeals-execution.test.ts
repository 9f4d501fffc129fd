// Executing appeal decisions (issue 13; spec §4, §9; DESIGN §4) with a delay of 0.05 minutes (3 s,
// configuration ORDER_APPEAL_EXECUTION_MINUTES): buyer wins releases the coin to the buyer
// (PENDING_CHAIN_CONFIRM, the release queued), seller wins cancels the order and gives the coin back to
// the ad; the loser loses the credit settings' points, a malicious loser the whole score; the result is on
// both parties' records and they are told. The decision runs as a delayed job, cancellable within the
// delay, and also across a restart of the API (the sweep); a job run again does nothing. The escalation
// deadline opens a system appeal (DISPUTE_TIMEOUT) that the desk decides like any other.
import { verifyChain } from '@p2p/domain';
import { AppealDecisionsService } from '../../src/modules/appeals/appeal-decisions.service.js';
import { OrderTimers } from '../../src/modules/orders/order-timers.js';
import { startTestApi, type TestApi } from '../support/harness.js';
import {
  appealOn,
  appealRow,
  confirmingOrder,
  decide,
  drain,
  get,
  orderRow,
  scoreOf,
  staff,
  type Staff,
  staffGet,
  staffPost,
  statusMessages,
  retireEscrowCoins,
} from './appeal-fixtures.js';

const DELAY_MS = 3000;
const ENV = { ORDER_APPEAL_EXECUTION_MINUTES: '0.05' };

let api: TestApi;
let officer: Staff;

beforeAll(async () => {
  api = await startTestApi(ENV);
  officer = await staff(api, 'APPEAL_OFFICER');
}, 60_000);
afterAll(async () => {
  await retireEscrowCoins(api);
  await api.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Relays the outbox (the execution job) until the order is in `status`, for up to `ms`. */
async function until(id: string, status: string, ms = 20_000): Promise<string> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    await drain(api);
    const now = (await orderRow(api, id)).status;
    if (now === status) return now;
    await sleep(150);
  }
  return (await orderRow(api, id)).status;
}

describe('a decision runs after the configured delay', () => {
  it('buyer wins: IN_APPEAL until the delay passes, then PENDING_CHAIN_CONFIRM with the release queued; the seller loses 20 points (APPEAL_LOST); the buyer initiator sees INITIATOR_WINS', async () => {
    const o = await confirmingOrder(api);
    const id = await appealOn(api, o.buyer, o.id);
    const decided = await decide(api, officer, id, 'BUYER_WINS', { remarks: 'Payment proven' }).expect(200);
    const executeAt = Date.parse(decided.body.data.appeal.executeAt);
    expect(executeAt - Date.parse(decided.body.data.appeal.decidedAt)).toBe(DELAY_MS);
    expect(decided.body.data.executionDelayMinutes).toBe(0.05);
    await drain(api);
    expect((await orderRow(api, o.id)).status).toBe('IN_APPEAL');
    const pending = (await get(api, o.seller, `/c2c/appeal/page?orderId=${o.id}`).expect(200)).body.data;
    expect(pending.list[0]).toMatchObject({ stage: 'DECIDED', pendingDecision: 'BUYER_WINS' });

    expect(await until(o.id, 'PENDING_CHAIN_CONFIRM')).toBe('PENDING_CHAIN_CONFIRM');
    expect(Date.now()).toBeGreaterThanOrEqual(executeAt);
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
    const decisions = api.app.get(AppealDecisionsService);
    expect(await decisions.onExecute({ appealId: id, executeAt })).toBe('STALE');
    await decisions.sweep();
    expect(await scoreOf(api, o.seller.userId)).toBe(80);
  }, 40_000);

  it('seller wins: CANCELLED with the coin back to the ad; the buyer initiator loses 20 points and sees INITIATOR_LOSES', async () => {
    const o = await confirmingOrder(api);
    const id = await appealOn(api, o.buyer, o.id);
    await decide(api, officer, id, 'SELLER_WINS').expect(200);
    expect(await until(o.id, 'CANCELLED')).toBe('CANCELLED');
    const ad = await api.prisma.ad.findUniqueOrThrow({ where: { id: BigInt(o.ad.id) } });
    expect(ad.remainingQuantity.toFixed()).toBe('100');
    expect(await api.prisma.payout.count({ where: { orderId: BigInt(o.id) } })).toBe(0);
    expect(await scoreOf(api, o.buyer.userId)).toBe(80);
    expect(await scoreOf(api, o.seller.userId)).toBe(100);
    const view = (await get(api, o.buyer, `/c2c/appeal/page?orderId=${o.id}`).expect(200)).body.data;
    expect(view.list[0]).toMatchObject({ result: 'SELLER_WINS', outcome: 'INITIATOR_LOSES' });
  }, 40_000);

  it('a malicious loser loses the whole score (MALICIOUS_APPEAL)', async () => {
    const o = await confirmingOrder(api);
    const id = await appealOn(api, o.seller, o.id);
    await decide(api, officer, id, 'BUYER_WINS', { malicious: true }).expect(200);
    expect(await until(o.id, 'PENDING_CHAIN_CONFIRM')).toBe('PENDING_CHAIN_CONFIRM');
    expect(await scoreOf(api, o.seller.userId)).toBe(0);
    const records = await api.prisma.creditRecord.findMany({ where: { appealId: BigInt(id) } });
    expect(records.map((r) => [r.reason, r.delta])).toEqual([['MALICIOUS_APPEAL', -100]]);
    const view = (await get(api, o.seller, `/c2c/appeal/page?orderId=${o.id}`).expect(200)).body.data;
    expect(view.list[0]).toMatchObject({ outcome: 'INITIATOR_LOSES' });
  }, 40_000);
});

describe('cancelling a pending execution', () => {
  it('within the delay: the case is open again, the queued job does nothing when it fires, the order stays IN_APPEAL', async () => {
    const o = await confirmingOrder(api);
    const id = await appealOn(api, o.buyer, o.id);
    const decided = await decide(api, officer, id, 'SELLER_WINS').expect(200);
    const executeAt = Date.parse(decided.body.data.appeal.executeAt);
    const res = await staffPost(api, officer, `/admin/appeals/${id}/cancel-execution`, {
      remarks: 'Recheck',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.appeal).toMatchObject({ stage: 'OPEN', result: 'PENDING', executeAt: null });
    await sleep(DELAY_MS + 500);
    await drain(api);
    await sleep(500);
    expect((await orderRow(api, o.id)).status).toBe('IN_APPEAL');
    expect(await api.app.get(AppealDecisionsService).onExecute({ appealId: id, executeAt })).toBe('STALE');
    expect(await scoreOf(api, o.buyer.userId)).toBe(100);
    // Open again: another decision is possible.
    await decide(api, officer, id, 'REJECTED').expect(200);
    expect((await orderRow(api, o.id)).status).toBe('WAIT_SELLER_CONFIRM');
  }, 40_000);

  it('after the delay has passed it can no longer be cancelled (5003)', async () => {
    const o = await confirmingOrder(api);
    const id = await appealOn(api, o.buyer, o.id);
    await decide(api, officer, id, 'BUYER_WINS').expect(200);
    await sleep(DELAY_MS + 200);
    const res = await staffPost(api, officer, `/admin/appeals/${id}/cancel-execution`, {
      remarks: 'Too late',
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('5003');
  }, 40_000);

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
    await decide(api, officer, id, 'BUYER_WINS').expect(200);
    await drain(api); // the job is in the queue ...
    await api.close(); // ... and gone with the queue's keys (the harness clears them)
    api = await startTestApi(ENV);
    officer = await staff(api, 'APPEAL_OFFICER'); // staff sessions lived in the cleared keys too
    expect((await orderRow(api, o.id)).status).toBe('IN_APPEAL');
    await sleep(DELAY_MS + 300);
    const decisions = api.app.get(AppealDecisionsService);
    expect(await decisions.onSweep()).toBeGreaterThanOrEqual(1);
    expect((await orderRow(api, o.id)).status).toBe('PENDING_CHAIN_CONFIRM');
    expect((await appealRow(api, id)).executedAt).not.toBeNull();
    await decisions.sweep();
    expect(await scoreOf(api, o.seller.userId)).toBe(80);
  }, 60_000);
});

describe('the escalation deadline (dispute timeout)', () => {
  it('opens a system appeal (initiator SYSTEM, result DISPUTE_TIMEOUT) that the desk decides like any other', async () => {
    const o = await confirmingOrder(api);
    const timers = api.app.get(OrderTimers);
    const past = new Date(Date.now() - 1000);
    await api.prisma.order.update({ where: { id: BigInt(o.id) }, data: { deadlineAt: past } });
    await timers.sweep();
    expect((await orderRow(api, o.id)).status).toBe('SELLER_CONFIRM_TIMEOUT');
    await api.prisma.order.update({
      where: { id: BigInt(o.id) },
      data: { deadlineAt: new Date(Date.now() - 500) },
    });
    await timers.sweep();
    expect((await orderRow(api, o.id)).status).toBe('IN_APPEAL');
    const appeal = await api.prisma.appeal.findFirstOrThrow({ where: { orderId: BigInt(o.id) } });
    expect(appeal).toMatchObject({
      initiatorId: null,
      initiatorSide: 'SYSTEM',
      result: 'DISPUTE_TIMEOUT',
      resumeTo: 'SELLER_CONFIRM_TIMEOUT',
    });
    const queue = await staffGet(api, officer, `/admin/appeals?orderId=${o.id}&initiatorSide=SYSTEM`).expect(
      200,
    );
    expect(queue.body.data.list[0]).toMatchObject({
      id: String(appeal.id),
      stage: 'OPEN',
      result: 'DISPUTE_TIMEOUT',
    });
    const seen = (await get(api, o.buyer, `/c2c/appeal/page?orderId=${o.id}`).expect(200)).body.data;
    expect(seen.list[0]).toMatchObject({ initiatorSide: 'SYSTEM', mine: false, result: 'DISPUTE_TIMEOUT' });
    await decide(api, officer, String(appeal.id), 'BUYER_WINS').expect(200);
    expect(await until(o.id, 'PENDING_CHAIN_CONFIRM')).toBe('PENDING_CHAIN_CONFIRM');
    expect(await scoreOf(api, o.seller.userId)).toBe(80);
  }, 40_000);
});
