import { Injectable } from '@nestjs/common';
import type {
  DepositIntentStatus,
  PayoutStatus,
  TradingChainState,
  TradingFundKind,
  TradingFundState,
} from '@p2p/contracts';
import {
  FundSearchRepository,
  type FundSearchRow,
  type OrderDepositRow,
  type OrderFundStates,
  type PayoutBacklog,
} from './fund-search.repository.js';

export type {
  FundSearchRow,
  OrderDepositRow,
  OrderFundStates,
  PayoutBacklog,
} from './fund-search.repository.js';

/**
 * At most this many orders answer a chain-state filter. The states it offers are the actionable ones (a
 * deposit waiting or expired, a payout queued, sent or failed), small sets next to the market's orders.
 */
export const CHAIN_STATE_ORDERS_CAP = 5_000;

/** The deposit or payout state each chain-state filter names (every state of the contracts' list). */
const RECORD_OF: Readonly<
  Record<TradingChainState, { deposit: DepositIntentStatus } | { payout: PayoutStatus }>
> = {
  DEPOSIT_WAITING: { deposit: 'OPEN' },
  DEPOSIT_EXPIRED: { deposit: 'EXPIRED' },
  PAYOUT_QUEUED: { payout: 'QUEUED' },
  PAYOUT_SENT: { payout: 'SENT' },
  PAYOUT_FAILED: { payout: 'FAILED' },
};

/**
 * Escrow's deposits and payouts as the staff console reads them (issue 25): the funds waiting (deposits
 * OPEN, payouts QUEUED or SENT) or failed (deposits EXPIRED, payouts FAILED); an order's deposits; the
 * latest deposit and payout status of a page of orders; the orders in a chain state. Read only.
 */
@Injectable()
export class FundSearchService {
  constructor(private readonly repo: FundSearchRepository) {}

  /** Payouts queued, sent and failed, and the creation time of the oldest not yet mined (the metrics). */
  payoutBacklog(): Promise<PayoutBacklog> {
    return this.repo.payoutBacklog();
  }

  /** Deposits and payouts waiting or failed, of one kind or both, newest first. */
  funds(f: {
    state: TradingFundState;
    kind?: TradingFundKind;
    limit: number;
    offset: number;
  }): Promise<{ rows: FundSearchRow[]; total: number }> {
    return this.repo.funds({
      depositStates: f.state === 'waiting' ? ['OPEN'] : ['EXPIRED'],
      payoutStates: f.state === 'waiting' ? ['QUEUED', 'SENT'] : ['FAILED'],
      kind: f.kind,
      limit: f.limit,
      offset: f.offset,
    });
  }

  /**
   * The order's own deposits and the deposit of the ad it draws from (an order on a SELL ad), each with the
   * transaction hashes of the chain transfers credited to it.
   */
  depositsOf(orderId: string, adId: string): Promise<OrderDepositRow[]> {
    return this.repo.depositsOf(orderId, adId);
  }

  /** The status of each order's latest deposit and latest payout (every id present; null: none). */
  latestStatesOf(orderIds: readonly string[]): Promise<Map<string, OrderFundStates>> {
    return orderIds.length === 0 ? Promise.resolve(new Map()) : this.repo.latestStatesOf(orderIds);
  }

  /**
   * The orders with a deposit or a payout in `state` (any of theirs, not only the latest), the latest such
   * record first; at most CHAIN_STATE_ORDERS_CAP (5,000).
   */
  orderIdsIn(state: TradingChainState): Promise<string[]> {
    const record = RECORD_OF[state];
    return 'deposit' in record
      ? this.repo.orderIdsWithDeposit(record.deposit, CHAIN_STATE_ORDERS_CAP)
      : this.repo.orderIdsWithPayout(record.payout, CHAIN_STATE_ORDERS_CAP);
  }
}
