// Orders (spec sections 3, 4 and 7; issue 12): placing an order on an ad, the order list and details, the
// parties' actions, quick trade and the timeline (a hash chain): the inputs and answers of the `orders.*`
// calls of the routes table. Quantities are coin units, prices and amounts the ad's quote currency, all
// decimal strings.
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min, ValidateIf } from 'class-validator';
import { isValidAdNotes } from '@p2p/domain/validation';
import {
  AD_TYPES,
  PAYMENT_METHOD_KINDS,
  type AdAssetKind,
  type AdMode,
  type AdType,
  type ChainType,
  type FundRecordStatus,
  type OrderStatus,
  type PaymentDetailsState,
  type PaymentMethodKind,
} from '../enums.js';
import { type AdNftDto, toBoolean } from './ads.dto.js';
import { PageQueryDto } from './common.dto.js';
import { ValidationMessage as M } from './messages.js';
import {
  DECIMAL_INPUT_PATTERN,
  ID_MAX_LENGTH,
  ID_PATTERN,
  SECURITY_PASSWORD_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from './rules.js';
import { Satisfies, trimString } from './validators.js';

/** The role the caller plays in an order. */
export type OrderRole = 'BUYER' | 'SELLER';

/** The seller's payment method as the order keeps it (a snapshot taken when the order was placed). */
export interface OrderPaymentDto {
  kind: PaymentMethodKind;
  name: string;
  account: string;
  bankName: string | null;
  branch: string | null;
  iban: string | null;
  exchangeName: string | null;
  accountInfo: string | null;
  /** The payment QR image (the buyer may read it while the order shows these details). */
  qrFileId: string | null;
  currency: string;
  notes: string | null;
}

/**
 * A payout of an order as both parties see it (issue 20): its release to the buyer, or a BUY ad's per-order
 * deposit refunded to the seller. It is the receiver's fund record of that payout.
 */
export interface OrderPayoutDto {
  /** CONFIRMING while queued or on its way, COMPLETED once final on chain, FAILED when it will not be sent. */
  status: FundRecordStatus;
  /** The transaction on chain, once signed (null while it waits to be sent). */
  txHash: string | null;
  /** That transaction's page on the chain's explorer, where one is configured (none on the local chain). */
  explorerUrl: string | null;
  /** The address it is paid to. */
  toAddress: string | null;
  confirmations: number;
  requiredConfirmations: number;
}

/** The other party as an order shows them. */
export interface CounterpartyDto {
  userId: string;
  nickname: string | null;
  flag: string | null;
  certified: boolean;
  fastTrader: boolean;
  orderCount: number;
  completionRate: string;
}

/**
 * One step of an order's timeline, with its place in the hash chain: `orderId`, `seq`, `fromStatus`,
 * `toStatus`, `action`, `actorType`, `actorId`, `createdAt` and `data` are the hashed content, so a client
 * checks the chain with `verifyChain` of @p2p/domain.
 */
export interface OrderEventDto {
  id: string;
  orderId: string;
  /** Position in the order's timeline, from 1. */
  seq: number;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  action: string;
  /** BUYER, SELLER, SYSTEM or STAFF. */
  actorType: string;
  /** The acting user (or staff) id; null for the system. */
  actorId: string | null;
  /** The step's facts (a new deadline, a moved deadline and why, a reason, a payout id), all text. */
  data: Record<string, string>;
  /** Why the system acted or moved a deadline (a timeout, downtime, a maintenance window), else null. */
  note: string | null;
  createdAt: string;
  /** sha256 of the previous event's hash and this event's canonical content (hex). */
  hash: string;
  prevHash: string | null;
}

/** An order as its two parties see it. */
export interface OrderDto {
  id: string;
  adId: string;
  /** The ad's type: on a SELL ad the maker sells. */
  type: AdType;
  mode: AdMode;
  role: OrderRole;
  /** Whether the caller owns the ad. */
  isMaker: boolean;
  status: OrderStatus;
  /** COIN, or NFT: an NFT ad's order (quantity 1) for `nft` (issue 23). */
  assetKind: AdAssetKind;
  coin: string | null;
  /** An NFT order's item as the ad's card shows it; null for coin. */
  nft: AdNftDto | null;
  quote: string;
  chain: ChainType;
  quantity: string;
  unitPrice: string;
  amount: string;
  fee: string;
  totalAmount: string;
  /** Where the coin is released to (the buyer's bound address when the order was placed). */
  receivingAddress: string | null;
  /** The release of the order's coin to the buyer, once queued: its status and transaction hash. */
  release: OrderPayoutDto | null;
  /** A BUY ad's per-order deposit refunded to the seller, once queued. */
  refund: OrderPayoutDto | null;
  /**
   * The seller's payment details: always to the seller; to the buyer only while they have a payment to
   * make or to prove (from acceptance, or a BUY ad's deposit, until the order ends; appeals included).
   */
  payment: OrderPaymentDto | null;
  /** SHOWN, or why `payment` is null for the caller (issue 22; see PaymentDetailsState of @p2p/domain). */
  paymentState: PaymentDetailsState;
  notes: string | null;
  counterparty: CounterpartyDto;
  /** The deadline of the current step, null when no timer runs. */
  deadlineAt: string | null;
  /** The seller's per-order deposit (BUY ads), when one is open. */
  depositId: string | null;
  /** What each party may do now (the actions of DESIGN.md §4 the state machine allows the caller). */
  actions: string[];
  unread: boolean;
  createdAt: string;
  acceptedAt: string | null;
  paidAt: string | null;
  confirmedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
}

/** `GET /c2c/deal/order/cancel/times`: today's free cancellations left (3 a day, then credit points). */
export interface CancelTimesDto {
  remaining: number;
  freePerDay: number;
  /** The credit points a cancellation costs once the free ones are used. */
  deduct: number;
}

/**
 * What an order is for: a quantity or an amount (one of the two; the other follows from the price) and the
 * unit price the taker was shown. The order calls below extend it (class-validator reads the inherited
 * rules).
 */
export abstract class OrderFiguresDto {
  /** Coin units; required unless `amount` is given. */
  @ValidateIf((o: OrderFiguresDto) => o.amount === undefined || o.amount === null)
  @Transform(trimString)
  @IsString({ message: M.quantityInvalid })
  @MaxLength(43, { message: M.quantityInvalid })
  @Matches(DECIMAL_INPUT_PATTERN, { message: M.quantityInvalid })
  quantity?: string | null;

  /** Quote-currency amount; the quantity follows from the price (rounded down to the coin's scale). */
  @ValidateIf((o: OrderFiguresDto) => o.quantity === undefined || o.quantity === null)
  @Transform(trimString)
  @IsString({ message: M.amountInvalid })
  @MaxLength(43, { message: M.amountInvalid })
  @Matches(DECIMAL_INPUT_PATTERN, { message: M.amountInvalid })
  amount?: string | null;

  @Transform(trimString)
  @IsString({ message: M.priceInvalid })
  @MaxLength(43, { message: M.priceInvalid })
  @Matches(DECIMAL_INPUT_PATTERN, { message: M.priceInvalid })
  unitPrice!: string;
}

/**
 * `POST /c2c/deal/order`: an order on an ad, for a quantity or an amount (one of the two). `unitPrice` is
 * the price the taker saw: a different current price is refused with the new one (5024).
 */
export class PlaceOrderDto extends OrderFiguresDto {
  @IsString({ message: M.idFormat })
  @MaxLength(ID_MAX_LENGTH, { message: M.idFormat })
  @Matches(ID_PATTERN, { message: M.idFormat })
  adId!: string;

  /**
   * The payment method: on a SELL ad one of the ad's (the maker's) methods the buyer will pay to; on a
   * BUY ad the taker's own method the maker will pay to.
   */
  @IsString({ message: M.idFormat })
  @MaxLength(ID_MAX_LENGTH, { message: M.idFormat })
  @Matches(ID_PATTERN, { message: M.idFormat })
  paymentMethodId!: string;

  @IsOptional()
  @Transform(trimString)
  @Satisfies('adNotes', isValidAdNotes, { message: M.adNotesInvalid })
  notes?: string | null;
}

/**
 * `POST /c2c/deal/order/quick`: quick trade. The caller's `side` (BUY: the caller buys, from SELL ads), a
 * pair, a quantity or an amount, the best price the caller was shown, and optionally a payment kind. The
 * server picks the best-priced eligible ad and places the order at once; a best price other than
 * `unitPrice` is refused with the new one (5024). Selling needs the caller's own `paymentMethodId`.
 */
export class QuickTradeDto extends OrderFiguresDto {
  @IsIn(AD_TYPES, { message: M.adTypeInvalid })
  side!: AdType;

  @Type(() => Number)
  @IsInt({ message: M.coinPairInvalid })
  @Min(1, { message: M.coinPairInvalid })
  coinPairId!: number;

  @IsOptional()
  @IsIn(PAYMENT_METHOD_KINDS, { message: M.paymentKindInvalid })
  paymentKind?: PaymentMethodKind;

  /** Selling: the caller's own method the buyer pays to (required then). */
  @IsOptional()
  @IsString({ message: M.idFormat })
  @MaxLength(ID_MAX_LENGTH, { message: M.idFormat })
  @Matches(ID_PATTERN, { message: M.idFormat })
  paymentMethodId?: string;
}

/** `GET /c2c/deal/order/page`: `finish=true` lists finished orders, else open ones; optionally one side. */
export class OrderPageQueryDto extends PageQueryDto {
  @IsOptional()
  @Transform(toBoolean)
  @Satisfies('boolean', (v: unknown) => typeof v === 'boolean', { message: M.booleanInvalid })
  finish?: boolean;

  /** The caller's side: BUY lists orders where the caller buys. */
  @IsOptional()
  @IsIn(AD_TYPES, { message: M.adTypeInvalid })
  side?: AdType;
}

/**
 * `POST /c2c/deal/order/cancel/{id}` and `.../confirm/{id}`: the security password where required. The
 * spec names it in the query string (`?securityCode=`); the body's `OrderSecurityBodyDto` is preferred.
 */
export class OrderSecurityQueryDto {
  @IsOptional()
  @IsString({ message: M.securityPasswordRequired })
  @MaxLength(SECURITY_PASSWORD_MAX_LENGTH, { message: M.securityPasswordRequired })
  securityCode?: string;

  /** A cancellation's reason (a CANCEL_REASON dictionary code). */
  @IsOptional()
  @Transform(trimString)
  @IsString({ message: M.textLength })
  @MaxLength(TEXT_MAX_LENGTH, { message: M.textLength })
  reason?: string;
}

/**
 * The body of `POST /c2c/deal/order/confirm/{id}` (issue 22): the security password out of the URL, so
 * that no proxy or log on the way keeps it. Taken before the query's `securityCode` when both are sent.
 */
export class OrderSecurityBodyDto {
  @IsOptional()
  @IsString({ message: M.securityPasswordRequired })
  @MaxLength(SECURITY_PASSWORD_MAX_LENGTH, { message: M.securityPasswordRequired })
  securityCode?: string;
}

/** `POST /c2c/deal/order/updateRead?id=`. */
export class OrderIdQueryDto {
  @Type(() => String)
  @IsString({ message: M.idFormat })
  @MaxLength(ID_MAX_LENGTH, { message: M.idFormat })
  @Matches(ID_PATTERN, { message: M.idFormat })
  id!: string;
}
