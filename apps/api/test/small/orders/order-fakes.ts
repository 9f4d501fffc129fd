// In-memory stand-ins for the orders' repositories in small tests (issue 21): what the engine and the
// timers write is kept, so a test reads the order, its timeline and its deadline moves back.
import { DEFAULT_ORDER_TIMEOUTS, type ChainedEvent } from '@p2p/domain';
import type { AppConfig } from '../../../src/core/config/config.js';
import type { Tx } from '../../../src/core/infra/db/sql.service.js';
import type { ChainHead } from '../../../src/modules/orders/order-events.repository.js';
import type { OrderChange, OrderRow } from '../../../src/modules/orders/orders.repository.js';

/** The part of the configuration the order engine and timers read. */
export const ORDER_CONFIG = {
  apiRole: 'all',
  orderTimeouts: { ...DEFAULT_ORDER_TIMEOUTS },
} as const satisfies Pick<AppConfig, 'apiRole' | 'orderTimeouts'>;

const MINUTE = 60_000;
export const minutes = (n: number) => n * MINUTE;

/** A SELL MANUAL ad's order waiting for the seller's acceptance, placed at `at`; fields overridable. */
export function orderRow(at: Date, overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: '101',
    adId: '7',
    makerId: '2',
    takerId: '1',
    buyerId: '1',
    sellerId: '2',
    type: 'SELL',
    mode: 'MANUAL',
    assetKind: 'COIN',
    coinId: 3,
    nftItemId: null,
    chain: 'ERC20',
    quoteCurrency: 'USD',
    status: 'WAIT_SELLER_ACCEPT',
    quantity: '2',
    unitPrice: '1.5',
    amount: '3',
    fee: '0',
    totalAmount: '3',
    receivingAddress: '0x00000000000000000000000000000000000000b1',
    paymentMethodId: '9',
    paymentMethodSnapshot: null,
    notes: null,
    cancelReason: null,
    deadlineAt: new Date(at.getTime() + minutes(DEFAULT_ORDER_TIMEOUTS.acceptMinutes)),
    statusBeforeAppeal: null,
    payMinutes: 20,
    version: 0,
    acceptedAt: null,
    depositedAt: null,
    paidAt: null,
    confirmedAt: null,
    completedAt: null,
    cancelledAt: null,
    buyerRead: false,
    sellerRead: false,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

const STAMP_FIELDS = {
  accepted_at: 'acceptedAt',
  deposited_at: 'depositedAt',
  paid_at: 'paidAt',
  confirmed_at: 'confirmedAt',
  completed_at: 'completedAt',
  cancelled_at: 'cancelledAt',
} as const;

/** `orders` in memory: lock, change, setDeadline and the sweep's `due`, as OrdersRepository does them. */
export class FakeOrders {
  readonly rows = new Map<string, OrderRow>();
  /** Orders whose lock throws (a transaction that fails). */
  readonly failing = new Set<string>();

  constructor(...rows: OrderRow[]) {
    for (const r of rows) this.rows.set(r.id, r);
  }

  async lock(_tx: Tx, id: string): Promise<OrderRow | null> {
    if (this.failing.has(id)) throw new Error(`order ${id}: the database refused the statement`);
    const row = this.rows.get(id);
    return row ? { ...row } : null;
  }

  async change(_tx: Tx, id: string, c: OrderChange): Promise<void> {
    const row = this.rows.get(id)!;
    const next: OrderRow = {
      ...row,
      status: c.status,
      deadlineAt: c.deadlineAt,
      cancelReason: c.cancelReason ?? row.cancelReason,
      statusBeforeAppeal: c.statusBeforeAppeal === undefined ? row.statusBeforeAppeal : c.statusBeforeAppeal,
      version: row.version + 1,
      updatedAt: c.at,
    };
    if (c.stamp) next[STAMP_FIELDS[c.stamp]] = c.at;
    this.rows.set(id, next);
  }

  async setDeadline(_tx: Tx, id: string, deadlineAt: Date, at: Date): Promise<void> {
    const row = this.rows.get(id)!;
    this.rows.set(id, { ...row, deadlineAt, version: row.version + 1, updatedAt: at });
  }

  async due(now: Date, limit: number) {
    return [...this.rows.values()]
      .filter((r) => r.deadlineAt !== null && r.deadlineAt.getTime() <= now.getTime())
      .sort((a, b) => a.deadlineAt!.getTime() - b.deadlineAt!.getTime())
      .slice(0, limit)
      .map((r) => ({ id: r.id, status: r.status, deadlineAt: r.deadlineAt! }));
  }

  async statsOf() {
    return { total: 0, completed: 0, avgConfirm: null };
  }
}

/** `order_events` in memory: each order's chain, and when it began waiting (OrderEventsRepository). */
export class FakeOrderEvents {
  readonly events: ChainedEvent[] = [];

  async head(_tx: Tx, orderId: string): Promise<ChainHead | null> {
    const last = this.events.filter((e) => e.orderId === orderId).at(-1);
    return last ? { seq: last.seq, hash: last.hash, createdAt: new Date(last.createdAt) } : null;
  }

  async insert(_tx: Tx, e: ChainedEvent): Promise<string> {
    this.events.push(e);
    return String(this.events.length);
  }

  async waitingSince(_tx: Tx, orderId: string) {
    const mine = this.events.filter((e) => e.orderId === orderId);
    const note = (e: ChainedEvent) => (e.data as { note?: string } | null)?.note ?? '';
    const began = mine.filter((e) => !note(e).startsWith('DEADLINE_MOVED')).at(-1);
    if (!began) return null;
    const firstMove = mine.find((e) => e.seq > began.seq && note(e).startsWith('DEADLINE_MOVED'));
    const previous = (firstMove?.data as { previousDeadline?: string } | undefined)?.previousDeadline;
    return { since: new Date(began.createdAt), firstDeadline: previous ? new Date(previous) : null };
  }

  of(orderId: string): ChainedEvent[] {
    return this.events.filter((e) => e.orderId === orderId);
  }
}
