// The staff console's Operations calls (issue 13, `/admin/ops/...`; admins only): the maintenance window
// of spec §4, coins and coin pairs, countries, the dictionary and the documents (help articles, legal
// pages, the trading notice) in every interface language with English as the fallback (issue 14).
// Bodies are partial: a field left out keeps its value; `null` clears a bound (unbounded). Decimals are
// strings that fit the database's NUMERIC(36,18): at most 18 digits on each side of the dot.
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { DOCUMENT_KINDS, type DocumentKind, type QuoteKind } from '../record-enums.js';
import { AD_PAY_MINUTES_MAX, AD_PAY_MINUTES_MIN, toBoolean } from './ads.dto.js';
import { ValidationMessage as M } from './messages.js';
import { isWellFormedText } from '../text/well-formed.js';
import { Satisfies, trimString } from './validators.js';
import {
  CONTENT_LANGUAGES,
  DICT_LANGUAGES,
  type ContentLanguage,
  type OpsDictLanguage,
} from './admin-ops.values.js';

export * from './admin-ops.values.js';

/** A stored decimal: up to 18 integer digits and 18 decimals (NUMERIC(36,18)); never a float. */
export const OPS_DECIMAL_PATTERN = /^\d{1,18}(\.\d{1,18})?$/;
/** Decimal places a pair may show for a price or a quantity. */
export const OPS_SCALE_MAX = 18;
export const OPS_SORT_MAX = 100_000;
export const DOCUMENT_TITLE_MAX_LENGTH = 200;
/** A document's Markdown, in characters. */
export const DOCUMENT_CONTENT_MAX_LENGTH = 100_000;
export const DOCUMENT_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const DICT_LABEL_MAX_LENGTH = 500;
export const DICT_VALUE_MAX_LENGTH = 255;
export const COUNTRY_NAME_MAX_LENGTH = 100;
export const COIN_NAME_MAX_LENGTH = 64;
/** A fiat currency: ISO 4217, three capitals. */
export const FIAT_CURRENCY_PATTERN = /^[A-Z]{3}$/;
/** A country's path parameter: ISO 3166 alpha-3. */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{3}$/;

const wellFormed = (value: unknown): boolean => typeof value === 'string' && isWellFormedText(value);

/** A decimal bound: a decimal string, or null (unbounded). Left out: unchanged. */
function DecimalBound(message: string): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    IsOptional()(target, key);
    Transform(trimString)(target, key);
    IsString({ message })(target, key);
    Matches(OPS_DECIMAL_PATTERN, { message })(target, key);
  };
}

function OptionalInt(min: number, max: number, message: string): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    IsOptional()(target, key);
    Type(() => Number)(target, key);
    IsInt({ message })(target, key);
    Min(min, { message })(target, key);
    Max(max, { message })(target, key);
  };
}

function OptionalBoolean(): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    IsOptional()(target, key);
    Transform(toBoolean)(target, key);
    IsBoolean({ message: M.booleanInvalid })(target, key);
  };
}

/** A required, trimmed, well-formed text of 1 to `max` characters. */
function Text(max: number, optional: boolean): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    if (optional) ValidateIf((_o, v) => v !== undefined)(target, key);
    Transform(trimString)(target, key);
    IsString({ message: M.required })(target, key);
    IsNotEmpty({ message: M.required })(target, key);
    MaxLength(max, { message: M.textLength })(target, key);
    Satisfies('wellFormed', wellFormed, { message: M.malformedText })(target, key);
  };
}

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

export interface OpsCountryDto {
  code: string;
  abb2: string;
  name: string;
  latitude: number;
  longitude: number;
  /** Fiat trading is open to traders of this country, in `fiatCurrency`. */
  fiatEnabled: boolean;
  fiatCurrency: string | null;
  sort: number;
}

/** `:code` of the country calls: ISO 3166 alpha-3. */
export class CountryCodeParamDto {
  @IsString({ message: M.regionIdFormat })
  @Matches(COUNTRY_CODE_PATTERN, { message: M.regionIdFormat })
  code!: string;
}

/** `POST /admin/ops/countries/:code`. Fiat trading needs a currency (given or stored). */
export class UpdateOpsCountryDto {
  @Text(COUNTRY_NAME_MAX_LENGTH, true)
  name?: string;

  @OptionalBoolean()
  fiatEnabled?: boolean;

  @IsOptional()
  @IsString({ message: M.currencyInvalid })
  @Matches(FIAT_CURRENCY_PATTERN, { message: M.currencyInvalid })
  fiatCurrency?: string | null;

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

// ---- documents ------------------------------------------------------------------------------------------

/** One language's text of a document (Markdown). */
export interface OpsDocumentContentDto {
  language: ContentLanguage;
  title: string;
  content: string;
  updatedAt: string;
}

/** A document in the list: its English title and which languages it is written in. */
export interface OpsDocumentSummaryDto {
  id: string;
  slug: string;
  kind: DocumentKind;
  sort: number;
  enabled: boolean;
  title: string;
  languages: ContentLanguage[];
}

/** A document with the text of every language it has. */
export interface OpsDocumentDto {
  id: string;
  slug: string;
  kind: DocumentKind;
  sort: number;
  enabled: boolean;
  contents: OpsDocumentContentDto[];
}

/** `POST /admin/ops/documents`: a new document with its English text (the fallback of every language). */
export class CreateOpsDocumentDto {
  @Transform(trimString)
  @IsString({ message: M.idFormat })
  @Matches(DOCUMENT_SLUG_PATTERN, { message: M.idFormat })
  slug!: string;

  @IsIn(DOCUMENT_KINDS, { message: M.required })
  kind!: DocumentKind;

  @OptionalInt(0, OPS_SORT_MAX, M.sortInvalid)
  sort?: number;

  @OptionalBoolean()
  enabled?: boolean;

  @Text(DOCUMENT_TITLE_MAX_LENGTH, false)
  title!: string;

  @Text(DOCUMENT_CONTENT_MAX_LENGTH, false)
  content!: string;
}

/** `POST /admin/ops/documents/:id`: the document's slug, kind, order and whether it is shown. */
export class UpdateOpsDocumentDto {
  @ValidateIf((_o, v) => v !== undefined)
  @Transform(trimString)
  @IsString({ message: M.idFormat })
  @Matches(DOCUMENT_SLUG_PATTERN, { message: M.idFormat })
  slug?: string;

  @ValidateIf((_o, v) => v !== undefined)
  @IsIn(DOCUMENT_KINDS, { message: M.required })
  kind?: DocumentKind;

  @OptionalInt(0, OPS_SORT_MAX, M.sortInvalid)
  sort?: number;

  @OptionalBoolean()
  enabled?: boolean;
}

/** `:id` and `:language` of `POST /admin/ops/documents/:id/content/:language`. */
export class DocumentContentParamDto {
  @IsString({ message: M.idFormat })
  @Matches(/^\d{1,10}$/, { message: M.idFormat })
  id!: string;

  @IsIn(CONTENT_LANGUAGES, { message: M.required })
  language!: ContentLanguage;
}

/** The body of `POST /admin/ops/documents/:id/content/:language`: the title and Markdown of that language. */
export class SaveDocumentContentDto {
  @Text(DOCUMENT_TITLE_MAX_LENGTH, false)
  title!: string;

  @Text(DOCUMENT_CONTENT_MAX_LENGTH, false)
  content!: string;
}
