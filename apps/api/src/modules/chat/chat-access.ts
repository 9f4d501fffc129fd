import { Injectable } from '@nestjs/common';
import type { OrderRole, OrderStatus } from '@p2p/contracts';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import { OrderParties } from '../orders/order-parties.js';

/** The caller's place in an order's chat. */
export interface ChatSeat {
  orderId: bigint;
  status: OrderStatus;
  role: OrderRole;
  /** The other party: whom the caller writes to. */
  counterpartyId: bigint;
}

/**
 * Who may read and write an order's chat: its buyer and its seller (staff come with the admin console).
 * Anyone else, and an id that names no order, is answered 5002 (the order as if it did not exist).
 */
@Injectable()
export class ChatAccess {
  constructor(private readonly parties: OrderParties) {}

  async seat(userId: bigint, rawOrderId: string | bigint): Promise<ChatSeat> {
    const seat = await this.seatOrNull(userId, rawOrderId);
    if (!seat) throw new AppException('ORDER_NOT_FOUND');
    return seat;
  }

  async seatOrNull(userId: bigint, rawOrderId: string | bigint): Promise<ChatSeat | null> {
    const id = typeof rawOrderId === 'bigint' ? String(rawOrderId) : parseRowId(rawOrderId);
    if (id === null) return null;
    const orderId = BigInt(id);
    const parties = await this.parties.of(orderId);
    if (!parties) return null;
    const status = parties.status as OrderStatus;
    if (parties.buyerId === userId) {
      return { orderId, status, role: 'BUYER', counterpartyId: parties.sellerId };
    }
    if (parties.sellerId === userId) {
      return { orderId, status, role: 'SELLER', counterpartyId: parties.buyerId };
    }
    return null;
  }
}
