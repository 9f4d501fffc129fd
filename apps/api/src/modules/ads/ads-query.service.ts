import { Injectable } from '@nestjs/common';
import type { AdDto, MyAdsQueryDto, Page, TraderPairsDto } from '@p2p/contracts';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { FiatRulesService } from '../catalog/fiat-rules.service.js';
import { EscrowService } from '../escrow/escrow.service.js';
import { NftTradeService } from '../nfts/nft-trade.service.js';
import { PaymentMethodsService } from '../payment-methods/payment-methods.service.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import { AdOrders } from './ad-orders.js';
import { type AdRow, type AdvertiserRow, AdsRepository } from './ads.repository.js';
import { adView } from './ads-views.js';

/** A path id as an ad id; anything that is not one names no ad (5000). */
export function adId(raw: string): string {
  const id = parseRowId(raw);
  if (id === null) throw new AppException('AD_NOT_FOUND');
  return id;
}

/**
 * Reading ads: one ad (`GET /c2c/advert/{id}`) and the owner's list (`GET /c2c/advert/pageByUser`). A
 * published ad is anyone's to see, with its payment methods' kinds only; everything else (another's ad
 * being created or cancelled, any deleted ad) answers 5000 as a missing one. The owner also sees the
 * payment methods' names, the active orders, what escrow received and the deposit being made.
 */
@Injectable()
export class AdsQueryService {
  constructor(
    private readonly repo: AdsRepository,
    private readonly catalog: CatalogService,
    private readonly methods: PaymentMethodsService,
    private readonly escrow: EscrowService,
    private readonly orders: AdOrders,
    private readonly nfts: NftTradeService,
    private readonly accounts: UserAccountsService,
    private readonly fiat: FiatRulesService,
  ) {}

  /**
   * `GET /c2c/coin/config/mine` (issue 24): the pairs the caller may see, order and post, by the region
   * they chose and their certification; why fiat posting is closed (5042, 5044).
   */
  async traderPairs(userId: bigint): Promise<TraderPairsDto> {
    const { regionId, certified } = await this.accounts.tradeRegion(userId);
    return this.fiat.traderPairs(regionId?.trim() ?? null, certified);
  }

  /** The traders of `userIds` as the advertiser view shows them (an order's counterparty), by id. */
  async advertisers(userIds: readonly bigint[]): Promise<Map<string, AdvertiserRow>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.repo.advertisers(this.repo.pool, userIds);
    return new Map(rows.map((row) => [row.userId, row]));
  }

  async detail(callerId: bigint, rawId: string): Promise<AdDto> {
    const row = await this.repo.byId(this.repo.pool, adId(rawId));
    const owner = row !== null && row.userId === String(callerId);
    if (!row || row.status === 'DELETED' || (!owner && row.status !== 'PUBLISHED'))
      throw new AppException('AD_NOT_FOUND');
    const [view] = await this.views([row], callerId);
    return view!;
  }

  async mine(userId: bigint, query: MyAdsQueryDto): Promise<Page<AdDto>> {
    const { pageNo, pageSize } = query;
    const { rows, total } = await this.repo.pageOfUser(
      userId,
      query.inProgressOnly === true,
      pageNo,
      pageSize,
    );
    return { list: await this.views(rows, userId), total, pageNo, pageSize };
  }

  /** The ad as `callerId` sees it (after the transaction that changed it committed). */
  async viewOf(id: string, callerId: bigint): Promise<AdDto> {
    const row = await this.repo.byId(this.repo.pool, id);
    if (!row) throw new AppException('AD_NOT_FOUND');
    const [view] = await this.views([row], callerId);
    return view!;
  }

  /**
   * Views of rows, with what the payment-methods, escrow, orders and catalogue modules know of them. Reads
   * on the pool: never inside a transaction (a pool read there could wait for the connection it holds).
   */
  async views(rows: readonly AdRow[], callerId: bigint): Promise<AdDto[]> {
    if (rows.length === 0) return [];
    const db = this.repo.pool;
    const ids = rows.map((r) => r.id);
    const owned = rows.filter((r) => r.userId === String(callerId));
    const methodIds = await this.repo.paymentMethodIds(db, ids);
    const labels = new Map(
      (await this.methods.labels([...new Set([...methodIds.values()].flat())])).map((m) => [m.id, m]),
    );
    const creating = owned.filter((r) => r.status === 'CREATING' && r.type === 'SELL').map((r) => r.id);
    const deposits = await this.escrow.depositIds('AD', creating);
    const active = await this.orders.activeOrders(
      db,
      owned.map((r) => BigInt(r.id)),
    );
    const cards = await this.nfts.cards(rows.flatMap((r) => (r.nftItemId === null ? [] : [r.nftItemId])));
    const symbols = new Map((await this.catalog.coinChains()).map((c) => [c.coinId, c.symbol]));
    return rows.map((row) =>
      adView(row, {
        owner: row.userId === String(callerId),
        coin: row.coinId === null ? null : (symbols.get(row.coinId) ?? null),
        nft: row.nftItemId === null ? null : (cards.get(row.nftItemId) ?? null),
        methods: (methodIds.get(row.id) ?? []).flatMap((id) => {
          const m = labels.get(id);
          return m ? [m] : [];
        }),
        activeOrders: active.get(BigInt(row.id)) ?? 0,
        depositId: deposits.get(row.id) ?? null,
      }),
    );
  }
}
