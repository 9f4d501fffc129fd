import { Injectable } from '@nestjs/common';
import type {
  CoinDto,
  CoinPairDto,
  CountryDto,
  CreditSettingDto,
  DictEntryDto,
  DocumentDto,
  DocumentKind,
  DocumentSummaryDto,
  Page,
} from '@p2p/contracts';
import { type DictLanguage, toDictLanguage, type Language } from '@p2p/i18n';
import { AppException } from '../../core/common/app-exception.js';
import type { Db } from '../../core/infra/db/sql.service.js';
import type { CachedValue } from '../../core/common/notified-cache.js';
import { CatalogRepository, type PairScalesRow } from './catalog.repository.js';
import { ReferenceCacheService } from './reference-cache.service.js';

const INT4_MAX = 2_147_483_647;

/** A document's text in each of its languages. */
interface CachedDocument {
  id: string;
  slug: string;
  kind: DocumentKind;
  sort: number;
  contents: Map<string, Omit<DocumentDto, 'id'> & { updatedAt: string }>;
}

/** A coin on one chain, as escrow needs it: its token, decimals and withdrawal bounds (coin units). */
export interface CoinChainInfo {
  coinId: number;
  symbol: string;
  assetScale: number;
  chain: 'ERC20' | 'TRC20';
  contractAddress: string | null;
  decimals: number;
  minWithdrawal: string | null;
  maxWithdrawal: string | null;
  withdrawalFee: string;
}

/** A coin pair as posting and pricing an ad need it; decimals as strings, bounds null when unbounded. */
export interface TradingPair {
  id: number;
  coinId: number;
  coin: string;
  coinAssetScale: number;
  quote: string;
  quoteKind: 'COIN' | 'FIAT';
  minPrice: string | null;
  maxPrice: string | null;
  minQuantity: string | null;
  maxQuantity: string | null;
  referencePrice: string | null;
  payMinutes: number;
  priceScale: number;
  quantityScale: number;
  /** The pair and its coin are both enabled. */
  enabled: boolean;
}

/** A pair's scales as placing an order needs them (they change only with a notified catalog write). */
export interface PairScales {
  id: number;
  priceScale: number;
  quantityScale: number;
  coinAssetScale: number;
  /** The coin's symbol, the quote and its kind (the fiat rules read them: issue 24). */
  coin: string;
  quote: string;
  quoteKind: 'COIN' | 'FIAT';
}

const scalesOf = (r: PairScalesRow): PairScales =>
  Object.freeze({
    id: r.id,
    priceScale: r.priceScale,
    quantityScale: r.quantityScale,
    coinAssetScale: r.coinAssetScale,
    coin: r.coin,
    quote: r.quote,
    quoteKind: r.quoteKind,
  });

function page<T>(all: readonly T[], pageNo: number, pageSize: number): Page<T> {
  const list = all.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  return { list, total: all.length, pageNo, pageSize };
}

/**
 * Reference data: coins, coin pairs, countries, dictionary, credit settings, documents. Each table is
 * read whole on first use and answered from memory until a change is notified (ReferenceCacheService).
 * Answers are built per call from the cached rows, so a caller never changes the cache.
 */
@Injectable()
export class CatalogService {
  private readonly coinList: CachedValue<CoinDto[]>;
  private readonly pairList: CachedValue<CoinPairDto[]>;
  private readonly countryList: CachedValue<CountryDto[]>;
  private readonly dictByLanguage: CachedValue<Map<DictLanguage, DictEntryDto[]>>;
  private readonly creditList: CachedValue<CreditSettingDto[]>;
  private readonly documents: CachedValue<Map<number, CachedDocument>>;
  private readonly coinChainList: CachedValue<CoinChainInfo[]>;
  private readonly scalesById: CachedValue<Map<number, PairScales>>;
  private readonly symbolById: CachedValue<ReadonlyMap<number, string>>;

  constructor(
    private readonly repo: CatalogRepository,
    private readonly cache: ReferenceCacheService,
  ) {
    this.coinList = cache.create(() => this.loadCoins());
    this.pairList = cache.create(() => this.loadCoinPairs());
    this.countryList = cache.create(() => this.loadCountries());
    this.dictByLanguage = cache.create(() => this.loadDict());
    this.creditList = cache.create(() => this.loadCreditSettings());
    this.documents = cache.create(() => this.loadDocuments());
    this.coinChainList = cache.create(() => this.loadCoinChains());
    this.scalesById = cache.create(() => this.loadPairScales());
    this.symbolById = cache.create(
      async () => new Map((await this.repo.allCoinSymbols()).map((c) => [c.id, c.enShort])),
    );
  }

  /** Every enabled coin on every enabled chain. */
  async coinChains(): Promise<readonly CoinChainInfo[]> {
    return this.coinChainList.get();
  }

