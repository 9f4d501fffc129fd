import { Injectable } from '@nestjs/common';
import type { AdDto, AdPageQueryDto, AdSortField, AdType, Page, SortOrder } from '@p2p/contracts';
import { AppException } from '../../../core/common/app-exception.js';
import { CatalogService } from '../../catalog/catalog.service.js';
import { NftTradeService } from '../../nfts/nft-trade.service.js';
import { FiatRulesService } from '../../catalog/fiat-rules.service.js';
import { UserAccountsService } from '../../users/user-accounts.service.js';
import { toMarketAd } from './market-views.js';
import { type MarketQuery, MarketRepository } from './market.repository.js';

/** Every enabled pair fits one page of the catalogue's list. */
const ALL_PAIRS = 10_000;

/**
 * The total is counted up to this many ads past the end of the page asked for; a total of
 * `offset + pageSize + MARKET_COUNT_AHEAD` means "at least that many" (there are more pages, which is all
 * an endless list needs). Below it the total is exact. So no count reads more than about this many ads
 * past the page, whatever the size of the market (issue 28: 1,000,000 online ads).
 */
export const MARKET_COUNT_AHEAD = 1000;

/**
 * The default order is the taker's best first: a taker who buys looks at SELL ads, cheapest first; a
 * taker who sells looks at BUY ads, dearest first. By quantity the largest comes first.
 */
export function defaultSortOrder(type: AdType, sortBy: AdSortField): SortOrder {
  if (sortBy === 'QUANTITY') return 'DESC';
  return type === 'SELL' ? 'ASC' : 'DESC';
}

/**
 * The order market (`GET /c2c/advert/page`, spec §2, issue 11): the published, online ads with quantity
 * left of online advertisers not banned from the ad's side or from login, filtered and sorted, a page at
 * a time with the total (capped: see MARKET_COUNT_AHEAD). Only the pairs
 * the caller's country trades (issue 24): every coin pair and the fiat pairs in its currencies.
 *
 * The caller's own ads are listed like any other: a maker sees where their price stands among the others
 * (how they price), the answer depends on the query and the caller's country only, the card carries the advertiser's id (the app marks "your ad"), and placing an order on one's
 * own ad is refused by the orders module (5026).
 */
@Injectable()
export class MarketService {
  constructor(
    private readonly repo: MarketRepository,
    private readonly catalog: CatalogService,
    private readonly nfts: NftTradeService,
    private readonly fiat: FiatRulesService,
    private readonly accounts: UserAccountsService,
  ) {}

  async page(dto: AdPageQueryDto, userId: bigint): Promise<Page<AdDto>> {
    const { pageNo, pageSize } = dto;
    const pairs = await this.openPairs(userId, dto.coinPairId ?? null);
    const query = await this.query(dto, pairs);
    // A chosen pair's default payment window is read beside the page (its ads mostly use it).
    const [rows, total, chosenWindow] = await Promise.all([
      this.repo.page(query),
      this.total(query),
      query.coinPairId === null ? null : this.pairPayMinutes(query.coinPairId),
    ]);
    const windows = new Map<number, number>();
    if (query.coinPairId !== null && chosenWindow !== null) windows.set(query.coinPairId, chosenWindow);
    const missing = [
      ...new Set(
        rows
          .filter((r) => r.payMinutes === null && !windows.has(r.coinPairId ?? 0))
          .map((r) => r.coinPairId ?? 0),
      ),
    ];
    const found = await Promise.all(missing.map((id) => this.pairPayMinutes(id)));
    missing.forEach((id, i) => windows.set(id, found[i]!));
    const cards = await this.nfts.cards(rows.flatMap((r) => (r.nftItemId === null ? [] : [r.nftItemId])));
    const list = rows.map((row) =>
      toMarketAd(
        row,
        pairs.get(row.coinPairId ?? 0) ?? null,
        windows.get(row.coinPairId ?? 0) ?? 0,
        row.nftItemId === null ? null : (cards.get(row.nftItemId) ?? null),
      ),
    );
    return { list, total, pageNo, pageSize };
  }

