// The staff console's Operations calls (issue 13, `/admin/ops/...`; admins only): the maintenance window
// of spec §4, coins and coin pairs, countries, the dictionary and the documents (help articles, legal
// pages, the trading notice) in every interface language with English as the fallback (issue 14).
// Bodies are partial: a field left out keeps its value; `null` clears a bound (unbounded). Decimals are
// strings that fit the database's NUMERIC(36,18): at most 18 digits on each side of the dot.
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { PAYMENT_METHOD_KINDS, type PaymentMethodKind } from '../enums.js';
import { type QuoteKind } from '../record-enums.js';
import { AD_PAY_MINUTES_MAX, AD_PAY_MINUTES_MIN } from './ads.dto.js';
import { ValidationMessage as M } from './messages.js';
import {
  DecimalBound,
  OPS_SORT_MAX,
  OptionalBoolean,
  OptionalInt,
  Text,
  wellFormed,
} from './admin-ops.rules.js';
import { Satisfies, trimString } from './validators.js';
import { DICT_LANGUAGES, type OpsDictLanguage } from './admin-ops.values.js';

export * from './admin-ops.values.js';

/** Decimal places a pair may show for a price or a quantity. */
export const OPS_SCALE_MAX = 18;
export const DICT_LABEL_MAX_LENGTH = 500;
export const DICT_VALUE_MAX_LENGTH = 255;
export const COUNTRY_NAME_MAX_LENGTH = 100;
export const COIN_NAME_MAX_LENGTH = 64;
/** A fiat currency: ISO 4217, three capitals. */
export const FIAT_CURRENCY_PATTERN = /^[A-Z]{3}$/;
/** A country's path parameter: ISO 3166 alpha-3. */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{3}$/;

export { OPS_DECIMAL_PATTERN, OPS_SORT_MAX } from './admin-ops.rules.js';

// ---- maintenance ----------------------------------------------------------------------------------------

/** `POST /admin/ops/maintenance`: the window (ISO 8601 instants); the end must be after the start and ahead. */
export class SetMaintenanceDto {
  @IsString({ message: M.required })
  @IsISO8601({ strict: true }, { message: M.required })
  start!: string;

  @IsString({ message: M.required })
  @IsISO8601({ strict: true }, { message: M.required })
  end!: string;
}

export interface MaintenanceWindowDto {
  start: string;
  end: string;
}

/** `GET /admin/ops/maintenance`: the stored window (null when none) and whether it is in force now. */
export interface OpsMaintenanceDto {
  window: MaintenanceWindowDto | null;
  active: boolean;
}

// ---- coins and coin pairs -------------------------------------------------------------------------------

/** A coin as operators see it (disabled ones too). */
export interface OpsCoinDto {
  id: string;
  enShort: string;
  name: string;
  assetScale: number;
  sort: number;
  enabled: boolean;
}

/** `POST /admin/ops/coins/:id`. The symbol and asset scale are fixed (they name on-chain units). */
export class UpdateOpsCoinDto {
  @Text(COIN_NAME_MAX_LENGTH, true)
  name?: string;

  @OptionalInt(0, OPS_SORT_MAX, M.sortInvalid)
  sort?: number;

  @OptionalBoolean()
  enabled?: boolean;
}

/** A coin pair as operators see it: bounds and the reference price as decimal strings, null unbounded. */
export interface OpsCoinPairDto {
  id: string;
  coinId: string;
  coin: string;
  quote: string;
  quoteKind: QuoteKind;
  minPrice: string | null;
  maxPrice: string | null;
  minQuantity: string | null;
  maxQuantity: string | null;
  /** What floating-price ads follow; null: no floating ads on this pair. */
  referencePrice: string | null;
  payMinutes: number;
  priceScale: number;
  quantityScale: number;
  sort: number;
  enabled: boolean;
}

/** `POST /admin/ops/coin-pairs/:id`: any of the fields; min <= max (5032); the reference within the range (5031). */
export class UpdateOpsCoinPairDto {
  @DecimalBound(M.priceInvalid)
  minPrice?: string | null;

  @DecimalBound(M.priceInvalid)
  maxPrice?: string | null;

  @DecimalBound(M.quantityInvalid)
  minQuantity?: string | null;

  @DecimalBound(M.quantityInvalid)
  maxQuantity?: string | null;

  @DecimalBound(M.priceInvalid)
  referencePrice?: string | null;

  @ValidateIf((_o, v) => v !== undefined)
  @Type(() => Number)
  @IsInt({ message: M.payMinutesInvalid })
  @Min(AD_PAY_MINUTES_MIN, { message: M.payMinutesInvalid })
  @Max(AD_PAY_MINUTES_MAX, { message: M.payMinutesInvalid })
  payMinutes?: number;

  @OptionalInt(0, OPS_SCALE_MAX, M.priceInvalid)
  priceScale?: number;

  @OptionalInt(0, OPS_SCALE_MAX, M.quantityInvalid)
  quantityScale?: number;

  @OptionalInt(0, OPS_SORT_MAX, M.sortInvalid)
  sort?: number;

  @OptionalBoolean()
  enabled?: boolean;
}

// ---- countries and the dictionary -----------------------------------------------------------------------