  /**
   * Every coin's symbol by its id, enabled or not (from memory): the staff lists name the coin of an old
   * ad, order or deposit even after the coin was disabled, and filter by its symbol.
   */
  async coinSymbols(): Promise<ReadonlyMap<number, string>> {
    return this.symbolById.get();
  }

  /** Drops the cached reference data of this process (the next call reads the database). */
  invalidate(): void {
    this.cache.invalidate();
  }

  async coins(pageNo: number, pageSize: number): Promise<Page<CoinDto>> {
    const all = await this.coinList.get();
    return page(all, pageNo, pageSize);
  }

  async coinPairs(pageNo: number, pageSize: number): Promise<Page<CoinPairDto>> {
    const all = await this.pairList.get();
    return page(all, pageNo, pageSize);
  }

  /** Every enabled pair of an enabled coin, in display order (from memory). */
  async enabledPairs(): Promise<readonly CoinPairDto[]> {
    return this.pairList.get();
  }

  /** The pairs' reference prices as stored now (not cached), by pair id; null where none is set. */
  async referencePrices(ids: readonly number[]): Promise<Map<number, string | null>> {
    const rows = ids.length === 0 ? [] : await this.repo.referencePrices(ids);
    return new Map(rows.map((r) => [r.id, r.referencePrice?.toFixed() ?? null]));
  }

  /**
   * The pair's reference price follows its latest average price (issue 14): set in `db`, the caller's
   * transaction, so the floating ads repriced there commit with it. Answers whether it moved.
   */
  followAverage(db: Db, pairId: number, average: string): Promise<boolean> {
    return this.repo.setReferencePrice(db, pairId, average);
  }

  /** One coin pair as it is now (not cached: its reference price moves), or null when there is none. */
  async tradingPair(id: number): Promise<TradingPair | null> {
    if (!Number.isInteger(id) || id < 1 || id > INT4_MAX) return null;
    const p = await this.repo.coinPairById(id);
    if (!p) return null;
    return {
      id: p.id,
      coinId: p.coinId,
      coin: p.coin.enShort,
      coinAssetScale: p.coin.assetScale,
      quote: p.quote,
      quoteKind: p.quoteKind,
      minPrice: p.minPrice?.toFixed() ?? null,
      maxPrice: p.maxPrice?.toFixed() ?? null,
      minQuantity: p.minQuantity?.toFixed() ?? null,
      maxQuantity: p.maxQuantity?.toFixed() ?? null,
      referencePrice: p.referencePrice?.toFixed() ?? null,
      payMinutes: p.payMinutes,
      priceScale: p.priceScale,
      quantityScale: p.quantityScale,
      enabled: p.enabled && p.coin.enabled,
    };
  }

  /**
   * The scales of one coin pair (enabled or not) and of its coin, from memory (the cache loads through
   * Prisma's pool, so a caller holding a runner transaction never waits for a second postgres.js
   * connection); a pair not cached yet is read in `db`. Null when there is none.
   * `tradingPair`'s scales without its reads (the reference price is not cached, the scales are).
   */
  async pairScales(db: Db, id: number): Promise<PairScales | null> {
    if (!Number.isInteger(id) || id < 1 || id > INT4_MAX) return null;
    const cached = (await this.scalesById.get()).get(id);
    if (cached) return cached;
    // A pair added since the cache was loaded (without a NOTIFY): read in `db`; the cache reloads in 10 s.
    const row = await this.repo.pairScalesIn(db, id);
    return row ? scalesOf(row) : null;
  }

  /** Every country with a 2-letter code; YU (no longer a country) never appears. */
  async countries(): Promise<CountryDto[]> {
    return [...(await this.countryList.get())];
  }

  /** The code of the listed country whose code or 2-letter abbreviation is `code` (upper case), or null. */
  async countryCodeOf(code: string): Promise<string | null> {
    const country = (await this.countryList.get()).find((c) => c.code === code || c.abb2 === code);
    return country?.code ?? null;
  }

  /** Dictionary entries in the caller's language, mapped to ZH_TW, EN_US, KO_KR or VI_VN. */
  async dict(lang: Language, type?: string): Promise<DictEntryDto[]> {
    const entries = (await this.dictByLanguage.get()).get(toDictLanguage(lang)) ?? [];
    return type ? entries.filter((d) => d.type === type) : [...entries];
  }

  /** The credit rules; the first entry's `deduct` is the cancellation penalty. */
  async creditSettings(): Promise<CreditSettingDto[]> {
    return [...(await this.creditList.get())];
  }

  /** A help article or legal page in the caller's language, else English; 404 when it does not exist. */
  async document(rawId: string, lang: Language): Promise<DocumentDto> {
    if (!/^\d{1,10}$/.test(rawId) || Number(rawId) > INT4_MAX || Number(rawId) < 1) {
      throw new AppException('NOT_FOUND');
    }
    const doc = (await this.documents.get()).get(Number(rawId));
    const content = doc?.contents.get(lang) ?? doc?.contents.get('en');
    if (!doc || !content) throw new AppException('NOT_FOUND');
    return { id: doc.id, ...content };
  }

