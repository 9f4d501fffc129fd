// Small tests of appeal decisions (issue 13, issue 21; spec §4, §6; DESIGN §4): AppealDecisionsService with
// the real order engine on in-memory appeals, orders and events and a FakeClock. Who may decide, the delay
// between a win decision and its execution (1 ms before: nothing; at it: executed), a rejection resuming
// the order at once, cancelling within the delay only (5003 after), and the loser's credit.
import 'reflect-metadata';
import { ERRORS } from '@p2p/contracts';
import { APPEAL_LOST_PENALTY, FakeClock } from '@p2p/domain';
import { APP_CONFIG } from '../../../src/core/config/config.js';
import type { Tx } from '../../../src/core/infra/db/sql.service.js';
import { OutboxRepository } from '../../../src/core/outbox/outbox.repository.js';
import { AdminAppealsController } from '../../../src/modules/appeals/admin-appeals.controller.js';
import { APPEAL_EXECUTE_JOB } from '../../../src/modules/appeals/appeal-messages.js';
import {
  AppealDecisionsService,
  type DeskActor,
} from '../../../src/modules/appeals/appeal-decisions.service.js';
import { DECIDING_ROLES } from '../../../src/modules/appeals/appeal-desk.service.js';
import {
  type AppealDecisionChange,
  type AppealRow,
  AppealsRepository,
} from '../../../src/modules/appeals/appeals.repository.js';
import { CatalogService } from '../../../src/modules/catalog/catalog.service.js';
import { CreditService } from '../../../src/modules/credit/credit.service.js';
import { OrderDesk } from '../../../src/modules/orders/order-desk.js';
import { OrderEngine } from '../../../src/modules/orders/order-engine.js';
import { OrderEventsRepository } from '../../../src/modules/orders/order-events.repository.js';
import { OrdersRepository } from '../../../src/modules/orders/orders.repository.js';
import { newTestService, refusal } from '../../support/small.js';
import { FakeOrderEvents, FakeOrders, minutes, ORDER_CONFIG, orderRow } from '../orders/order-fakes.js';