/** A country's own unit-price bounds on one fiat pair (null: the pair's bound applies). */
export interface OpsCountryPairBoundDto {
  coinPairId: string;
  minPrice: string | null;
  maxPrice: string | null;
}

export interface OpsCountryDto {
  code: string;
  abb2: string;
  name: string;
  latitude: number;
  longitude: number;
  /** Fiat trading is open to traders of this country, in `fiatCurrencies` (issue 24). */
  fiatEnabled: boolean;
  /** ISO 4217 codes, one or more while fiat is on. */
  fiatCurrencies: string[];
  /** The payment-method kinds fiat ads and orders of the country may use (never USDT_ADDRESS). */
  fiatPaymentKinds: PaymentMethodKind[];
  /** Per fiat pair: the country's narrower unit-price range (5031 outside). */
  pairBounds: OpsCountryPairBoundDto[];
  sort: number;
}

/** The most currencies, and pair bounds, one country holds. */
export const COUNTRY_CURRENCIES_MAX = 10;
export const COUNTRY_PAIR_BOUNDS_MAX = 100;
/** The kinds a fiat payment may be: every kind but the on-chain address. */
export const FIAT_PAYMENT_KINDS = PAYMENT_METHOD_KINDS.filter((k) => k !== 'USDT_ADDRESS');

/** `:code` of the country calls: ISO 3166 alpha-3. */
export class CountryCodeParamDto {
  @IsString({ message: M.regionIdFormat })
  @Matches(COUNTRY_CODE_PATTERN, { message: M.regionIdFormat })
  code!: string;
}

/** One pair's bounds in a country's edit: a fiat pair's id and its range (null: unbounded). */
export class CountryPairBoundInputDto {
  @Type(() => Number)
  @IsInt({ message: M.idFormat })
  @Min(1, { message: M.idFormat })
  @Max(2_147_483_647, { message: M.idFormat })
  coinPairId!: number;

  @DecimalBound(M.priceInvalid)
  minPrice?: string | null;

  @DecimalBound(M.priceInvalid)
  maxPrice?: string | null;
}

/**
 * `POST /admin/ops/countries/:code` (issue 24). Fiat trading needs a currency (given or stored). The lists
 * replace the stored ones when given: currencies (ISO 4217, those of the fiat pairs), the payment kinds
 * allowed for fiat (not USDT_ADDRESS), and the per-pair bounds (fiat pairs in the country's currencies).
 */
export class UpdateOpsCountryDto {
  @Text(COUNTRY_NAME_MAX_LENGTH, true)
  name?: string;

  @OptionalBoolean()
  fiatEnabled?: boolean;

  @IsOptional()
  @IsArray({ message: M.currencyInvalid })
  @ArrayMaxSize(COUNTRY_CURRENCIES_MAX, { message: M.currencyInvalid })
  @ArrayUnique({ message: M.currencyInvalid })
  @IsString({ each: true, message: M.currencyInvalid })
  @Matches(FIAT_CURRENCY_PATTERN, { each: true, message: M.currencyInvalid })
  fiatCurrencies?: string[];

  @IsOptional()
  @IsArray({ message: M.paymentKindInvalid })
  @ArrayUnique({ message: M.paymentKindInvalid })
  @IsIn(FIAT_PAYMENT_KINDS, { each: true, message: M.paymentKindInvalid })
  fiatPaymentKinds?: PaymentMethodKind[];

  @IsOptional()
  @IsArray({ message: M.priceInvalid })
  @ArrayMaxSize(COUNTRY_PAIR_BOUNDS_MAX, { message: M.priceInvalid })
  @ValidateNested({ each: true })
  @IsDefined({ each: true, message: M.priceInvalid })
  @Type(() => CountryPairBoundInputDto)
  pairBounds?: CountryPairBoundInputDto[];

  @OptionalInt(0, OPS_SORT_MAX, M.sortInvalid)
  sort?: number;
}

export interface OpsDictEntryDto {
  id: string;
  type: string;
  code: string;
  language: OpsDictLanguage;
  label: string;
  value: string | null;
  sort: number;
  enabled: boolean;
}

/** `GET /admin/ops/dict`: optionally one type and one dictionary language; disabled entries too. */
export class OpsDictQueryDto {
  @IsOptional()
  @Transform(trimString)
  @IsString({ message: M.dictTypeInvalid })
  @MaxLength(64, { message: M.dictTypeInvalid })
  type?: string;

  @IsOptional()
  @IsIn(DICT_LANGUAGES, { message: M.dictTypeInvalid })
  language?: OpsDictLanguage;
}

/** `POST /admin/ops/dict/:id`. */
export class UpdateOpsDictEntryDto {
  @Text(DICT_LABEL_MAX_LENGTH, true)
  label?: string;

  @IsOptional()
  @Transform(trimString)
  @IsString({ message: M.textLength })
  @MaxLength(DICT_VALUE_MAX_LENGTH, { message: M.textLength })
  @Satisfies('wellFormed', wellFormed, { message: M.malformedText })
  value?: string | null;

  @OptionalInt(0, OPS_SORT_MAX, M.sortInvalid)
  sort?: number;

  @OptionalBoolean()
  enabled?: boolean;
}

export * from './admin-ops-documents.dto.js';
