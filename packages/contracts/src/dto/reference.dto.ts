// Answers of the reference-data calls (loaded on startup and login: coins, coin pairs, countries,
// credit config, dictionary, documents) and of /health. Plain interfaces: nothing to validate.
// Amounts and prices are decimal strings, never numbers.
import type { ChainType, PaymentMethodKind } from '../enums.js';
import type { QuoteKind } from '../record-enums.js';

/** `GET /common/coin` item. `enShort` is the symbol (MEC, USDT). */
export interface CoinDto {
  id: string;
  enShort: string;
  name: string;
  /** Decimal places of the coin's base unit on chain (MEC 18, USDT 6). */
  assetScale: number;
  icon?: string | null;
  /** Chains the coin trades on, with its token contract on each. */
  chains?: CoinChainDto[];
  sort?: number;
}

export interface CoinChainDto {
  chainType: ChainType;
  contractAddress: string;
}

/** `GET /c2c/coin/config/list` item: a tradable coin against a quote currency, with its limits. */
export interface CoinPairDto {
  id: string;
  coinId: string;
  /** Symbol of the traded coin. */
  enShort: string;
  /** Quote currency the unit price is given in (e.g. USDT or a fiat code). */
  quote: string;
  /** COIN (USDT, MEC: the on-chain payment methods) or FIAT (an ISO 4217 code). */
  quoteKind?: QuoteKind;
  /** Allowed unit price range (decimal strings), when bounded. */
  minPrice?: string | null;
  maxPrice?: string | null;
  /** Per-order limits (decimal strings), when bounded. */
  minQuantity?: string | null;
  maxQuantity?: string | null;
  /** Decimal places shown for the price and the quantity. */
  priceScale?: number;
  quantityScale?: number;
  enabled: boolean;
}

/** `GET /common/country/all` item: entries without `abb2` (and YU) are left out by the server. */
export interface CountryDto {
  /** ISO 3166 alpha-3. */
  code: string;
  /** ISO 3166 alpha-2 (the flag). */
  abb2: string;
  name: string;
  latitude: number;
  longitude: number;
  /** Fiat trading is open to the country's traders (issue 24), in `fiatCurrencies`. */
  fiatEnabled: boolean;
  /** ISO 4217 codes; empty when fiat is off. */
  fiatCurrencies: string[];
}

/**
 * A pair as the signed-in trader may use it (`GET /c2c/coin/config/mine`, issue 24): `postable` when they
 * may post an ad on it now, else `closedCode` says why (5042: their country has no fiat in that currency;
 * 5044: fiat ads need a certified merchant); `autoAllowed` when an automatic ad may be posted on it
 * (USDT only, 5043).
 */
export interface TradablePairDto extends CoinPairDto {
  quoteKind: QuoteKind;
  postable: boolean;
  closedCode: string | null;
  autoAllowed: boolean;
}

/**
 * `GET /c2c/coin/config/mine`: the trader's region (chosen in the personal center: KYC here carries no
 * country), whether it trades fiat and in which currencies and payment kinds, why fiat posting is closed
 * (5042, 5044; null when open), and the pairs they may see and order: every coin pair, and the fiat
 * pairs in their country's currencies.
 */
export interface TraderPairsDto {
  regionId: string | null;
  fiatEnabled: boolean;
  fiatCurrencies: string[];
  fiatPaymentKinds: PaymentMethodKind[];
  fiatClosedCode: string | null;
  pairs: TradablePairDto[];
}

/** `GET /common/dict` item. */
export interface DictEntryDto {
  type: string;
  key: string;
  value: string;
  /** A dictionary language of `@p2p/i18n` (ZH_TW, EN_US, KO_KR, VI_VN). */
  language: string;
  sort?: number;
}

/** `GET /common/credit/setting` item: the first entry's `deduct` is the cancellation penalty. */
export interface CreditSettingDto {
  id: string;
  /** What the entry is about, e.g. CANCEL_ORDER, APPEAL_LOST. */
  type: string;
  /** Points deducted. */
  deduct: number;
  /** Cancellations a day that cost nothing (default 3). */
  freeTimes?: number;
  description?: string | null;
}

/** `GET /document/config/:id`: help articles, terms, privacy policy, trading notice. */
export interface DocumentDto {
  id: string;
  title: string;
  /** HTML or Markdown as stored. */
  content: string;
  /** An interface language of `@p2p/i18n`. */
  language: string;
  updatedAt?: string;
}

/** `GET /health`. */
export interface HealthDto {
  status: 'ok' | 'error';
  /** Each dependency's state, e.g. `{ database: 'up', redis: 'up' }`. */
  checks: Record<string, 'up' | 'down'>;
  version?: string;
  uptimeSeconds?: number;
}

/** Answer of `POST /common/word/valid`. */
export interface WordValidity {
  valid: boolean;
}
