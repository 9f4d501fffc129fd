// The staff console's Ads & Orders (issue 25, `/admin/trading/...`; customer service and admins): every ad
// and order of the market found by status, pair, side, user, dates, amount and chain state, paged on the
// server; one order with its timeline, chat and escrow state; an ad taken offline or cancelled by staff
// with a reason (audited, the trader told); and the deposits and payouts waiting or failed.
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import {
  AD_STATUSES,
  AD_TYPES,
  ORDER_STATUSES,
  type AdStatus,
  type AdType,
  type ChainType,
} from '../enums.js';
import type { OrderStatus } from '../enums.js';
import type { DepositIntentStatus, DepositPurpose, PayoutKind, PayoutStatus } from '../record-enums.js';
import { isWellFormedText } from '../text/well-formed.js';
import { toBoolean } from './ads.dto.js';
import type { ChatMessageDto } from './chat.dto.js';
import { PageQueryDto } from './common.dto.js';
import { ValidationMessage as M } from './messages.js';
import type { OrderEventDto } from './orders.dto.js';
import type { AdminPayoutDto } from './payouts.dto.js';
import { COIN_SYMBOL_PATTERN, CURRENCY_CODE_PATTERN, DECIMAL_INPUT_PATTERN } from './rules.js';
import {
  TRADING_CHAIN_STATES,
  TRADING_FUND_KINDS,
  TRADING_FUND_STATES,
  TRADING_REASON_MAX_LENGTH,
  TRADING_USER_MAX_LENGTH,
  type TradingChainState,
  type TradingFundKind,
  type TradingFundState,
} from './admin-trading.values.js';
import { Satisfies, trimString } from './validators.js';

export {
  TRADING_CHAIN_STATES,
  TRADING_FUND_KINDS,
  TRADING_FUND_STATES,
  TRADING_REASON_MAX_LENGTH,
  TRADING_USER_MAX_LENGTH,
  type TradingChainState,
  type TradingFundKind,
  type TradingFundState,
} from './admin-trading.values.js';

const wellFormed = (value: unknown): boolean => typeof value === 'string' && isWellFormedText(value);
const isBoolean = (value: unknown): boolean => typeof value === 'boolean';

/** `status=A,B` or `status=A&status=B`: a list of upper-case words. */
export function toList({ value }: { value: unknown }): unknown {
  if (typeof value === 'string') return value.split(',').map((v) => v.trim());
  return value;
}

/** An optional, trimmed, well-formed filter text of 1 to `max` characters. */
function FilterText(max: number): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    IsOptional()(target, key);
    Transform(trimString)(target, key);
    IsString({ message: M.appealFilterInvalid })(target, key);
    IsNotEmpty({ message: M.appealFilterInvalid })(target, key);
    MaxLength(max, { message: M.appealFilterInvalid })(target, key);
    Satisfies('wellFormed', wellFormed, { message: M.malformedText })(target, key);
  };
}

/** An optional ISO 8601 instant. */
function Instant(): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    IsOptional()(target, key);
    IsString({ message: M.appealFilterInvalid })(target, key);
    IsISO8601({ strict: true }, { message: M.appealFilterInvalid })(target, key);
  };
}

/** The filters both lists share: pair, side, user and creation dates (`from` inclusive, `to` exclusive). */
class TradingFilterDto extends PageQueryDto {
  /** The coin's symbol (USDT). */
  @IsOptional()
  @Transform(trimString)
  @IsString({ message: M.appealFilterInvalid })
  @Matches(COIN_SYMBOL_PATTERN, { message: M.appealFilterInvalid })
  coin?: string;

  /** The quote currency (a fiat code or a coin symbol). */
  @IsOptional()
  @Transform(trimString)
  @IsString({ message: M.appealFilterInvalid })
  @Matches(CURRENCY_CODE_PATTERN, { message: M.appealFilterInvalid })
  quote?: string;

  /** The ad's side (an order's `type` is its ad's). */
  @IsOptional()
  @IsIn(AD_TYPES, { message: M.adTypeInvalid })
  side?: AdType;

  /** An account id, email or nickname: the ad's owner, or either party of an order. */
  @FilterText(TRADING_USER_MAX_LENGTH)
  user?: string;

  @Instant()
  from?: string;

  @Instant()
  to?: string;
}

/** Query of `GET /admin/trading/ads`: newest first. */
export class AdminTradingAdQueryDto extends TradingFilterDto {
  @IsOptional()
  @IsIn(AD_STATUSES, { message: M.appealFilterInvalid })
  status?: AdStatus;

  @IsOptional()
  @Transform(toBoolean)
  @Satisfies('boolean', isBoolean, { message: M.booleanInvalid })
  online?: boolean;
}

/** Query of `GET /admin/trading/orders`: newest first; amounts in the quote currency, inclusive. */
export class AdminTradingOrderQueryDto extends TradingFilterDto {
  /** One status or several (`status=COMPLETED,CANCELLED`). */
  @IsOptional()
  @Transform(toList)
  @IsArray({ message: M.appealFilterInvalid })
  @ArrayMaxSize(ORDER_STATUSES.length, { message: M.appealFilterInvalid })
  @IsIn(ORDER_STATUSES, { each: true, message: M.appealFilterInvalid })
  status?: OrderStatus[];

  @IsOptional()
  @Transform(trimString)
  @IsString({ message: M.amountInvalid })
  @Matches(DECIMAL_INPUT_PATTERN, { message: M.amountInvalid })
  amountMin?: string;

