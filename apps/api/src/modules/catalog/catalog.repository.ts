import { Injectable } from '@nestjs/common';
import type {
  Coin,
  CoinChain,
  CoinPair,
  Country,
  CreditSetting,
  DictEntry,
  Document,
  DocumentContent,
} from '@p2p/db';
import { type Db, SqlService } from '../../core/infra/db/sql.service.js';
import { PrismaService } from '../../core/infra/prisma.service.js';

/**
 * The channel a writer of reference data (coins, coin chains, coin pairs, countries, dictionary,
 * credit settings, documents, sensitive words) notifies, so every API process drops its cache. The
 * seed (`packages/db/src/seed/reference.ts`) notifies on the same name.
 */
export const REFERENCE_CHANGED_CHANNEL = 'p2p_reference_changed';

export type CoinRow = Coin & { chains: CoinChain[] };
export type CoinPairRow = CoinPair & { coin: { enShort: string } };
export type DocumentRow = Document & { contents: DocumentContent[] };
export type TradingPairRow = CoinPair & { coin: { enShort: string; enabled: boolean; assetScale: number } };

export interface CountryPairBoundRow {
  countryCode: string;
  coinPairId: number;
  minPrice: string | null;
  maxPrice: string | null;
}

export interface PairScalesRow {
  id: number;
  priceScale: number;
  quantityScale: number;
  coinAssetScale: number;
  coin: string;
  quote: string;
  quoteKind: 'COIN' | 'FIAT';
}

/** The reference tables. Reads return whole tables (they are small); the service caches them. */
@Injectable()
export class CatalogRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly db: SqlService,
  ) {}

  /** Enabled coins with their enabled chains, in display order. */
  enabledCoins(): Promise<CoinRow[]> {
    return this.prisma.client.coin.findMany({
      where: { enabled: true },
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      include: { chains: { where: { enabled: true }, orderBy: { chain: 'asc' } } },
    });
  }

  /** Enabled pairs of enabled coins, in display order. */
  enabledCoinPairs(): Promise<CoinPairRow[]> {
    return this.prisma.client.coinPair.findMany({
      where: { enabled: true, coin: { enabled: true } },
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      include: { coin: { select: { enShort: true } } },
    });
  }

  /** One pair with its coin, enabled or not (a fresh read: the reference price moves). */
  coinPairById(id: number): Promise<TradingPairRow | null> {
    return this.prisma.client.coinPair.findUnique({
      where: { id },
      include: { coin: { select: { enShort: true, enabled: true, assetScale: true } } },
    });
  }

  /** Every coin's id and symbol, enabled or not (the service caches them). */
  allCoinSymbols(): Promise<Array<{ id: number; enShort: string }>> {
    return this.prisma.client.coin.findMany({ select: { id: true, enShort: true }, orderBy: { id: 'asc' } });
  }

  /** Every pair's scales with its coin's asset scale, enabled or not (the service caches them). */
  async allPairScales(): Promise<PairScalesRow[]> {
    const rows = await this.prisma.client.coinPair.findMany({
      select: {
        id: true,
        priceScale: true,
        quantityScale: true,
        quote: true,
        quoteKind: true,
        coin: { select: { assetScale: true, enShort: true } },
      },
    });
    return rows.map((r) => ({
      id: r.id,
      priceScale: r.priceScale,
      quantityScale: r.quantityScale,
      coinAssetScale: r.coin.assetScale,
      coin: r.coin.enShort,
      quote: r.quote,
      quoteKind: r.quoteKind,
    }));
  }

  /** One pair's scales read in `db` (the caller's transaction: no other connection while it holds one). */
  async pairScalesIn(db: Db, id: number): Promise<PairScalesRow | null> {
    const [row] = await db<PairScalesRow[]>`
      select p.id, p.price_scale as "priceScale", p.quantity_scale as "quantityScale",
        c.asset_scale as "coinAssetScale", c.en_short as coin, p.quote, p.quote_kind as "quoteKind"
      from coin_pairs p join coins c on c.id = p.coin_id
      where p.id = ${id}`;
    return row ?? null;
  }

  /** The stored reference prices of these pairs (a fresh read: the prices job moves them). */
  referencePrices(
    ids: readonly number[],
  ): Promise<Array<{ id: number; referencePrice: { toFixed(): string } | null }>> {
    return this.prisma.client.coinPair.findMany({
      where: { id: { in: [...ids] } },
      select: { id: true, referencePrice: true },
    });
  }

  /** Sets a pair's reference price in `db` unless it is already that; answers whether it changed. */
  async setReferencePrice(db: Db, id: number, price: string): Promise<boolean> {
    const rows = await db`
      update coin_pairs set reference_price = ${price}::numeric
      where id = ${id} and reference_price is distinct from ${price}::numeric
      returning id`;
    return rows.length > 0;
  }

  /** Countries except YU (no longer a country), in display order. */
  countries(): Promise<Country[]> {
    return this.prisma.client.country.findMany({
      where: { abb2: { not: 'YU' } },
      orderBy: [{ sort: 'asc' }, { name: 'asc' }],
    });
  }

  /**
   * Every country's own price bounds on fiat pairs (issue 24; decimals as text). On Prisma's pool, as every
   * reference cache's load: a placement reads the fiat rules under its locks, so a load on the runner's
   * pool waited for a connection that the placements waiting for it held (every connection in a
   * transaction when the cache expired under load: the whole pool stalled for good).
   */
  async countryPairBounds(): Promise<CountryPairBoundRow[]> {
    return this.prisma.client.$queryRaw<CountryPairBoundRow[]>`
      select country_code as "countryCode", coin_pair_id as "coinPairId", min_price::text as "minPrice",
        max_price::text as "maxPrice"
      from country_pair_bounds`;
  }

  /** Enabled dictionary entries of every language, by type, sort and id. */
  enabledDictEntries(): Promise<DictEntry[]> {
    return this.prisma.client.dictEntry.findMany({
      where: { enabled: true },
      orderBy: [{ type: 'asc' }, { sort: 'asc' }, { id: 'asc' }],
    });
  }

  creditSettings(): Promise<CreditSetting[]> {
    return this.prisma.client.creditSetting.findMany({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  }

  /** Enabled documents with the text of every language. */
  enabledDocuments(): Promise<DocumentRow[]> {
    return this.prisma.client.document.findMany({
      where: { enabled: true },
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
      include: { contents: true },
    });
  }

  sensitiveWords(): Promise<Array<{ word: string }>> {
    return this.prisma.client.sensitiveWord.findMany({ select: { word: true } });
  }

  /**
   * Calls `onChange` for each notification on the reference channel and `onListen` each time the
   * listening connection (re)starts. postgres.js keeps one dedicated listening connection and listens
   * again after it drops. Resolves with the way to stop.
   */
  async onReferenceChanged(onChange: () => void, onListen: () => void): Promise<() => Promise<void>> {
    const { unlisten } = await this.db.sql.listen(REFERENCE_CHANGED_CHANNEL, onChange, onListen);
    return unlisten;
  }

  /** Tells every API process that reference data changed (delivered on commit inside a transaction). */
  async notifyReferenceChanged(what: string): Promise<void> {
    await this.db.sql`SELECT pg_notify(${REFERENCE_CHANGED_CHANNEL}, ${what})`;
  }
}
