// The console's Ads & Orders rows (issue 25) to the contracts' answers: decimals normalised, times as ISO.
import type {
  AdminTradingAdDto,
  AdminTradingDepositDto,
  AdminTradingFundDto,
  AdminTradingOrderDetailDto,
  AdminTradingOrderDto,
} from '@p2p/contracts';
import { normalizeDecimal } from '@p2p/domain';
import type {
  TradingAdRow,
  TradingDepositRow,
  TradingFundRow,
  TradingOrderRow,
} from './admin-trading-rows.js';

const dec = (v: string): string => normalizeDecimal(v);
const decOrNull = (v: string | null): string | null => (v === null ? null : normalizeDecimal(v));
const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function adRowView(r: TradingAdRow, activeOrders: number): AdminTradingAdDto {
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    online: r.online,
    assetKind: r.assetKind,
    coin: r.coin,
    quote: r.quote,
    chain: r.chain,
    unitPrice: dec(r.unitPrice),
    totalQuantity: dec(r.totalQuantity),
    remainingQuantity: dec(r.remainingQuantity),
    minAmount: decOrNull(r.minAmount),
    maxAmount: decOrNull(r.maxAmount),
    activeOrders,
    owner: { userId: r.userId, nickname: r.nickname, email: r.email },
    createdAt: r.createdAt.toISOString(),
    publishedAt: iso(r.publishedAt),
  };
}

export function orderRowView(r: TradingOrderRow): AdminTradingOrderDto {
  return {
    id: r.id,
    adId: r.adId,
    type: r.type,
    mode: r.mode,
    status: r.status,
    coin: r.coin,
    quote: r.quote,
    chain: r.chain,
    quantity: dec(r.quantity),
    unitPrice: dec(r.unitPrice),
    amount: dec(r.amount),
    fee: dec(r.fee),
    totalAmount: dec(r.totalAmount),
    buyer: { userId: r.buyerId, nickname: r.buyerNickname, email: r.buyerEmail },
    seller: { userId: r.sellerId, nickname: r.sellerNickname, email: r.sellerEmail },
    makerId: r.makerId,
    depositStatus: r.depositStatus,
    payoutStatus: r.payoutStatus,
    createdAt: r.createdAt.toISOString(),
    completedAt: iso(r.completedAt),
    cancelledAt: iso(r.cancelledAt),
  };
}

export function orderDetailView(r: TradingOrderRow): AdminTradingOrderDetailDto['order'] {
  return {
    ...orderRowView(r),
    statusBeforeAppeal: r.statusBeforeAppeal,
    receivingAddress: r.receivingAddress,
    deadlineAt: iso(r.deadlineAt),
    acceptedAt: iso(r.acceptedAt),
    paidAt: iso(r.paidAt),
    confirmedAt: iso(r.confirmedAt),
  };
}

export function depositView(d: TradingDepositRow): AdminTradingDepositDto {
  return {
    id: d.id,
    purpose: d.purpose,
    status: d.status,
    chain: d.chain,
    coin: d.coin,
    amount: dec(d.amount),
    receivedAmount: dec(d.receivedAmount),
    heldAmount: dec(d.heldAmount),
    fromAddress: d.fromAddress,
    expiresAt: iso(d.expiresAt),
    createdAt: d.createdAt.toISOString(),
    txHashes: d.txHashes,
  };
}

export function fundView(f: TradingFundRow): AdminTradingFundDto {
  return {
    kind: f.kind,
    id: f.id,
    status: f.status,
    purpose: f.purpose,
    chain: f.chain,
    coin: f.coin,
    amount: decOrNull(f.amount),
    userId: f.userId,
    orderId: f.orderId,
    adId: f.adId,
    address: f.address,
    txHash: f.txHash,
    lastError: f.lastError,
    attempts: f.attempts,
    createdAt: new Date(f.createdAt).toISOString(),
    expiresAt: f.expiresAt === null ? null : new Date(f.expiresAt).toISOString(),
  };
}
