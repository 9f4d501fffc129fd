import { Injectable } from '@nestjs/common';
import type { AdSortField, AdType, PaymentMethodKind, SortOrder } from '@p2p/contracts';
import { ReadSqlService } from '../../../core/infra/db/read-sql.service.js';
import type { Db } from '../../../core/infra/db/sql.service.js';

/** What the market is asked for, already checked (the pair exists, the region is a listed alpha-3 code). */
export interface MarketQuery {
  type: AdType;
  /** COIN ads of the pairs below, or NFT ads of the albums below (issue 23). */
  assetKind: 'COIN' | 'NFT';
  /** NFT ads: the enabled albums (the nfts module's), or the one asked for. */
  nftAlbumIds: readonly number[];
  coinPairId: number | null;
  /** The enabled pairs (the catalogue's): the list of all pairs shows their ads only. */
  enabledPairIds: readonly number[];
  /** The advertiser's current region (alpha-3), as their card's flag shows it. */
  regionId: string | null;
  paymentKind: PaymentMethodKind | null;
  certifiedOnly: boolean;
  fastOnly: boolean;
  sortBy: AdSortField;
  sortOrder: SortOrder;
  limit: number;
  offset: number;
}

/** One market row: the ad, its pair's default payment window, the advertiser from `advertiser_profiles`. */
export interface MarketRow {
  id: string;
  type: AdType;
  mode: 'MANUAL' | 'AUTO';
  assetKind: 'COIN' | 'NFT';
  coinPairId: number | null;
  nftItemId: string | null;
  quote: string;
  chain: 'ERC20' | 'TRC20';
  priceType: 'FIXED' | 'FLOATING';
  unitPrice: string;
  priceMargin: string | null;
  totalQuantity: string;
  remainingQuantity: string;
  minQuantity: string | null;
  maxQuantity: string | null;
  minAmount: string | null;
  maxAmount: string | null;
  /** The ad's own payment window; null: the pair's. */
  payMinutes: number | null;
  minCredit: number;
  minCompletedOrders: number;
  minRegisteredDays: number;
  notes: string | null;
  paymentKinds: PaymentMethodKind[] | null;
  createdAt: Date;
  publishedAt: Date | null;
  userId: string;
  nickname: string | null;
  regionId: string | null;
  flag: string | null;
  certified: boolean;
  fastTrader: boolean;
  advertiserOnline: boolean;
  orderCount: number;
  completedOrderCount: number;
  completionRate: string;
  avgConfirmSeconds: number | null;
}

/**
 * The market's read of `ads` (published, online, with quantity left, not deleted) and of the advertisers'
 * read model `advertiser_profiles` (online, not banned from the ad's side nor from login), on the enabled
 * pairs the service passes (the pairs are the catalogue's tables: MarketService adds their coin and
 * default payment window).
 *
 * The plans rest on the partial indexes of migration 20261123203000_market_indexes, (coin_pair_id, type,
 * unit_price | remaining_quantity, id) and the same without the pair, each carrying user_id and
 * payment_kinds, over `status = 'PUBLISHED' AND online AND remaining_quantity > 0 AND deleted_at IS NULL`
 * (written out literally below, so the planner can use them):
 * - a page: the ids are read in order off the index (index only), each maker checked by an EXISTS that
 *   stays a per-row check (`offset 0` keeps Postgres from turning it into a join, whose estimate, few
 *   users online, made it sort the whole pair instead of stopping after one page); then only the page's
 *   rows are read with their advertiser.
 * - the count, capped: see `countUpTo` and `countByMakersUpTo` (MarketService picks one by the filters).
 *   With a payment kind, `countUpTo` walks that kind's own index (migration 20261204000000_market_kind_indexes).
 * Filter conditions are fragments, never `(param is null or ...)`: each combination is its own prepared
 * statement with a plan that fits it.
 */
@Injectable()
export class MarketRepository {
  /** The market reads a replica where one is configured (DATABASE_READ_URL; issue 27). */
  constructor(private readonly sql: ReadSqlService) {}

  /** One page in the asked order; ties broken by id in the same direction, so pages never overlap. */
  async page(q: MarketQuery, db: Db = this.sql.sql): Promise<MarketRow[]> {
    return db<MarketRow[]>`
      select a.id::text as id, a.type, a.mode, a.asset_kind as "assetKind", a.coin_pair_id as "coinPairId",
        a.nft_item_id::text as "nftItemId", a.quote_currency as quote, a.chain, a.price_type as "priceType",
        a.unit_price::text as "unitPrice", a.price_margin::text as "priceMargin",
        a.total_quantity::text as "totalQuantity", a.remaining_quantity::text as "remainingQuantity",
        a.min_quantity::text as "minQuantity", a.max_quantity::text as "maxQuantity",
        a.min_amount::text as "minAmount", a.max_amount::text as "maxAmount",
        a.pay_minutes as "payMinutes", a.min_credit as "minCredit",
        a.min_completed_orders as "minCompletedOrders", a.min_registered_days as "minRegisteredDays",
        a.notes, a.payment_kinds::text[] as "paymentKinds", a.created_at as "createdAt",
        a.published_at as "publishedAt",
        p.user_id::text as "userId", p.nickname, p.region_id as "regionId", p.flag, p.certified,
        p.fast_trader as "fastTrader", p.online as "advertiserOnline", p.order_count as "orderCount",
        p.completed_order_count as "completedOrderCount", p.completion_rate::text as "completionRate",
        p.avg_confirm_seconds as "avgConfirmSeconds"
      from (
        select a.id from ads a
        where ${this.adConditions(db, q)}
          and exists (select 1 from advertiser_profiles p where p.user_id = a.user_id
            and ${this.advertiserConditions(db, q)} offset 0)
        order by ${this.order(db, q)}
        limit ${q.limit} offset ${q.offset}
      ) pg
      join ads a on a.id = pg.id
      join advertiser_profiles p on p.user_id = a.user_id
      order by ${this.order(db, q)}`;
  }

