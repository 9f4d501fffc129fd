import { Injectable } from '@nestjs/common';
import type { CoinPairDto, PaymentMethodKind, TradablePairDto, TraderPairsDto } from '@p2p/contracts';
import { compareDecimal } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import type { CachedValue } from '../../core/common/notified-cache.js';
import { CatalogRepository } from './catalog.repository.js';
import { CatalogService } from './catalog.service.js';
import { ReferenceCacheService } from './reference-cache.service.js';

/** The on-chain payment kind: the only one a coin-quoted pair accepts (issue 24). */
export const ON_CHAIN_KIND: PaymentMethodKind = 'USDT_ADDRESS';
/** Automatic ads trade this coin only (spec §6, 5043). */
export const AUTO_AD_COIN = 'USDT';

/** A country's fiat rules as the console set them (issue 24). */
export interface CountryFiatRule {
  code: string;
  fiatEnabled: boolean;
  currencies: ReadonlySet<string>;
  paymentKinds: ReadonlySet<PaymentMethodKind>;
  /** Per fiat pair id: the country's unit-price range (a null bound does not limit). */
  bounds: ReadonlyMap<number, { minPrice: string | null; maxPrice: string | null }>;
}

/** What the rules need of a pair. */
export interface PairQuote {
  id: number;
  coin: string;
  quote: string;
  quoteKind: 'COIN' | 'FIAT';
}

/** What the rules need of a payment method. */
export interface MethodCurrency {
  kind: PaymentMethodKind;
  currency: string;
}

/**
 * Fiat trading by country (issue 24). A trader's country is the region they chose in the personal center
 * (the identity wallet's KYC attestation carries no country). A fiat pair is open to a trader whose
 * country has fiat on and lists the pair's quote currency; any other fiat call answers 5042. A payment
 * method fits a pair when its currency is the pair's quote and, on a fiat pair, its kind is one the
 * country allows; on a coin pair only the on-chain kind: 5040 otherwise. The country may narrow a fiat
 * pair's price range (5031). Rules are cached with the other reference data and dropped on its NOTIFY,
 * so a console change takes effect at once in every API process.
 */
@Injectable()
export class FiatRulesService {
  private readonly rules: CachedValue<Map<string, CountryFiatRule>>;

  constructor(
    private readonly repo: CatalogRepository,
    private readonly catalog: CatalogService,
    cache: ReferenceCacheService,
  ) {
    this.rules = cache.create(() => this.load());
  }

  /** The rules of a country (null: no region chosen, or a code the catalogue does not list). */
  async ruleOf(regionId: string | null): Promise<CountryFiatRule | null> {
    if (regionId === null) return null;
    return (await this.rules.get()).get(regionId.trim().toUpperCase()) ?? null;
  }

  /** Whether a trader of `regionId` may see, post and order this pair (coin pairs: always). */
  async pairOpen(regionId: string | null, pair: Pick<PairQuote, 'quote' | 'quoteKind'>): Promise<boolean> {
    if (pair.quoteKind !== 'FIAT') return true;
    const rule = await this.ruleOf(regionId);
    return rule !== null && rule.fiatEnabled && rule.currencies.has(pair.quote);
  }

  /** 5042 unless the trader's country trades the pair's fiat currency. */
  async assertPairOpen(regionId: string | null, pair: Pick<PairQuote, 'quote' | 'quoteKind'>): Promise<void> {
    if (!(await this.pairOpen(regionId, pair))) throw new AppException('FIAT_REGION_NOT_CONFIGURED');
  }

  /** 5031 when a fiat pair's unit price lies outside the country's own range for it. */
  async assertCountryPrice(regionId: string | null, pair: PairQuote, unitPrice: string): Promise<void> {
    if (pair.quoteKind !== 'FIAT') return;
    const bound = (await this.ruleOf(regionId))?.bounds.get(pair.id);
    if (!bound) return;
    if (bound.minPrice !== null && compareDecimal(unitPrice, bound.minPrice) < 0)
      throw new AppException('UNIT_PRICE_OUT_OF_RANGE', { minPrice: bound.minPrice });
    if (bound.maxPrice !== null && compareDecimal(unitPrice, bound.maxPrice) > 0)
      throw new AppException('UNIT_PRICE_OUT_OF_RANGE', { maxPrice: bound.maxPrice });
  }

