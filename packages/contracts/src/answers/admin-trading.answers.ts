// The answers of the console's Ads & Orders (issue 25, `adminTrading.*` in the routes table).
import type { Page } from '../envelope.js';
import { AD_ASSET_KINDS, AD_MODES, AD_STATUSES, AD_TYPES, CHAIN_TYPES, ORDER_STATUSES } from '../enums.js';
import { DEPOSIT_INTENT_STATUSES, DEPOSIT_PURPOSES, PAYOUT_KINDS, PAYOUT_STATUSES } from '../record-enums.js';
import type {
  AdminTradingAdDto,
  AdminTradingFundDto,
  AdminTradingOrderDetailDto,
  AdminTradingOrderDto,
} from '../dto/admin-trading.dto.js';
import { TRADING_FUND_KINDS } from '../dto/admin-trading.values.js';
import { ChatMessageAnswer } from './chat.answers.js';
import { OrderEventListAnswer } from './orders.answers.js';
import { AdminPayoutAnswer } from './payouts.answers.js';
import { pageOf } from './answers.js';
import { defineAnswer, shapes as s } from './shape.js';

const str = s.string();
const nullableStr = s.nullable(str);
const decimal = s.string('decimal');
const nullableDecimal = s.nullable(decimal);
const time = s.string('date-time');
const nullableTime = s.nullable(time);
const status = s.oneOf(ORDER_STATUSES);
const party = s.object({ userId: str, nickname: nullableStr, email: nullableStr });

/** An escrow deposit of an order (AdminTradingDepositDto), also on the appeal desk's case. */
export const EscrowDepositShape = s.object({
  id: str,
  purpose: s.oneOf(DEPOSIT_PURPOSES),
  status: s.oneOf(DEPOSIT_INTENT_STATUSES),
  chain: s.oneOf(CHAIN_TYPES),
  coin: nullableStr,
  amount: decimal,
  receivedAmount: decimal,
  heldAmount: decimal,
  fromAddress: nullableStr,
  expiresAt: nullableTime,
  createdAt: time,
  txHashes: s.array(str),
});

export const AdminTradingAdAnswer = defineAnswer<AdminTradingAdDto>(
  'AdminTradingAd',
  s.object({
    id: str,
    type: s.oneOf(AD_TYPES),
    status: s.oneOf(AD_STATUSES),
    online: s.boolean(),
    assetKind: s.oneOf(AD_ASSET_KINDS),
    coin: nullableStr,
    quote: str,
    chain: s.oneOf(CHAIN_TYPES),
    unitPrice: decimal,
    totalQuantity: decimal,
    remainingQuantity: decimal,
    minAmount: nullableDecimal,
    maxAmount: nullableDecimal,
    activeOrders: s.integer(),
    owner: party,
    createdAt: time,
    publishedAt: nullableTime,
  }),
);
export const AdminTradingAdPageAnswer = defineAnswer<Page<AdminTradingAdDto>>(
  'AdminTradingAdPage',
  pageOf(AdminTradingAdAnswer),
);

const orderProps = {
  id: str,
  adId: str,
  type: s.oneOf(AD_TYPES),
  mode: s.oneOf(AD_MODES),
  status,
  coin: nullableStr,
  quote: str,
  chain: s.oneOf(CHAIN_TYPES),
  quantity: decimal,
  unitPrice: decimal,
  amount: decimal,
  fee: decimal,
  totalAmount: decimal,
  buyer: party,
  seller: party,
  makerId: str,
  depositStatus: s.nullable(s.oneOf(DEPOSIT_INTENT_STATUSES)),
  payoutStatus: s.nullable(s.oneOf(PAYOUT_STATUSES)),
  createdAt: time,
  completedAt: nullableTime,
  cancelledAt: nullableTime,
};

export const AdminTradingOrderAnswer = defineAnswer<AdminTradingOrderDto>(
  'AdminTradingOrder',
  s.object(orderProps),
);
export const AdminTradingOrderPageAnswer = defineAnswer<Page<AdminTradingOrderDto>>(
  'AdminTradingOrderPage',
  pageOf(AdminTradingOrderAnswer),
);

export const AdminTradingOrderDetailAnswer = defineAnswer<AdminTradingOrderDetailDto>(
  'AdminTradingOrderDetail',
  s.object({
    order: s.object({
      ...orderProps,
      statusBeforeAppeal: s.nullable(status),
      receivingAddress: nullableStr,
      deadlineAt: nullableTime,
      acceptedAt: nullableTime,
      paidAt: nullableTime,
      confirmedAt: nullableTime,
    }),
    timeline: OrderEventListAnswer,
    chainValid: s.boolean(),
    chainBrokenAt: s.nullable(s.integer()),
    chat: s.array(ChatMessageAnswer),
    deposits: s.array(EscrowDepositShape),
    payouts: s.array(AdminPayoutAnswer),
    appealIds: s.array(str),
  }),
);

export const AdminTradingFundAnswer = defineAnswer<AdminTradingFundDto>(
  'AdminTradingFund',
  s.object({
    kind: s.oneOf(TRADING_FUND_KINDS),
    id: str,
    status: s.oneOf([...DEPOSIT_INTENT_STATUSES, ...PAYOUT_STATUSES]),
    purpose: s.oneOf([...DEPOSIT_PURPOSES, ...PAYOUT_KINDS]),
    chain: s.oneOf(CHAIN_TYPES),
    coin: nullableStr,
    amount: nullableDecimal,
    userId: nullableStr,
    orderId: nullableStr,
    adId: nullableStr,
    address: nullableStr,
    txHash: nullableStr,
    lastError: nullableStr,
    attempts: s.integer(),
    createdAt: time,
    expiresAt: nullableTime,
  }),
);
export const AdminTradingFundPageAnswer = defineAnswer<Page<AdminTradingFundDto>>(
  'AdminTradingFundPage',
  pageOf(AdminTradingFundAnswer),
);
