// Ads and the order market (spec sections 2, 3, 4 and 5; issue 11). Amounts and prices are decimal strings
// (quantities in coin units, prices and amounts in the pair's quote currency); the API checks them against
// the coin's and the pair's scales and ranges.
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { isValidAdNotes } from '@p2p/domain/validation';
import {
  AD_ASSET_KINDS,
  AD_MODES,
  AD_PRICE_TYPES,
  AD_SORT_FIELDS,
  AD_TYPES,
  SORT_ORDERS,
  PAYMENT_METHOD_KINDS,
  type AdAssetKind,
  type AdMode,
  type AdPriceType,
  type AdSortField,
  type AdStatus,
  type AdType,
  type ChainType,
  type PaymentMethodKind,
  type SortOrder,
} from '../enums.js';
import { PageQueryDto } from './common.dto.js';
import { ValidationMessage as M } from './messages.js';
import { DECIMAL_INPUT_PATTERN, ID_MAX_LENGTH, ID_PATTERN, REGION_ID_PATTERN } from './rules.js';
import { Satisfies, trimString } from './validators.js';

/** A floating price's margin in percent, -50 to +50, at most 2 decimals (`-1.5`, `2`). */
export const AD_PRICE_MARGIN_MIN = -50;
export const AD_PRICE_MARGIN_MAX = 50;
export const AD_PRICE_MARGIN_PATTERN = /^[+-]?\d{1,2}(\.\d{1,2})?$/;

/** An ad names 1 to 5 of its owner's payment methods. */
export const AD_PAYMENT_METHODS_MAX = 5;
/** The buyer's payment window an ad may set, in minutes. */
export const AD_PAY_MINUTES_MIN = 5;
export const AD_PAY_MINUTES_MAX = 120;
/** Counterparty conditions: a minimum credit score (0-100), completed orders, days since registration. */
export const AD_MIN_CREDIT_MAX = 100;
export const AD_MIN_ORDERS_MAX = 100_000;
export const AD_MIN_DAYS_MAX = 3650;

/** One payment method an ad accepts. The market shows its kind only; the owner also sees its name. */
export interface AdPaymentMethodDto {
  id: string;
  kind: PaymentMethodKind;
  /** The method's label (holder name): the ad's owner only, null for others. */
  name: string | null;
}

/** The advertiser as an ad card shows them. */
export interface AdvertiserDto {
  userId: string;
  nickname: string | null;
  /** ISO 3166 alpha-3 and alpha-2 (the flag), when set. */
  regionId: string | null;
  flag: string | null;
  certified: boolean;
  fastTrader: boolean;
  online: boolean;
  orderCount: number;
  completedOrderCount: number;
  /** Completed of `orderCount` (orders completed or failed through the advertiser: issue 22), 0..1. */
  completionRate: string;
  /** Average seconds from "paid" to release as seller; null before the first. */
  avgReleaseSeconds: number | null;
}

/** What a counterparty must meet to place an order on the ad (orders check them). */
export interface AdConditionsDto {
  minCredit: number;
  minCompletedOrders: number;
  minRegisteredDays: number;
}

/** The item an NFT ad sells, as its card shows it (issue 23). */
export interface AdNftDto {
  /** The item (`/nftDetail?id=`) and its album (`/nftAlbum?id=`). */
  itemId: string;
  albumId: string;
  albumName: string;
  tokenId: string;
  name: string | null;
  /** The API's own copy of the image; null until its metadata is fetched. */
  imageUrl: string | null;
}

/** An ad: the market's cards, `GET /c2c/advert/{id}` and the owner's list. */
export interface AdDto {
  id: string;
  type: AdType;
  mode: AdMode;
  assetKind: AdAssetKind;
  coinPairId: number | null;
  /** The coin's symbol (MEC, USDT). */
  coin: string | null;
  /** The quote currency of the price and amounts (USDT or a fiat code). */
  quote: string;
  chain: ChainType;
  /** An NFT ad's item (assetKind NFT), else null. */
  nft: AdNftDto | null;
  priceType: AdPriceType;
  /** The unit price now (a floating ad's follows the reference price within the pair's range). */
  unitPrice: string;
  /** A floating ad's margin in percent; null for a fixed price. */
  priceMargin: string | null;
  totalQuantity: string;
  remainingQuantity: string;
  /** What escrow received for a SELL ad (owner's view; "0" for BUY ads). */
  depositedQuantity: string;
  minQuantity: string | null;
  maxQuantity: string | null;
  minAmount: string | null;
  maxAmount: string | null;
  /** Minutes the buyer has to pay. */
  payMinutes: number;
  conditions: AdConditionsDto;
  notes: string | null;
  online: boolean;
  status: AdStatus;
  paymentMethods: AdPaymentMethodDto[];
  advertiser: AdvertiserDto;
  /** Orders of this ad not yet finished (the owner's view; 0 for others). */
  activeOrders: number;
  /** The SELL ad's escrow deposit while it is being created (owner's view), else null. */
  depositId: string | null;
  createdAt: string;
  publishedAt: string | null;
}

