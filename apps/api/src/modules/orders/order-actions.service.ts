import { Injectable } from '@nestjs/common';
import type { OrderDto, OrderSecurityQueryDto } from '@p2p/contracts';
import { makerOf, type OrderAction, type Party } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import { OrderEngine } from './order-engine.js';
import { orderId, OrdersQueryService } from './orders-query.service.js';
import { type OrderRow, OrdersRepository } from './orders.repository.js';

/** Which party the caller is in the order; null for anyone else. */
function partyOf(order: OrderRow, userId: bigint): Party | null {
  if (order.buyerId === String(userId)) return 'BUYER';
  if (order.sellerId === String(userId)) return 'SELLER';
  return null;
}

/**
 * The parties' calls on an order (spec §4, §7): take (accept), cancel (the taker cancels; the maker
 * declines while it waits for acceptance), pay ("I have paid"), confirm ("I have received", with the
 * security password: 1027 none set, USER3011 wrong) and recover (resume an order under appeal). Each runs
 * in one transaction with the order's row locked, through the OrderEngine; another trader's order answers
 * 5002 as a missing one, a move the table refuses answers 5010-5018.
 */
@Injectable()
export class OrderActionsService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly engine: OrderEngine,
    private readonly accounts: UserAccountsService,
    private readonly query: OrdersQueryService,
    private readonly runner: TransactionRunner,
  ) {}

  take(userId: bigint, rawId: string): Promise<OrderDto> {
    return this.act(userId, rawId, () => ({ type: 'ACCEPT' }));
  }

  /** The maker turns a waiting order down (DECLINE); otherwise the caller cancels. */
  cancel(userId: bigint, rawId: string, q: OrderSecurityQueryDto): Promise<OrderDto> {
    return this.act(
      userId,
      rawId,
      (order, party) => {
        const waiting = order.status === 'WAIT_SELLER_ACCEPT' || order.status === 'WAIT_BUYER_ACCEPT';
        return waiting && party === makerOf(order.type) ? { type: 'DECLINE' } : { type: 'CANCEL' };
      },
      q.reason ?? null,
    );
  }

  pay(userId: bigint, rawId: string): Promise<OrderDto> {
    return this.act(userId, rawId, () => ({ type: 'PAY' }));
  }

  /**
   * "I have received": the security password is checked first (counted against its limit). It comes in the
   * body (the app sends it there) or, as the spec names it, in the query string (issue 22).
   */
  async confirm(
    userId: bigint,
    rawId: string,
    securityCode: string | undefined,
    sessionId: string,
  ): Promise<OrderDto> {
    // Only a party gets as far as the password check: another trader learns nothing (5002).
    await this.query.ownOrder(userId, rawId);
    if (!securityCode) throw new AppException('TRADING_PASSWORD_WRONG');
    await this.accounts.verifySecurityPassword(userId, securityCode, sessionId);
    return this.act(userId, rawId, () => ({ type: 'CONFIRM_RECEIVED', securityPasswordVerified: true }));
  }

  recover(userId: bigint, rawId: string): Promise<OrderDto> {
    return this.act(userId, rawId, () => ({ type: 'RECOVER' }));
  }

  /** Marks the order read for the caller (`POST /c2c/deal/order/updateRead?id=`). */
  async markRead(userId: bigint, rawId: string): Promise<void> {
    if (!(await this.orders.markRead(this.orders.pool, orderId(rawId), userId)))
      throw new AppException('ORDER_NOT_FOUND');
  }

  private async act(
    userId: bigint,
    rawId: string,
    actionOf: (order: OrderRow, party: Party) => OrderAction,
    cancelReason: string | null = null,
  ): Promise<OrderDto> {
    const id = orderId(rawId);
    await this.runner.run(async (tx) => {
      const order = await this.orders.lock(tx, id);
      const party = order ? partyOf(order, userId) : null;
      if (!order || !party) throw new AppException('ORDER_NOT_FOUND');
      await this.engine.apply(tx, order, {
        action: actionOf(order, party),
        actor: party,
        actorId: userId,
        cancelReason,
      });
    });
    return this.query.detail(userId, id);
  }
}
