// The answers of orders (issue 12), named by the `orders.*` calls of the routes table.
import type { Page } from '../envelope.js';
import {
  AD_ASSET_KINDS,
  AD_MODES,
  AD_TYPES,
  CHAIN_TYPES,
  FUND_RECORD_STATUSES,
  ORDER_STATUSES,
  PAYMENT_DETAILS_STATES,
  PAYMENT_METHOD_KINDS,
} from '../enums.js';
import type { CancelTimesDto, OrderDto, OrderEventDto } from '../dto/orders.dto.js';
import { pageOf } from './answers.js';
import { defineAnswer, shapes as s } from './shape.js';

const str = s.string();
const nullableStr = s.nullable(str);
const decimal = s.string('decimal');
const time = s.string('date-time');
const nullableTime = s.nullable(time);
const status = s.oneOf(ORDER_STATUSES);

/** The seller's payment method as used in an order (OrderPaymentDto), also on the appeal desk's case. */
export const OrderPaymentShape = s.object({
  kind: s.oneOf(PAYMENT_METHOD_KINDS),
  name: str,
  account: str,
  bankName: nullableStr,
  branch: nullableStr,
  iban: nullableStr,
  exchangeName: nullableStr,
  accountInfo: nullableStr,
  qrFileId: nullableStr,
  currency: str,
  notes: nullableStr,
});

const payout = s.nullable(
  s.object({
    status: s.oneOf(FUND_RECORD_STATUSES),
    txHash: nullableStr,
    explorerUrl: nullableStr,
    toAddress: nullableStr,
    confirmations: s.integer(),
    requiredConfirmations: s.integer(),
  }),
);

export const OrderAnswer = defineAnswer<OrderDto>(
  'Order',
  s.object({
    id: str,
    adId: str,
    type: s.oneOf(AD_TYPES),
    mode: s.oneOf(AD_MODES),
    role: s.oneOf(['BUYER', 'SELLER'] as const),
    isMaker: s.boolean(),
    status,
    assetKind: s.oneOf(AD_ASSET_KINDS),
    coin: nullableStr,
    nft: s.nullable(
      s.object({
        itemId: str,
        albumId: str,
        albumName: str,
        tokenId: s.string('decimal'),
        name: nullableStr,
        imageUrl: nullableStr,
      }),
    ),
    quote: str,
    chain: s.oneOf(CHAIN_TYPES),
    quantity: decimal,
    unitPrice: decimal,
    amount: decimal,
    fee: decimal,
    totalAmount: decimal,
    receivingAddress: nullableStr,
    release: payout,
    refund: payout,
    payment: s.nullable(OrderPaymentShape),
    paymentState: s.oneOf(PAYMENT_DETAILS_STATES),
    notes: nullableStr,
    counterparty: s.object({
      userId: str,
      nickname: nullableStr,
      flag: nullableStr,
      certified: s.boolean(),
      fastTrader: s.boolean(),
      orderCount: s.integer(),
      completionRate: decimal,
    }),
    deadlineAt: nullableTime,
    depositId: nullableStr,
    actions: s.array(str),
    unread: s.boolean(),
    createdAt: time,
    acceptedAt: nullableTime,
    paidAt: nullableTime,
    confirmedAt: nullableTime,
    completedAt: nullableTime,
    cancelledAt: nullableTime,
  }),
);

export const OrderPageAnswer = defineAnswer<Page<OrderDto>>('OrderPage', pageOf(OrderAnswer));

export const OrderEventListAnswer = defineAnswer<OrderEventDto[]>(
  'OrderEventList',
  s.array(
    s.object({
      id: str,
      orderId: str,
      seq: s.integer(),
      fromStatus: s.nullable(status),
      toStatus: status,
      action: str,
      actorType: str,
      actorId: nullableStr,
      data: s.record(str),
      note: nullableStr,
      createdAt: time,
      hash: str,
      prevHash: nullableStr,
    }),
  ),
);

export const CancelTimesAnswer = defineAnswer<CancelTimesDto>(
  'CancelTimes',
  s.object({ remaining: s.integer(), freePerDay: s.integer(), deduct: s.integer() }),
);