/** `GET /c2c/advert/online` and the answer of `POST /c2c/advert/online`. */
export interface AdvertiserOnlineDto {
  online: boolean;
}

const isMargin = (value: unknown): boolean => {
  if (typeof value !== 'string' || !AD_PRICE_MARGIN_PATTERN.test(value)) return false;
  const n = Number(value);
  return n >= AD_PRICE_MARGIN_MIN && n <= AD_PRICE_MARGIN_MAX;
};

/** `'true'`/`'false'` (a query string) or a boolean as a boolean; anything else stays as it is (refused). */
export function toBoolean({ value }: { value: unknown }): unknown {
  if (value === 'true' || value === true) return true;
  if (value === 'false' || value === false) return false;
  return value;
}
const isBoolean = (value: unknown): boolean => typeof value === 'boolean';

/** A decimal as typed, trimmed: digits with an optional dot and up to 18 decimals. */
function DecimalText(message: string): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    Transform(trimString)(target, key);
    IsString({ message })(target, key);
    MaxLength(43, { message })(target, key);
    Matches(DECIMAL_INPUT_PATTERN, { message })(target, key);
  };
}

const isNft = (o: CreateAdDto): boolean => o.assetKind === 'NFT';

/**
 * `POST /c2c/advert/create`: a coin ad, or an NFT ad (issue 23: `assetKind` NFT, SELL only, one item of
 * an album, quantity 1, a fixed price in the named pair's quote currency).
 */
export class CreateAdDto {
  @IsIn(AD_TYPES, { message: M.adTypeInvalid })
  type!: AdType;

  /** COIN (the default) or NFT. */
  @IsOptional()
  @IsIn(AD_ASSET_KINDS, { message: M.assetKindInvalid })
  assetKind?: AdAssetKind;

  /** An NFT ad's album (`GET /c2c/nft/albums`). */
  @ValidateIf(isNft)
  @Type(() => Number)
  @IsInt({ message: M.albumIdInvalid })
  @Min(1, { message: M.albumIdInvalid })
  @Max(2147483647, { message: M.albumIdInvalid })
  nftAlbumId?: number;

  /** An NFT ad's item (`GET /c2c/nft/holder/{address}`), one the caller holds at their bound address. */
  @ValidateIf(isNft)
  @IsString({ message: M.idFormat })
  @MaxLength(ID_MAX_LENGTH, { message: M.idFormat })
  @Matches(ID_PATTERN, { message: M.idFormat })
  nftItemId?: string;

  @IsIn(AD_MODES, { message: M.adModeInvalid })
  mode!: AdMode;

  /** The coin pair (`GET /c2c/coin/config/list`). */
  @Type(() => Number)
  @IsInt({ message: M.coinPairInvalid })
  @Min(1, { message: M.coinPairInvalid })
  coinPairId!: number;

  @IsIn(AD_PRICE_TYPES, { message: M.priceTypeInvalid })
  priceType!: AdPriceType;

  /** Required for a fixed price. */
  @ValidateIf((o: CreateAdDto) => o.priceType !== 'FLOATING')
  @DecimalText(M.priceInvalid)
  unitPrice?: string;

  /** Required for a floating price: percent on the reference price, -50 to +50. */
  @ValidateIf((o: CreateAdDto) => o.priceType === 'FLOATING')
  @Transform(trimString)
  @Satisfies('priceMargin', isMargin, { message: M.priceMarginInvalid })
  priceMargin?: string;

  /** A coin ad's quantity; an NFT ad's is 1 (absent, or "1"). */
  @ValidateIf((o: CreateAdDto) => !isNft(o) || o.totalQuantity !== undefined)
  @DecimalText(M.quantityInvalid)
  totalQuantity!: string;

  @IsOptional()
  @DecimalText(M.quantityInvalid)
  minQuantity?: string | null;

  @IsOptional()
  @DecimalText(M.quantityInvalid)
  maxQuantity?: string | null;

  @IsOptional()
  @DecimalText(M.amountInvalid)
  minAmount?: string | null;