  /**
   * The enabled documents of a kind by `sort` (then id), each titled in the caller's language, else in
   * English; a document with neither is left out (it could not be opened either).
   */
  async documentList(kind: DocumentKind, lang: Language): Promise<DocumentSummaryDto[]> {
    const list: DocumentSummaryDto[] = [];
    for (const doc of (await this.documents.get()).values()) {
      if (doc.kind !== kind) continue;
      const content = doc.contents.get(lang) ?? doc.contents.get('en');
      if (!content) continue;
      list.push({
        id: doc.id,
        slug: doc.slug,
        kind: doc.kind,
        sort: doc.sort,
        title: content.title,
        language: content.language,
        updatedAt: content.updatedAt,
      });
    }
    return list;
  }

  private async loadCoins(): Promise<CoinDto[]> {
    const rows = await this.repo.enabledCoins();
    return rows.map((c) =>
      Object.freeze({
        id: String(c.id),
        enShort: c.enShort,
        name: c.name,
        assetScale: c.assetScale,
        icon: c.icon,
        sort: c.sort,
        chains: c.chains.map((ch) => ({ chainType: ch.chain, contractAddress: ch.contractAddress ?? '' })),
      }),
    );
  }

  private async loadCoinChains(): Promise<CoinChainInfo[]> {
    const rows = await this.repo.enabledCoins();
    return rows.flatMap((c) =>
      c.chains.map((ch) =>
        Object.freeze({
          coinId: c.id,
          symbol: c.enShort,
          assetScale: c.assetScale,
          chain: ch.chain,
          contractAddress: ch.contractAddress,
          decimals: ch.decimals,
          minWithdrawal: ch.minWithdrawal === null ? null : ch.minWithdrawal.toFixed(),
          maxWithdrawal: ch.maxWithdrawal === null ? null : ch.maxWithdrawal.toFixed(),
          withdrawalFee: ch.withdrawalFee.toFixed(),
        }),
      ),
    );
  }

  private async loadCoinPairs(): Promise<CoinPairDto[]> {
    const rows = await this.repo.enabledCoinPairs();
    return rows.map((p) =>
      Object.freeze({
        id: String(p.id),
        coinId: String(p.coinId),
        enShort: p.coin.enShort,
        quote: p.quote,
        quoteKind: p.quoteKind,
        minPrice: p.minPrice?.toFixed() ?? null,
        maxPrice: p.maxPrice?.toFixed() ?? null,
        minQuantity: p.minQuantity?.toFixed() ?? null,
        maxQuantity: p.maxQuantity?.toFixed() ?? null,
        priceScale: p.priceScale,
        quantityScale: p.quantityScale,
        enabled: p.enabled,
      }),
    );
  }

  private async loadPairScales(): Promise<Map<number, PairScales>> {
    const rows = await this.repo.allPairScales();
    return new Map(rows.map((r) => [r.id, scalesOf(r)]));
  }

  private async loadCountries(): Promise<CountryDto[]> {
    const rows = await this.repo.countries();
    return rows
      .filter((c) => c.abb2.trim().length === 2)
      .map((c) =>
        Object.freeze({
          code: c.code,
          abb2: c.abb2,
          name: c.name,
          latitude: c.latitude,
          longitude: c.longitude,
          fiatEnabled: c.fiatEnabled,
          fiatCurrencies: c.fiatEnabled ? [...c.fiatCurrencies] : [],
        }),
      );
  }

  private async loadDict(): Promise<Map<DictLanguage, DictEntryDto[]>> {
    const byLanguage = new Map<DictLanguage, DictEntryDto[]>();
    for (const d of await this.repo.enabledDictEntries()) {
      const entry = Object.freeze({
        type: d.type,
        key: d.code,
        value: d.label,
        language: d.language,
        sort: d.sort,
      });
      const list = byLanguage.get(d.language);
      if (list) list.push(entry);
      else byLanguage.set(d.language, [entry]);
    }
    return byLanguage;
  }

  private async loadCreditSettings(): Promise<CreditSettingDto[]> {
    const rows = await this.repo.creditSettings();
    return rows.map((s) =>
      Object.freeze({
        id: String(s.id),
        type: s.type,
        deduct: s.deduct,
        freeTimes: s.dailyFreeCancellations,
        description: s.description,
      }),
    );
  }

  private async loadDocuments(): Promise<Map<number, CachedDocument>> {
    const docs = new Map<number, CachedDocument>();
    for (const doc of await this.repo.enabledDocuments()) {
      const contents: CachedDocument['contents'] = new Map();
      for (const c of doc.contents) {
        contents.set(c.language, {
          title: c.title,
          content: c.content,
          language: c.language,
          updatedAt: c.updatedAt.toISOString(),
        });
      }
      docs.set(doc.id, { id: String(doc.id), slug: doc.slug, kind: doc.kind, sort: doc.sort, contents });
    }
    return docs;
  }
}