describe('small/appeals/appeal-decisions', () => {
  const FILED = new Date('2026-06-01T00:00:00Z');
  const DELAY_MINUTES = ORDER_CONFIG.orderTimeouts.appealExecutionDelayMinutes;
  const officer: DeskActor = {
    staff: { id: 5, email: 'officer@example.test', name: 'Officer', role: 'APPEAL_OFFICER', jti: 'j' },
    ip: null,
  };

  /** `appeals` in memory: the rows the service locks, decides and marks executed. */
  class FakeAppeals {
    readonly rows = new Map<string, AppealRow>();

    async lock(_tx: Tx, id: string) {
      const row = this.rows.get(id);
      return row ? { ...row } : null;
    }
    byId = this.lock;

    async setDecision(_tx: Tx, id: string, d: AppealDecisionChange): Promise<void> {
      this.rows.set(id, { ...this.rows.get(id)!, ...d });
    }

    async markExecuted(_tx: Tx, id: string, at: Date): Promise<void> {
      this.rows.set(id, { ...this.rows.get(id)!, executedAt: at });
    }

    async due(now: Date) {
      return [...this.rows.values()]
        .filter((a) => a.executeAt && !a.executedAt && a.executeAt <= now)
        .filter((a) => a.result === 'BUYER_WINS' || a.result === 'SELLER_WINS')
        .map((a) => ({ id: a.id, executeAt: a.executeAt! }));
    }
  }

  /** An order IN_APPEAL (from WAIT_SELLER_CONFIRM) with the buyer's open appeal '31'. */
  async function deskWith() {
    const clock = new FakeClock(FILED);
    const orders = new FakeOrders(
      orderRow(FILED, {
        status: 'IN_APPEAL',
        statusBeforeAppeal: 'WAIT_SELLER_CONFIRM',
        acceptedAt: FILED,
        paidAt: FILED,
        deadlineAt: null,
      }),
    );
    const appeals = new FakeAppeals();
    appeals.rows.set('31', {
      id: '31',
      orderId: '101',
      initiatorId: '1',
      initiatorSide: 'BUYER',
      reasonCode: 'NOT_RECEIVED',
      reasonText: null,
      result: 'PENDING',
      malicious: false,
      resumeTo: 'WAIT_SELLER_CONFIRM',
      reviewerId: null,
      reviewerRemarks: null,
      decidedAt: null,
      executeAt: null,
      executedAt: null,
      cancelledAt: null,
      createdAt: FILED,
      claimedBy: null,
      claimedAt: null,
    });
    const repos = [
      [OrdersRepository, orders],
      [OrderEventsRepository, new FakeOrderEvents()],
      [APP_CONFIG, ORDER_CONFIG],
    ] as const;
    const engine = await newTestService(OrderEngine, repos, clock);
    engine.sut.useAppeals({
      openAppeal: async () => ({ initiator: 'BUYER', resumeTo: 'WAIT_SELLER_CONFIRM' }),
      openedBySystem: async () => undefined,
      closed: async () => undefined,
    });
    const desk = { lock: (tx: Tx, id: string) => orders.lock(tx, id) };
    const t = await newTestService(
      AppealDecisionsService,
      [...repos, [OrderEngine, engine.sut], [AppealsRepository, appeals], [OrderDesk, desk]],
      clock,
    );
    t.get(CatalogService).creditSettings.mockResolvedValue([]);
    return { ...t, orders, appeals };
  }

  describe('who may decide', () => {
    it('appeal officers and administrators decide and cancel a pending execution; a customer service agent does not (spec §6)', () => {
      // The roles StaffOnly(...) sets on the routes (staff.guards.ts: 'p2p:staffRoles').
      const roles = (handler: object) => Reflect.getMetadata('p2p:staffRoles', handler) as string[];
      expect([...DECIDING_ROLES].sort()).toEqual(['ADMIN', 'APPEAL_OFFICER']);
      expect(DECIDING_ROLES).not.toContain('CUSTOMER_SERVICE');
      expect(roles(AdminAppealsController.prototype.decide)).toEqual([...DECIDING_ROLES]);
      expect(roles(AdminAppealsController.prototype.cancelExecution)).toEqual([...DECIDING_ROLES]);
    });

    it('a case decided already is refused to a second officer (APPEAL_ALREADY_PROCESSED 5003)', async () => {
      const { sut } = await deskWith();
      await sut.decide(officer, '31', { decision: 'BUYER_WINS', remarks: 'Paid' });
      expect(await refusal(() => sut.decide(officer, '31', { decision: 'SELLER_WINS', remarks: 'x' }))).toBe(
        ERRORS.APPEAL_ALREADY_PROCESSED.code,
      );
    });
  });

  describe('the delay before execution', () => {
    it("BUYER_WINS waits ORDER_APPEAL_EXECUTION_MINUTES from the clock's time (its job queued); 1 ms before the execution does nothing, at it the order goes to PENDING_CHAIN_CONFIRM and the seller loses APPEAL_LOST points", async () => {
      const { sut, clock, orders, appeals, get } = await deskWith();
      clock.advance(minutes(7));
      const decidedAt = clock.now();
      await sut.decide(officer, '31', { decision: 'BUYER_WINS', remarks: 'Paid' });
      const executeAt = new Date(decidedAt.getTime() + minutes(DELAY_MINUTES));
      expect(appeals.rows.get('31')).toMatchObject({
        result: 'BUYER_WINS',
        decidedAt,
        executeAt,
        executedAt: null,
      });
      const [, rows] = get(OutboxRepository).append.mock.calls[0]!;
      expect(rows[0]!.payload).toMatchObject({
        name: APPEAL_EXECUTE_JOB,
        data: { appealId: '31', executeAt: executeAt.getTime() },
      });
      expect(orders.rows.get('101')!.status).toBe('IN_APPEAL');

      clock.set(executeAt.getTime() - 1);
      expect(await sut.execute('31', executeAt)).toBe('STALE');
      expect(orders.rows.get('101')!.status).toBe('IN_APPEAL');
      clock.set(executeAt);
      expect(await sut.execute('31', executeAt)).toBe('EXECUTED');
      expect(orders.rows.get('101')!.status).toBe('PENDING_CHAIN_CONFIRM');
      expect(appeals.rows.get('31')!.executedAt).toEqual(executeAt);
      expect(get(CreditService).adjust.mock.calls.map((c) => c.slice(1, 4))).toEqual([
        [2n, -APPEAL_LOST_PENALTY, 'APPEAL_LOST'],
      ]);
      clock.advance(1);
      expect(await sut.execute('31', executeAt)).toBe('STALE');
    });

    it('SELLER_WINS, malicious: the sweep 1 ms after the delay executes it (CANCELLED), the buyer loses the whole score (MALICIOUS_APPEAL)', async () => {
      const { sut, clock, orders, get } = await deskWith();
      await sut.decide(officer, '31', { decision: 'SELLER_WINS', remarks: 'Fake proof', malicious: true });
      clock.advance(minutes(DELAY_MINUTES) - 1);
      expect(await sut.sweep()).toBe(0);
      clock.advance(2);
      expect(await sut.sweep()).toBe(1);
      expect(orders.rows.get('101')!.status).toBe('CANCELLED');
      expect(get(CreditService).adjust.mock.calls.map((c) => c.slice(1, 4))).toEqual([
        [1n, 'ALL', 'MALICIOUS_APPEAL'],
      ]);
    });

    it('REJECTED resumes the order at once (WAIT_SELLER_CONFIRM, a fresh confirmation deadline from now): decided, executed, no job', async () => {
      const { sut, clock, orders, appeals, get } = await deskWith();
      clock.advance(minutes(3));
      const now = clock.now();
      await sut.decide(officer, '31', { decision: 'REJECTED', remarks: 'No grounds' });
      expect(appeals.rows.get('31')).toMatchObject({
        result: 'REJECTED',
        decidedAt: now,
        executeAt: now,
        executedAt: now,
      });
      expect(orders.rows.get('101')).toMatchObject({ status: 'WAIT_SELLER_CONFIRM' });
      expect(orders.rows.get('101')!.deadlineAt!.getTime()).toBe(
        now.getTime() + minutes(ORDER_CONFIG.orderTimeouts.confirmMinutes),
      );
      const queued = get(OutboxRepository).append.mock.calls.flatMap(([, rows]) => rows);
      expect(queued.filter((r) => (r.payload as { name?: string }).name === APPEAL_EXECUTE_JOB)).toEqual([]);
    });

    it('a pending execution is cancelled 1 ms before the delay ends (the case open again, its job then STALE); at the end of the delay it is refused (5003)', async () => {
      const { sut, clock, appeals } = await deskWith();
      await sut.decide(officer, '31', { decision: 'BUYER_WINS', remarks: 'Paid' });
      const executeAt = appeals.rows.get('31')!.executeAt!;
      clock.set(executeAt.getTime() - 1);
      await sut.cancelExecution(officer, '31', { remarks: 'Recheck' });
      expect(appeals.rows.get('31')).toMatchObject({ result: 'PENDING', executeAt: null, decidedAt: null });
      clock.set(executeAt);
      expect(await sut.execute('31', executeAt)).toBe('STALE');

      await sut.decide(officer, '31', { decision: 'BUYER_WINS', remarks: 'Paid after all' });
      clock.set(appeals.rows.get('31')!.executeAt!);
      expect(await refusal(() => sut.cancelExecution(officer, '31', { remarks: 'Too late' }))).toBe('5003');
    });
  });
});