  @IsOptional()
  @DecimalText(M.amountInvalid)
  maxAmount?: string | null;

  /** 1 to 5 of the caller's payment methods. */
  @IsArray({ message: M.adPaymentMethodsRequired })
  @ArrayMinSize(1, { message: M.adPaymentMethodsRequired })
  @ArrayMaxSize(AD_PAYMENT_METHODS_MAX, { message: M.adPaymentMethodsRequired })
  @ArrayUnique({ message: M.adPaymentMethodsRequired })
  @IsString({ each: true, message: M.idFormat })
  @MaxLength(ID_MAX_LENGTH, { each: true, message: M.idFormat })
  @Matches(ID_PATTERN, { each: true, message: M.idFormat })
  paymentMethodIds!: string[];

  /** At most 100 characters, no contact details or links (5041). */
  @IsOptional()
  @Transform(trimString)
  @Satisfies('adNotes', isValidAdNotes, { message: M.adNotesInvalid })
  notes?: string | null;

  /** Minutes the buyer has to pay (default: the pair's). */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.payMinutesInvalid })
  @Min(AD_PAY_MINUTES_MIN, { message: M.payMinutesInvalid })
  @Max(AD_PAY_MINUTES_MAX, { message: M.payMinutesInvalid })
  payMinutes?: number | null;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.conditionInvalid })
  @Min(0, { message: M.conditionInvalid })
  @Max(AD_MIN_CREDIT_MAX, { message: M.conditionInvalid })
  minCredit?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.conditionInvalid })
  @Min(0, { message: M.conditionInvalid })
  @Max(AD_MIN_ORDERS_MAX, { message: M.conditionInvalid })
  minCompletedOrders?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.conditionInvalid })
  @Min(0, { message: M.conditionInvalid })
  @Max(AD_MIN_DAYS_MAX, { message: M.conditionInvalid })
  minRegisteredDays?: number;
}

/**
 * `GET /c2c/advert/page`: the market. `type` is the ads' type: a taker who wants to buy looks at SELL ads.
 * Only online ads with quantity left, from online, unbanned advertisers.
 */
export class AdPageQueryDto extends PageQueryDto {
  @IsIn(AD_TYPES, { message: M.adTypeInvalid })
  type!: AdType;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.coinPairInvalid })
  @Min(1, { message: M.coinPairInvalid })
  coinPairId?: number;

  /** COIN ads (the default) or NFT ads (issue 23: the market's NFT tab). */
  @IsOptional()
  @IsIn(AD_ASSET_KINDS, { message: M.assetKindInvalid })
  assetKind?: AdAssetKind;

  /** NFT ads of one album. */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.albumIdInvalid })
  @Min(1, { message: M.albumIdInvalid })
  @Max(2147483647, { message: M.albumIdInvalid })
  nftAlbumId?: number;

  /** The advertiser's country or region (alpha-3). */
  @IsOptional()
  @Transform(trimString)
  @IsString({ message: M.regionIdFormat })
  @Matches(REGION_ID_PATTERN, { message: M.regionIdFormat })
  regionId?: string;

  @IsOptional()
  @IsIn(PAYMENT_METHOD_KINDS, { message: M.paymentKindInvalid })
  paymentKind?: PaymentMethodKind;

  @IsOptional()
  @Transform(toBoolean)
  @Satisfies('boolean', isBoolean, { message: M.booleanInvalid })
  certifiedOnly?: boolean;

  @IsOptional()
  @Transform(toBoolean)
  @Satisfies('boolean', isBoolean, { message: M.booleanInvalid })
  fastOnly?: boolean;

  @IsOptional()
  @IsIn(AD_SORT_FIELDS, { message: M.sortInvalid })
  sortBy?: AdSortField;

  /** Default: the taker's best first (SELL ads cheapest first, BUY ads dearest first). */
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: M.sortInvalid })
  sortOrder?: SortOrder;
}

/** `GET /c2c/advert/pageByUser`: the caller's ads, newest first. */
export class MyAdsQueryDto extends PageQueryDto {
  /** Only ads being created, published or revoking (spec: the in-progress-only filter). */
  @IsOptional()
  @Transform(toBoolean)
  @Satisfies('boolean', isBoolean, { message: M.booleanInvalid })
  inProgressOnly?: boolean;
}

/** `POST /c2c/advert/online?online=` and `POST /c2c/advert/online/{id}?online=`. */
export class OnlineQueryDto {
  @Transform(toBoolean)
  @Satisfies('boolean', isBoolean, { message: M.booleanInvalid })
  online!: boolean;
}