  @IsOptional()
  @Transform(trimString)
  @IsString({ message: M.amountInvalid })
  @Matches(DECIMAL_INPUT_PATTERN, { message: M.amountInvalid })
  amountMax?: string;

  /**
   * An actionable escrow state (TRADING_CHAIN_STATES): the orders with a deposit or a payout in it, at most
   * 5,000 of them (those of the latest such records), to which the other filters and paging apply.
   */
  @IsOptional()
  @IsIn(TRADING_CHAIN_STATES, { message: M.appealFilterInvalid })
  chainState?: TradingChainState;
}

/** Query of `GET /admin/trading/funds`: newest first. */
export class AdminTradingFundQueryDto extends PageQueryDto {
  @IsIn(TRADING_FUND_STATES, { message: M.appealFilterInvalid })
  state: TradingFundState = 'waiting';

  /** Deposits or payouts only (absent: both). */
  @IsOptional()
  @IsIn(TRADING_FUND_KINDS, { message: M.appealFilterInvalid })
  kind?: TradingFundKind;
}

/** `POST /admin/trading/ads/:id/offline` and `.../cancel`: why (audited, sent to the trader). */
export class StaffAdActionDto {
  @Transform(trimString)
  @IsString({ message: M.tradingReasonLength })
  @IsNotEmpty({ message: M.tradingReasonLength })
  @MaxLength(TRADING_REASON_MAX_LENGTH, { message: M.tradingReasonLength })
  @Satisfies('wellFormed', wellFormed, { message: M.malformedText })
  reason!: string;
}

// ---- answers ---------------------------------------------------------------------------------------------

/** A trader as the lists name one. */
export interface TradingPartyDto {
  userId: string;
  nickname: string | null;
  email: string | null;
}

/** One ad of `GET /admin/trading/ads`. */
export interface AdminTradingAdDto {
  id: string;
  type: AdType;
  status: AdStatus;
  online: boolean;
  assetKind: 'COIN' | 'NFT';
  coin: string | null;
  quote: string;
  chain: ChainType;
  unitPrice: string;
  totalQuantity: string;
  remainingQuantity: string;
  minAmount: string | null;
  maxAmount: string | null;
  /** Orders on it not yet finished. */
  activeOrders: number;
  owner: TradingPartyDto;
  createdAt: string;
  publishedAt: string | null;
}

/** One order of `GET /admin/trading/orders`, with where its escrow stands. */
export interface AdminTradingOrderDto {
  id: string;
  adId: string;
  type: AdType;
  mode: 'MANUAL' | 'AUTO';
  status: OrderStatus;
  coin: string | null;
  quote: string;
  chain: ChainType;
  quantity: string;
  unitPrice: string;
  amount: string;
  fee: string;
  totalAmount: string;
  buyer: TradingPartyDto;
  seller: TradingPartyDto;
  makerId: string;
  /** The order's own escrow deposit (a BUY ad's seller deposits per order), null when it has none. */
  depositStatus: DepositIntentStatus | null;
  /** Its latest payout out of escrow (release or refund), null when none was queued. */
  payoutStatus: PayoutStatus | null;
  createdAt: string;
  completedAt: string | null;
  cancelledAt: string | null;
}

/** An escrow deposit as the order's page shows it. */
export interface AdminTradingDepositDto {
  id: string;
  purpose: DepositPurpose;
  status: DepositIntentStatus;
  chain: ChainType;
  coin: string | null;
  amount: string;
  receivedAmount: string;
  heldAmount: string;
  fromAddress: string | null;
  expiresAt: string | null;
  createdAt: string;
  /** The transactions of the chain transfers credited to it, each once, in chain order. */
  txHashes: string[];
}

/** `GET /admin/trading/orders/:id`: the order, its timeline (hash chain checked), chat and escrow. */
export interface AdminTradingOrderDetailDto {
  order: AdminTradingOrderDto & {
    statusBeforeAppeal: OrderStatus | null;
    receivingAddress: string | null;
    deadlineAt: string | null;
    acceptedAt: string | null;
    paidAt: string | null;
    confirmedAt: string | null;
  };
  timeline: OrderEventDto[];
  chainValid: boolean;
  chainBrokenAt: number | null;
  /** The whole chat, oldest first. */
  chat: ChatMessageDto[];
  /** The order's deposit and, for an order on a SELL ad, the ad's deposit it draws from. */
  deposits: AdminTradingDepositDto[];
  /** Its payouts: status, last error, transaction hashes. */
  payouts: AdminPayoutDto[];
  /** The appeals filed on it (the appeal desk opens them), oldest first. */
  appealIds: string[];
}

/** One row of `GET /admin/trading/funds`: a deposit or a payout. */
export interface AdminTradingFundDto {
  kind: TradingFundKind;
  id: string;
  /** A deposit's status (OPEN, EXPIRED...) or a payout's (QUEUED, SENT, FAILED...). */
  status: DepositIntentStatus | PayoutStatus;
  /** A deposit's purpose (AD, ORDER, MERCHANT) or a payout's kind (RELEASE, REFUND, WITHDRAWAL, RETURN). */
  purpose: DepositPurpose | PayoutKind;
  chain: ChainType;
  coin: string | null;
  amount: string | null;
  userId: string | null;
  orderId: string | null;
  adId: string | null;
  /** Where a deposit comes from, or where a payout goes. */
  address: string | null;
  txHash: string | null;
  lastError: string | null;
  attempts: number;
  createdAt: string;
  /** A deposit's deadline. */
  expiresAt: string | null;
}