  /**
   * 5040 unless every method fits the pair: its currency is the pair's quote; a coin-quoted pair takes
   * the on-chain kind only; a fiat pair takes the kinds the country allows, never the on-chain one.
   */
  async assertMethodsFit(
    regionId: string | null,
    pair: PairQuote,
    methods: readonly MethodCurrency[],
  ): Promise<void> {
    const rule = pair.quoteKind === 'FIAT' ? await this.ruleOf(regionId) : null;
    for (const m of methods) {
      if (m.currency.toUpperCase() !== pair.quote.toUpperCase())
        throw new AppException('NO_PAYMENT_METHOD_FOR_COIN', { currency: pair.quote });
      const fits =
        pair.quoteKind === 'COIN'
          ? m.kind === ON_CHAIN_KIND
          : m.kind !== ON_CHAIN_KIND && rule !== null && rule.paymentKinds.has(m.kind);
      if (!fits) throw new AppException('NO_PAYMENT_METHOD_FOR_COIN', { kind: m.kind });
    }
  }

  /** Every fiat quote currency of the catalogue's pairs (what a region change must not leave open). */
  async fiatQuotes(): Promise<string[]> {
    const pairs = await this.catalog.enabledPairs();
    return [...new Set(pairs.filter((p) => p.quoteKind === 'FIAT').map((p) => p.quote))];
  }

  /**
   * `GET /c2c/coin/config/mine`: the pairs the trader may see and order, each saying whether they may
   * post on it (fiat: 5042 by country, 5044 without certification) and whether automatically (USDT only).
   */
  async traderPairs(regionId: string | null, certified: boolean): Promise<TraderPairsDto> {
    const rule = await this.ruleOf(regionId);
    const fiatEnabled = rule !== null && rule.fiatEnabled && rule.currencies.size > 0;
    const fiatClosedCode = !fiatEnabled ? '5042' : certified ? null : '5044';
    const pairs: TradablePairDto[] = [];
    for (const p of await this.catalog.enabledPairs()) {
      const q = quoteOf(p);
      if (!(await this.pairOpen(regionId, q))) continue;
      const closedCode = q.quoteKind === 'FIAT' ? fiatClosedCode : null;
      pairs.push({
        ...p,
        quoteKind: q.quoteKind,
        postable: closedCode === null,
        closedCode,
        autoAllowed: closedCode === null && p.enShort === AUTO_AD_COIN,
      });
    }
    return {
      regionId,
      fiatEnabled,
      fiatCurrencies: fiatEnabled ? [...rule.currencies] : [],
      fiatPaymentKinds: fiatEnabled ? [...rule.paymentKinds] : [],
      fiatClosedCode,
      pairs,
    };
  }

  private async load(): Promise<Map<string, CountryFiatRule>> {
    const [countries, bounds] = await Promise.all([this.repo.countries(), this.repo.countryPairBounds()]);
    const byCountry = new Map<string, Map<number, { minPrice: string | null; maxPrice: string | null }>>();
    for (const b of bounds) {
      const code = b.countryCode.trim();
      const map = byCountry.get(code) ?? new Map();
      map.set(b.coinPairId, { minPrice: b.minPrice, maxPrice: b.maxPrice });
      byCountry.set(code, map);
    }
    return new Map(
      countries.map((c) => [
        c.code,
        Object.freeze({
          code: c.code,
          fiatEnabled: c.fiatEnabled,
          currencies: new Set(c.fiatCurrencies),
          paymentKinds: new Set(c.fiatPaymentKinds as PaymentMethodKind[]),
          bounds: byCountry.get(c.code) ?? new Map(),
        }),
      ]),
    );
  }
}

function quoteOf(p: CoinPairDto): Pick<PairQuote, 'quote' | 'quoteKind'> {
  return { quote: p.quote, quoteKind: p.quoteKind ?? 'COIN' };
}
