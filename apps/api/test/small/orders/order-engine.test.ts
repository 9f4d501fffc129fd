// Small tests of the order engine (issue 21; DESIGN §4, ADR 0013): OrderEngine.decide and apply on
// in-memory repositories and a FakeClock. A party's refused move answers the catalogue code, the system's
// is dropped (null); an allowed move writes the status, the stamp and the deadline at the clock's time,
// one chained timeline event and the deadline's job.
import { ERRORS } from '@p2p/contracts';
import { verifyChain } from '@p2p/domain';
import { APP_CONFIG } from '../../../src/core/config/config.js';
import { OutboxRepository } from '../../../src/core/outbox/outbox.repository.js';
import { OrderEffects } from '../../../src/modules/orders/order-effects.js';
import { type OrderAct, OrderEngine } from '../../../src/modules/orders/order-engine.js';
import { OrderEventsRepository } from '../../../src/modules/orders/order-events.repository.js';
import { ORDER_DEADLINE_JOB } from '../../../src/modules/orders/order-messages.js';
import { OrdersRepository } from '../../../src/modules/orders/orders.repository.js';
import { FAKE_TX, newTestService, refusal } from '../../support/small.js';
import { FakeOrderEvents, FakeOrders, minutes, ORDER_CONFIG, orderRow } from './order-fakes.js';