  /**
   * How many ads match, counting no further than `cap`, from the makers' side: each maker who passes the
   * advertiser's conditions has their ads of the range counted off `ads_market_maker_idx` (index only),
   * and the count stops at `cap`. Its cost follows the qualifying makers read until `cap` ads are found
   * (all of them when they have fewer): the plan for filters on the advertiser (region, badges), which few
   * makers pass, where a walk of the range would read every ad to find theirs.
   */
  async countByMakersUpTo(q: MarketQuery, cap: number, db: Db = this.sql.sql): Promise<number> {
    const [row] = await db<{ n: number }[]>`
      select count(*)::int as n from (
        select 1 from advertiser_profiles p
        cross join lateral (
          select 1 from ads a where a.user_id = p.user_id and ${this.adConditions(db, q)} limit ${cap}
        ) mine
        where ${this.advertiserConditions(db, q)}
        limit ${cap}
      ) x`;
    return row!.n;
  }

  /**
   * How many ads match, counting no further than `cap`: the ads of the range are walked off the index and
   * each maker checked per ad (EXISTS, as in `page`), stopping at `cap`. Its cost follows `cap` divided by
   * the share of ads that match: the plan when most makers qualify (no filter on the advertiser).
   */
  async countUpTo(q: MarketQuery, cap: number, db: Db = this.sql.sql): Promise<number> {
    const [row] = await db<{ n: number }[]>`
      select count(*)::int as n from (
        select 1 from ads a
        where ${this.adConditions(db, q)}
          and exists (select 1 from advertiser_profiles p where p.user_id = a.user_id
            and ${this.advertiserConditions(db, q)} offset 0)
        limit ${cap}
      ) x`;
    return row!.n;
  }

  /** The ad's own conditions (the partial indexes' predicate, literally, then the filters). */
  private adConditions(db: Db, q: MarketQuery) {
    return db`a.status = 'PUBLISHED' and a.online and a.remaining_quantity > 0 and a.deleted_at is null
      and a.type = ${q.type}::ad_type
      ${
        q.assetKind === 'NFT'
          ? db`and a.asset_kind = 'NFT' and a.nft_album_id = any(${q.nftAlbumIds as number[]}::int[])`
          : q.coinPairId === null
            ? db`and a.coin_pair_id = any(${q.enabledPairIds as number[]}::int[])`
            : db`and a.coin_pair_id = ${q.coinPairId}`
      }
      ${q.paymentKind === null ? db`` : db`and a.payment_kinds @> ${kindConstant(db, q.paymentKind)}`}`;
  }

  /** The maker's: online, not banned from login nor from the ad's side (SELL: selling), then the filters. */
  private advertiserConditions(db: Db, q: MarketQuery) {
    return db`p.online and not p.login_banned
      ${q.type === 'SELL' ? db`and not p.sell_banned` : db`and not p.buy_banned`}
      ${q.regionId === null ? db`` : db`and p.region_id = ${q.regionId}`}
      ${q.certifiedOnly ? db`and p.certified` : db``}
      ${q.fastOnly ? db`and p.fast_trader` : db``}`;
  }

  private order(db: Db, q: MarketQuery) {
    if (q.sortBy === 'QUANTITY') {
      return q.sortOrder === 'ASC'
        ? db`a.remaining_quantity asc, a.id asc`
        : db`a.remaining_quantity desc, a.id desc`;
    }
    return q.sortOrder === 'ASC' ? db`a.unit_price asc, a.id asc` : db`a.unit_price desc, a.id desc`;
  }
}

/**
 * A payment kind as a constant of the statement, not a parameter: the planner proves a partial index's
 * predicate from constants only, and each kind's ads have an index of their own (the capped count walks
 * it). Written out per kind, so no value is ever spliced into the statement's text.
 */
const KIND_CONSTANTS: Record<PaymentMethodKind, (db: Db) => ReturnType<Db>> = {
  USDT_ADDRESS: (db) => db`array['USDT_ADDRESS']::payment_method_kind[]`,
  ALIPAY: (db) => db`array['ALIPAY']::payment_method_kind[]`,
  WECHAT: (db) => db`array['WECHAT']::payment_method_kind[]`,
  BANK_CARD: (db) => db`array['BANK_CARD']::payment_method_kind[]`,
  VISA_DIRECT: (db) => db`array['VISA_DIRECT']::payment_method_kind[]`,
  OTHER: (db) => db`array['OTHER']::payment_method_kind[]`,
};

function kindConstant(db: Db, kind: PaymentMethodKind) {
  const constant = KIND_CONSTANTS[kind];
  if (!constant) throw new TypeError(`not a payment kind: ${String(kind)}`);
  return constant(db);
}