  /**
   * The enabled pairs the caller may see (cached by the catalogue): id to the coin's symbol. Coin pairs
   * always; fiat pairs in the currencies of the caller's country (issue 24): a chosen fiat pair it does
   * not trade answers 5042.
   */
  private async openPairs(userId: bigint, chosen: number | null): Promise<Map<number, string>> {
    const { list } = await this.catalog.coinPairs(1, ALL_PAIRS);
    const { regionId } = await this.accounts.tradeRegion(userId);
    const open = new Map<number, string>();
    for (const p of list) {
      if (!p.enabled) continue;
      const visible = await this.fiat.pairOpen(regionId, {
        quote: p.quote,
        quoteKind: p.quoteKind ?? 'COIN',
      });
      if (visible) open.set(Number(p.id), p.enShort);
      else if (Number(p.id) === chosen) throw new AppException('FIAT_REGION_NOT_CONFIGURED');
    }
    return open;
  }

  /** The pair's default payment window (minutes). */
  private async pairPayMinutes(pairId: number): Promise<number> {
    const pair = await this.catalog.tradingPair(pairId);
    if (!pair) throw new AppException('PAIR_UNSUPPORTED');
    return pair.payMinutes;
  }

  /**
   * The total, counted up to MARKET_COUNT_AHEAD ads past the page. With a filter on the advertiser
   * (region, certified, fast: few makers pass) from the makers' side, each one's ads off their own index;
   * else by a walk of the range that stops at the cap (most makers pass, so it stops early).
   */
  private total(q: MarketQuery): Promise<number> {
    const cap = q.offset + q.limit + MARKET_COUNT_AHEAD;
    if (q.regionId !== null || q.certifiedOnly || q.fastOnly) return this.repo.countByMakersUpTo(q, cap);
    return this.repo.countUpTo(q, cap);
  }

  /**
   * The checked query: a pair that is not enabled answers 5045; a region the catalogue does not list
   * answers 1022, as a malformed one does (alpha-2 codes, the flags, are accepted and mapped). NFT ads
   * (`assetKind=NFT`): of the enabled albums, or of the one asked for (unknown or disabled: 5046).
   */
  private async query(dto: AdPageQueryDto, pairs: Map<number, string>): Promise<MarketQuery> {
    const assetKind = dto.assetKind ?? 'COIN';
    let nftAlbumIds: number[] = [];
    if (assetKind === 'NFT') {
      nftAlbumIds = await this.nfts.enabledAlbumIds();
      if (dto.nftAlbumId !== undefined) {
        if (!nftAlbumIds.includes(dto.nftAlbumId)) throw new AppException('ALBUM_NOT_FOUND');
        nftAlbumIds = [dto.nftAlbumId];
      }
    }
    const coinPairId = assetKind === 'NFT' ? null : (dto.coinPairId ?? null);
    if (coinPairId !== null && !pairs.has(coinPairId)) throw new AppException('PAIR_UNSUPPORTED');
    let regionId: string | null = null;
    if (dto.regionId !== undefined) {
      regionId = await this.catalog.countryCodeOf(dto.regionId.toUpperCase());
      if (regionId === null) throw new AppException('REGION_EMPTY');
    }
    const sortBy = dto.sortBy ?? 'PRICE';
    return {
      type: dto.type,
      assetKind,
      nftAlbumIds,
      coinPairId,
      enabledPairIds: [...pairs.keys()],
      regionId,
      paymentKind: dto.paymentKind ?? null,
      certifiedOnly: dto.certifiedOnly === true,
      fastOnly: dto.fastOnly === true,
      sortBy,
      sortOrder: dto.sortOrder ?? defaultSortOrder(dto.type, sortBy),
      limit: dto.pageSize,
      offset: (dto.pageNo - 1) * dto.pageSize,
    };
  }
}