describe('small/orders/order-engine', () => {
  async function engineWith(...rows: ReturnType<typeof orderRow>[]) {
    const orders = new FakeOrders(...rows);
    const events = new FakeOrderEvents();
    const t = await newTestService(OrderEngine, [
      [OrdersRepository, orders],
      [OrderEventsRepository, events],
      [APP_CONFIG, ORDER_CONFIG],
    ]);
    return { ...t, orders, events };
  }

  const party = (actor: 'BUYER' | 'SELLER', action: OrderAct['action']): OrderAct => ({
    action,
    actor,
    actorId: actor === 'BUYER' ? 1n : 2n,
  });
  const system = (action: OrderAct['action']): OrderAct => ({ action, actor: 'SYSTEM', actorId: null });

  describe('OrderEngine: allowed moves', () => {
    it("the seller's ACCEPT -> WAIT_BUYER_PAY: accepted_at and updated_at at the clock's time, the payment deadline the ad's payMinutes later, one chained event, the deadline's job queued (spec §4)", async () => {
      const { sut, clock, orders, events, get } = await engineWith(
        orderRow(new Date('2026-06-01T00:00:00Z')),
      );
      clock.advance(minutes(3));
      const now = clock.now();
      const moved = await sut.apply(FAKE_TX, orders.rows.get('101')!, party('SELLER', { type: 'ACCEPT' }));
      expect(moved).toMatchObject({ status: 'WAIT_BUYER_PAY', acceptedAt: now, updatedAt: now });
      expect(moved!.deadlineAt).toEqual(new Date(now.getTime() + minutes(20)));
      const timeline = events.of('101');
      expect(timeline.map((e) => [e.action, e.fromStatus, e.toStatus, e.createdAt])).toEqual([
        ['ACCEPT', 'WAIT_SELLER_ACCEPT', 'WAIT_BUYER_PAY', now.toISOString()],
      ]);
      expect((await verifyChain(timeline)).ok).toBe(true);
      const [, rows] = get(OutboxRepository).append.mock.calls[0]!;
      const job = rows.find((r) => r.type === 'job');
      expect(job?.payload).toMatchObject({
        name: ORDER_DEADLINE_JOB,
        data: { orderId: '101', status: 'WAIT_BUYER_PAY', deadline: now.getTime() + minutes(20) },
      });
      expect(get(OrderEffects).apply.mock.calls[0]![3]).toEqual(now);
    });

    it("the buyer's PAY on an accepted order -> WAIT_SELLER_CONFIRM: paid_at now, the confirmation deadline ORDER_CONFIRM_MINUTES later", async () => {
      const at = new Date('2026-06-01T00:00:00Z');
      const { sut, clock, orders } = await engineWith(
        orderRow(at, {
          status: 'WAIT_BUYER_PAY',
          acceptedAt: at,
          deadlineAt: new Date(at.getTime() + minutes(20)),
        }),
      );
      clock.advance(minutes(19));
      const moved = await sut.apply(FAKE_TX, orders.rows.get('101')!, party('BUYER', { type: 'PAY' }));
      expect(moved).toMatchObject({ status: 'WAIT_SELLER_CONFIRM', paidAt: clock.now() });
      expect(moved!.deadlineAt).toEqual(
        new Date(clock.nowMs() + minutes(ORDER_CONFIG.orderTimeouts.confirmMinutes)),
      );
    });
  });

  describe('OrderEngine: refusals', () => {
    it('a party refused answers the catalogue code: the buyer accepting (CANNOT_ACCEPT_ORDER 5010), paying before acceptance (CANNOT_PAY_ORDER 5011); nothing is written', async () => {
      const { sut, orders, events } = await engineWith(orderRow(new Date('2026-06-01T00:00:00Z')));
      const order = orders.rows.get('101')!;
      expect(await refusal(() => sut.apply(FAKE_TX, order, party('BUYER', { type: 'ACCEPT' })))).toBe(
        ERRORS.CANNOT_ACCEPT_ORDER.code,
      );
      expect(await refusal(() => sut.apply(FAKE_TX, order, party('BUYER', { type: 'PAY' })))).toBe('5011');
      expect(orders.rows.get('101')).toEqual(order);
      expect(events.events).toEqual([]);
    });

    it('"I have received" without the verified trading password answers TRADING_PASSWORD_WRONG (USER3011)', async () => {
      const at = new Date('2026-06-01T00:00:00Z');
      const { sut, orders } = await engineWith(
        orderRow(at, { status: 'WAIT_SELLER_CONFIRM', acceptedAt: at }),
      );
      const act = party('SELLER', { type: 'CONFIRM_RECEIVED', securityPasswordVerified: false });
      expect(await refusal(() => sut.apply(FAKE_TX, orders.rows.get('101')!, act))).toBe('USER3011');
    });

    it('the system refused is dropped, not answered: DEPOSIT_CONFIRMED on an order awaiting no deposit is null and writes nothing', async () => {
      const { sut, orders, events } = await engineWith(orderRow(new Date('2026-06-01T00:00:00Z')));
      expect(
        await sut.apply(FAKE_TX, orders.rows.get('101')!, system({ type: 'DEPOSIT_CONFIRMED' })),
      ).toBeNull();
      expect(events.events).toEqual([]);
    });
  });

  describe('OrderEngine: deadlines by the clock', () => {
    it("a DEADLINE 1 ms before the stored deadline is dropped (DEADLINE_NOT_REACHED, null); at it WAIT_SELLER_ACCEPT -> CANCELLED, cancelled_at the clock's time (spec §4: acceptance timeout)", async () => {
      const placed = new Date('2026-06-01T00:00:00Z');
      const { sut, clock, orders, events } = await engineWith(orderRow(placed));
      const deadline = orders.rows.get('101')!.deadlineAt!;
      clock.set(deadline.getTime() - 1);
      expect(await sut.apply(FAKE_TX, orders.rows.get('101')!, system({ type: 'DEADLINE' }))).toBeNull();
      expect(orders.rows.get('101')!.status).toBe('WAIT_SELLER_ACCEPT');
      clock.set(deadline);
      const moved = await sut.apply(FAKE_TX, orders.rows.get('101')!, system({ type: 'DEADLINE' }));
      expect(moved).toMatchObject({ status: 'CANCELLED', cancelledAt: deadline, deadlineAt: null });
      expect(events.of('101').map((e) => [e.action, e.data])).toEqual([['DEADLINE', { note: 'TIMEOUT' }]]);
    });

    it('decide() alone writes nothing and answers the move with its deadline from the given time', async () => {
      const { sut, orders, events } = await engineWith();
      const at = new Date('2026-06-01T12:00:00Z');
      const result = sut.decide(
        { status: 'NEW', adType: 'SELL', adMode: 'AUTO', payMinutes: 20, deadline: null, appeal: null },
        party('BUYER', { type: 'PLACE' }),
        at,
      );
      expect(result).toMatchObject({ to: 'WAIT_BUYER_PAY', deadline: new Date(at.getTime() + minutes(20)) });
      expect(orders.rows.size).toBe(0);
      expect(events.events).toEqual([]);
    });
  });
});
