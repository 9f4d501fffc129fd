// Small tests of the order deadlines (issue 21; DESIGN §4, ADR 0013): OrderTimers.fire and sweep with the
// real engine on in-memory orders and events and a FakeClock. A job before its deadline is STALE, at it
// the deadline fires, an outage during the wait moves it on (MOVED), and one order that cannot be applied
// does not stop the sweep.
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { FakeClock } from '@p2p/domain';
import { APP_CONFIG } from '../../../src/core/config/config.js';
import { OutboxRepository } from '../../../src/core/outbox/outbox.repository.js';
import { UptimeService } from '../../../src/core/uptime/uptime.service.js';
import { OrderEngine } from '../../../src/modules/orders/order-engine.js';
import { OrderEventsRepository } from '../../../src/modules/orders/order-events.repository.js';
import { OrderTimers } from '../../../src/modules/orders/order-timers.js';
import { OrdersRepository } from '../../../src/modules/orders/orders.repository.js';
import { FAKE_TX, newTestService } from '../../support/small.js';
import { FakeOrderEvents, FakeOrders, minutes, ORDER_CONFIG, orderRow } from './order-fakes.js';

describe('small/orders/order-timers', () => {
  const PLACED = new Date('2026-06-01T00:00:00Z');

  /** OrderTimers and the real OrderEngine on the same in-memory orders, events and clock. */
  async function timersWith(...rows: ReturnType<typeof orderRow>[]) {
    const clock = new FakeClock(PLACED);
    const orders = new FakeOrders(...rows);
    const events = new FakeOrderEvents();
    const repos = [
      [OrdersRepository, orders],
      [OrderEventsRepository, events],
      [APP_CONFIG, ORDER_CONFIG],
    ] as const;
    const engine = await newTestService(OrderEngine, repos, clock);
    const t = await newTestService(OrderTimers, [...repos, [OrderEngine, engine.sut]], clock);
    t.get(UptimeService).between.mockResolvedValue([]);
    // Each order began waiting when it was placed (its PLACE event).
    for (const r of rows)
      await engine.sut.appendEvent(FAKE_TX, r.id, {
        fromStatus: null,
        toStatus: r.status,
        action: 'PLACE',
        actorType: 'BUYER',
        actorId: 1n,
        createdAt: r.createdAt,
        data: {},
      });
    return { ...t, orders, events };
  }

  const status = (orders: FakeOrders, id = '101') => orders.rows.get(id)!.status;

  describe('OrderTimers.fire', () => {
    it('STALE 1 ms before the deadline (nothing written), FIRED at it (WAIT_SELLER_ACCEPT -> CANCELLED at the deadline), STALE when the same job comes again', async () => {
      const { sut, clock, orders, events } = await timersWith(orderRow(PLACED));
      const deadline = orders.rows.get('101')!.deadlineAt!;
      clock.set(deadline.getTime() - 1);
      expect(await sut.fire('101', 'WAIT_SELLER_ACCEPT', deadline)).toBe('STALE');
      expect(status(orders)).toBe('WAIT_SELLER_ACCEPT');
      expect(events.of('101')).toHaveLength(1);
      clock.set(deadline);
      expect(await sut.fire('101', 'WAIT_SELLER_ACCEPT', deadline)).toBe('FIRED');
      expect(orders.rows.get('101')).toMatchObject({ status: 'CANCELLED', cancelledAt: deadline });
      clock.advance(1);
      expect(await sut.fire('101', 'WAIT_SELLER_ACCEPT', deadline)).toBe('STALE');
      expect(events.of('101').map((e) => e.action)).toEqual(['PLACE', 'DEADLINE']);
    });

    it('a job for another deadline or status than the order waits for is STALE (a moved deadline, a status left)', async () => {
      const { sut, clock, orders } = await timersWith(orderRow(PLACED));
      const deadline = orders.rows.get('101')!.deadlineAt!;
      clock.set(deadline.getTime() + minutes(5));
      expect(await sut.fire('101', 'WAIT_SELLER_ACCEPT', new Date(deadline.getTime() - 1))).toBe('STALE');
      expect(await sut.fire('101', 'WAIT_BUYER_PAY', deadline)).toBe('STALE');
      expect(await sut.fire('101', 'NOT_A_STATUS', deadline)).toBe('STALE');
      expect(await sut.fire('999', 'WAIT_SELLER_ACCEPT', deadline)).toBe('STALE');
      expect(status(orders)).toBe('WAIT_SELLER_ACCEPT');
    });

    it('MOVED by an outage: a 10-minute downtime during the wait moves the deadline 10 minutes on (DEADLINE_MOVED:DOWNTIME, a new job); 1 ms before the moved deadline STALE, at it FIRED (issue 12: no one timed out by our downtime)', async () => {
      const { sut, clock, orders, events, get } = await timersWith(orderRow(PLACED));
      const deadline = orders.rows.get('101')!.deadlineAt!;
      const down = { kind: 'DOWNTIME' as const, start: new Date(PLACED.getTime() + minutes(2)) };
      get(UptimeService).between.mockResolvedValue([
        { ...down, end: new Date(down.start.getTime() + minutes(10)) },
      ]);
      clock.set(deadline);
      expect(await sut.fire('101', 'WAIT_SELLER_ACCEPT', deadline)).toBe('MOVED');
      const moved = new Date(deadline.getTime() + minutes(10));
      expect(orders.rows.get('101')).toMatchObject({
        status: 'WAIT_SELLER_ACCEPT',
        deadlineAt: moved,
        updatedAt: deadline,
      });
      expect(events.of('101').at(-1)!.data).toMatchObject({
        note: 'DEADLINE_MOVED:DOWNTIME',
        previousDeadline: deadline.toISOString(),
        deadline: moved.toISOString(),
        shiftedMs: String(minutes(10)),
      });
      const [, rows] = get(OutboxRepository).append.mock.calls.at(-1)!;
      expect(rows[0]!.payload).toMatchObject({ data: { orderId: '101', deadline: moved.getTime() } });
      // The same outage is counted once: at the moved deadline it fires.
      clock.set(moved.getTime() - 1);
      expect(await sut.fire('101', 'WAIT_SELLER_ACCEPT', moved)).toBe('STALE');
      clock.set(moved);
      expect(await sut.fire('101', 'WAIT_SELLER_ACCEPT', moved)).toBe('FIRED');
      expect(status(orders)).toBe('CANCELLED');
    });
  });

  describe('OrderTimers.sweep', () => {
    it("fires every deadline due at the clock's time, not one due 1 ms later; an order that cannot be applied is logged and does not stop the others", async () => {
      const at = (ms: number) => orderRow(PLACED, { deadlineAt: new Date(PLACED.getTime() + ms) });
      const { sut, clock, orders } = await timersWith(
        { ...at(minutes(1)), id: '1' },
        { ...at(minutes(2)), id: '2' },
        { ...at(minutes(3)), id: '3' },
        { ...at(minutes(3) + 1), id: '4' },
      );
      orders.failing.add('2');
      const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      clock.set(PLACED.getTime() + minutes(3));
      expect(await sut.sweep()).toBe(2);
      expect(['1', '2', '3', '4'].map((id) => status(orders, id))).toEqual([
        'CANCELLED',
        'WAIT_SELLER_ACCEPT',
        'CANCELLED',
        'WAIT_SELLER_ACCEPT',
      ]);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('order 2'));
      logged.mockRestore();
      // The next round, once the failing order can be applied: it and the one now due fire.
      orders.failing.clear();
      clock.advance(1);
      expect(await sut.sweep()).toBe(2);
      expect(status(orders, '2')).toBe('CANCELLED');
      expect(status(orders, '4')).toBe('CANCELLED');
    });
  });
});
