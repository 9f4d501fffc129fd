import { Injectable } from '@nestjs/common';
import type { AdType, PaymentMethodKind } from '@p2p/contracts';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';
import type { AdRow, AdvertiserRow, GiveBackResult, LockedAd, NewAd } from './ads.rows.js';
import { IN_PROGRESS } from './ads.rows.js';

export * from './ads.rows.js';

const advertiserColumns = (db: Db) => db`
  p.user_id::text as "userId", p.nickname, p.region_id as "regionId", p.flag, p.certified,
  p.fast_trader as "fastTrader", p.online, p.order_count as "orderCount",
  p.completed_order_count as "completedOrderCount", p.completion_rate::text as "completionRate",
  p.avg_confirm_seconds as "avgConfirmSeconds", p.credit_score as "creditScore",
  p.buy_banned as "buyBanned", p.sell_banned as "sellBanned"`;

const adColumns = (db: Db) => db`
  a.id::text as id, a.user_id::text as "userId", a.type, a.mode, a.asset_kind as "assetKind",
  a.coin_id as "coinId", a.coin_pair_id as "coinPairId", a.nft_item_id::text as "nftItemId", a.chain,
  a.quote_currency as "quoteCurrency", a.price_type as "priceType", a.unit_price::text as "unitPrice",
  a.price_margin::text as "priceMargin", a.total_quantity::text as "totalQuantity",
  a.remaining_quantity::text as "remainingQuantity", a.deposited_quantity::text as "depositedQuantity",
  a.min_quantity::text as "minQuantity", a.max_quantity::text as "maxQuantity", a.min_amount::text as "minAmount",
  a.max_amount::text as "maxAmount", a.pay_minutes as "payMinutes", a.min_credit as "minCredit",
  a.min_completed_orders as "minCompletedOrders", a.min_registered_days as "minRegisteredDays", a.notes,
  a.online, a.status, a.version, a.created_at as "createdAt", a.published_at as "publishedAt",
  json_build_object('userId', p.user_id::text, 'nickname', p.nickname, 'regionId', p.region_id, 'flag', p.flag,
    'certified', p.certified, 'fastTrader', p.fast_trader, 'online', p.online, 'orderCount', p.order_count,
    'completedOrderCount', p.completed_order_count, 'completionRate', p.completion_rate::text,
    'avgConfirmSeconds', p.avg_confirm_seconds, 'creditScore', p.credit_score, 'buyBanned', p.buy_banned,
    'sellBanned', p.sell_banned) as advertiser`;

/**
 * `ads` and `ad_payment_methods`: only this file reads or writes them. The advertiser of an ad is read
 * through the users module's read model, the `advertiser_profiles` view (ADR 0012), never from `users`.
 */
@Injectable()
export class AdsRepository {
  constructor(private readonly sql: SqlService) {}

  /** The pool, for reads outside a transaction that other modules' sources join (AdOrders). */
  get pool(): Db {
    return this.sql.sql;
  }

  /** Serialises one user's ad creations until commit (the ad limits and the one-creating rule). */
  async lockUser(tx: Tx, userId: bigint): Promise<void> {
    await tx`select pg_advisory_xact_lock(hashtextextended(${`ads:${userId}`}, 0))`;
  }

  /** The advertiser as the view shows them; null when there is no such account. */
  async advertiser(db: Db, userId: bigint): Promise<AdvertiserRow | null> {
    const [row] = await db<AdvertiserRow[]>`
      select ${advertiserColumns(db)} from advertiser_profiles p where p.user_id = ${String(userId)}`;
    return row ?? null;
  }

  /** Several advertisers in one statement (an order page's counterparties). */
  advertisers(db: Db, userIds: readonly bigint[]): Promise<AdvertiserRow[]> {
    return db<AdvertiserRow[]>`
      select ${advertiserColumns(db)} from advertiser_profiles p
      where p.user_id = any(${userIds.map(String)}::bigint[])`;
  }

  /** The user's ads of `type` that count against the ad limit (neither CANCELLED nor DELETED). */
  async countOpen(tx: Tx, userId: bigint, type: AdType): Promise<number> {
    const [row] = await tx<{ n: number }[]>`
      select count(*)::int as n from ads
      where user_id = ${String(userId)} and type = ${type}::ad_type and status not in ('CANCELLED', 'DELETED')`;
    return row!.n;
  }

  /** Whether the user has an ad being created. */
  async hasCreating(tx: Tx, userId: bigint): Promise<boolean> {
    const [row] = await tx<{ n: number }[]>`
      select 1 as n from ads where user_id = ${String(userId)} and status = 'CREATING' limit 1`;
    return row !== undefined;
  }

  async insert(tx: Tx, ad: NewAd): Promise<string> {
    const published = ad.status === 'PUBLISHED' ? ad.at : null;
    const [coin, nft] = 'coinId' in ad.asset ? [ad.asset, null] : [null, ad.asset];
    const [row] = await tx<{ id: string }[]>`
      insert into ads (user_id, type, mode, asset_kind, coin_id, coin_pair_id, nft_album_id, nft_item_id, chain,
        quote_currency, price_type, unit_price, price_margin, total_quantity, remaining_quantity, min_quantity,
        max_quantity, min_amount, max_amount, notes, pay_minutes, min_credit, min_completed_orders, min_registered_days, payment_kinds,
        region_id, status, published_at, created_at, updated_at)
      values (${String(ad.userId)}, ${ad.type}::ad_type, ${ad.mode}::ad_mode, ${nft ? 'NFT' : 'COIN'}::ad_asset_kind,
        ${coin?.coinId ?? null}, ${coin?.coinPairId ?? null}, ${nft?.nftAlbumId ?? null}, ${nft?.nftItemId ?? null},
        ${ad.chain}::chain_type, ${ad.quoteCurrency}, ${ad.priceType}::ad_price_type, ${ad.unitPrice},
        ${ad.priceMargin}, ${ad.totalQuantity}, ${ad.totalQuantity}, ${ad.minQuantity}, ${ad.maxQuantity},
        ${ad.minAmount}, ${ad.maxAmount}, ${ad.notes}, ${ad.payMinutes}, ${ad.minCredit}, ${ad.minCompletedOrders},
        ${ad.minRegisteredDays}, ${[...ad.paymentKinds]}::payment_method_kind[], ${ad.regionId},
        ${ad.status}::ad_status, ${published}, ${ad.at}, ${ad.at})
      returning id::text as id`;
    return row!.id;
  }

  async linkPaymentMethods(tx: Tx, adId: string, methodIds: readonly bigint[]): Promise<void> {
    await tx`
      insert into ad_payment_methods (ad_id, payment_method_id)
      select ${adId}::bigint, unnest(${methodIds.map(String)}::bigint[])`;
  }

  /** One ad with its advertiser (deleted ones too); null when there is none. */
  async byId(db: Db, id: string): Promise<AdRow | null> {
    const [row] = await db<AdRow[]>`
      select ${adColumns(db)} from ads a join advertiser_profiles p on p.user_id = a.user_id
      where a.id = ${id}`;
    return row ?? null;
  }

  /** The user's ads, newest first, deleted ones left out; `inProgressOnly`: creating, published, revoking. */
  async pageOfUser(
    userId: bigint,
    inProgressOnly: boolean,
    pageNo: number,
    pageSize: number,
  ): Promise<{ rows: AdRow[]; total: number }> {
    const sql = this.sql.sql;
    const statuses = inProgressOnly ? [...IN_PROGRESS] : ['CREATING', 'PUBLISHED', 'REVOKING', 'CANCELLED'];
    const where = sql`a.user_id = ${String(userId)} and a.status = any(${statuses}::ad_status[])`;
    const [count] = await sql<{ n: number }[]>`select count(*)::int as n from ads a where ${where}`;
    const rows = await sql<AdRow[]>`
      select ${adColumns(sql)} from ads a join advertiser_profiles p on p.user_id = a.user_id
      where ${where}
      order by a.created_at desc, a.id desc
      limit ${pageSize} offset ${(pageNo - 1) * pageSize}`;
    return { rows, total: count!.n };
  }

  /** The payment methods each of `adIds` names, by ad id. */
  async paymentMethodIds(db: Db, adIds: readonly string[]): Promise<Map<string, bigint[]>> {
    const out = new Map<string, bigint[]>();
    if (adIds.length === 0) return out;
    const rows = await db<{ adId: string; methodId: string }[]>`
      select ad_id::text as "adId", payment_method_id::text as "methodId" from ad_payment_methods
      where ad_id = any(${[...adIds]}::bigint[]) order by ad_id, payment_method_id`;
    for (const r of rows) out.set(r.adId, [...(out.get(r.adId) ?? []), BigInt(r.methodId)]);
    return out;
  }

  /** Locks one ad's row until commit; null when there is none. */
  async lock(tx: Tx, id: string): Promise<LockedAd | null> {
    const [row] = await tx<LockedAd[]>`
      select id::text as id, user_id::text as "userId", type, status, online, asset_kind as "assetKind",
        chain, coin_id as "coinId", nft_item_id::text as "nftItemId", total_quantity::text as "totalQuantity",
        remaining_quantity::text as "remainingQuantity"
      from ads where id = ${id} for update`;
    return row ?? null;
  }

  /**
   * Locks one ad's row until commit and reads it for an order in one statement: the row (its latest
   * version, read after the lock), its advertiser and its payment method ids; null when there is none,
   * it is deleted, or it has no advertiser.
   */
  async lockForOrder(tx: Tx, id: string): Promise<(AdRow & { paymentMethodIds: string[] }) | null> {
    const [row] = await tx<(AdRow & { paymentMethodIds: string[] })[]>`
      select ${adColumns(tx)},
        array(select m.payment_method_id::text from ad_payment_methods m where m.ad_id = a.id
          order by m.payment_method_id) as "paymentMethodIds"
      from ads a join advertiser_profiles p on p.user_id = a.user_id
      where a.id = ${id}
      for update of a`;
    if (!row || row.status === 'DELETED') return null;
    return row;
  }

  /**
   * Takes `quantity` from the ad's remaining quantity (the caller holds the row lock); false, and nothing
   * changes, when less remains: the remaining quantity never goes below zero.
   */
  async takeQuantity(tx: Tx, id: string, quantity: string): Promise<boolean> {
    const rows = await tx`
      update ads set remaining_quantity = remaining_quantity - ${quantity}::numeric, version = version + 1,
        updated_at = now()
      where id = ${id} and remaining_quantity >= ${quantity}::numeric
      returning id`;
    return rows.length === 1;
  }

  /**
   * Gives `quantity` back to the ad's remaining quantity (an order that ended without a release), with
   * the ad's row locked first. A cancelled or deleted ad (or none) takes nothing back: 'closed'. One whose
   * remaining quantity would pass its total is left as it is and answered with its figures ('over'): the
   * caller decides, nothing here clamps.
   */
  async giveBackQuantity(tx: Tx, id: string, quantity: string): Promise<GiveBackResult> {
    const [ad] = await tx<{ status: string; total: string; remaining: string; fits: boolean }[]>`
      select status, total_quantity::text as total, remaining_quantity::text as remaining,
        remaining_quantity + ${quantity}::numeric <= total_quantity as fits
      from ads where id = ${id} for no key update`;
    if (!ad || ad.status === 'CANCELLED' || ad.status === 'DELETED') return { outcome: 'closed' };
    if (!ad.fits) return { outcome: 'over', total: ad.total, remaining: ad.remaining };
    await tx`
      update ads set remaining_quantity = remaining_quantity + ${quantity}::numeric, version = version + 1,
        updated_at = now()
      where id = ${id}`;
    return { outcome: 'given' };
  }

  /**
   * Quick trade's candidates: published online ads of a pair and type with at least `quantity` left, of
   * online advertisers other than `excludeUserId`, optionally naming a payment kind; best price first
   * (lowest for SELL ads, highest for BUY ads), then oldest.
   */
  async candidates(
    db: Db,
    q: { type: AdType; coinPairId: number; excludeUserId: bigint; paymentKind: PaymentMethodKind | null },
    limit: number,
  ): Promise<string[]> {
    const kind =
      q.paymentKind === null ? db`true` : db`${q.paymentKind}::payment_method_kind = any(a.payment_kinds)`;
    const order = q.type === 'SELL' ? db`a.unit_price asc` : db`a.unit_price desc`;
    const rows = await db<{ id: string }[]>`
      select a.id::text as id from ads a join advertiser_profiles p on p.user_id = a.user_id
      where a.type = ${q.type}::ad_type and a.coin_pair_id = ${q.coinPairId} and a.status = 'PUBLISHED'
        and a.online and p.online and a.remaining_quantity > 0 and a.user_id <> ${String(q.excludeUserId)}
        and ${kind}
      order by ${order}, a.created_at, a.id limit ${limit}`;
    return rows.map((r) => r.id);
  }

  /**
   * CREATING to PUBLISHED once escrow holds the deposit (only from CREATING; false otherwise), stamped
   * with the service's time `at` (shown on the ad).
   */
  async publish(tx: Tx, id: string, at: Date): Promise<boolean> {
    const rows = await tx`
      update ads set status = 'PUBLISHED', published_at = ${at}, deposited_quantity = total_quantity,
        version = version + 1, updated_at = ${at}
      where id = ${id} and status = 'CREATING'
      returning id`;
    return rows.length === 1;
  }

  /** To CANCELLED: nothing remains in the ad (what escrow held is returned or in the temporary balance). */
  async cancel(tx: Tx, id: string, at: Date): Promise<void> {
    await tx`
      update ads set status = 'CANCELLED', cancelled_at = ${at}, remaining_quantity = 0, online = false,
        version = version + 1, updated_at = ${at}
      where id = ${id}`;
  }

  async markDeleted(tx: Tx, id: string, at: Date): Promise<void> {
    await tx`
      update ads set status = 'DELETED', deleted_at = ${at}, version = version + 1, updated_at = ${at}
      where id = ${id}`;
  }

  /** The user's published ads that are online, with their pair, locked (issue 24: which are fiat). */
  async lockOnlineOf(tx: Tx, userId: bigint): Promise<{ id: string; coinPairId: number | null }[]> {
    return tx<{ id: string; coinPairId: number | null }[]>`
      select id::text as id, coin_pair_id as "coinPairId" from ads
      where user_id = ${String(userId)} and status = 'PUBLISHED' and online
      order by id for update`;
  }

  /** The pair of an ad (null for none). */
  async pairOf(db: Db, id: string): Promise<number | null> {
    const [row] = await db<{ coinPairId: number | null }[]>`
      select coin_pair_id as "coinPairId" from ads where id = ${id}`;
    return row?.coinPairId ?? null;
  }

  async setOnline(tx: Tx, id: string, online: boolean): Promise<void> {
    await tx`update ads set online = ${online}, version = version + 1, updated_at = now() where id = ${id}`;
  }

  /** Which of the user's payment methods `ids` an ad that is neither CANCELLED nor DELETED names. */
  async methodsInUse(db: Db, userId: bigint, ids: readonly bigint[]): Promise<Set<bigint>> {
    const rows = await db<{ id: string }[]>`
      select distinct apm.payment_method_id::text as id from ad_payment_methods apm
      join ads a on a.id = apm.ad_id
      where a.user_id = ${String(userId)} and a.status not in ('CANCELLED', 'DELETED')
        and apm.payment_method_id = any(${ids.map(String)}::bigint[])`;
    return new Set(rows.map((r) => BigInt(r.id)));
  }

  /** Whether the user has an ad under way (creating, published or revoking); quoted in `currencies`, in `db`. */
  async hasInProgress(userId: bigint, within?: { db: Db; currencies: readonly string[] }): Promise<boolean> {
    const [row] = await (within?.db ?? this.sql.sql)<{ n: number }[]>`
      select 1 as n from ads
      where user_id = ${String(userId)} and status = any(${[...IN_PROGRESS]}::ad_status[])
        and (${!within} or quote_currency = any(${within?.currencies ?? []}::text[])) limit 1`;
    return row !== undefined;
  }

  /**
   * Reprices every floating ad of a pair that is not CANCELLED or DELETED, in one UPDATE: the reference
   * times (1 + margin / 100), rounded to the price scale, kept in [min, max]; a result not above zero, or
   * one the price column cannot hold (10^18 or more; issue 22), leaves the ad as it was. Answers how many
   * ads changed.
   */
  async repriceFloating(
    db: Db,
    pair: { id: number; referencePrice: string; minPrice: string | null; maxPrice: string | null },
    priceScale: number,
  ): Promise<number> {
    const rows = await db`
      update ads a set unit_price = x.price, version = a.version + 1, updated_at = now()
      from (
        select c.id, case
            when ${pair.minPrice}::numeric is not null and c.raw < ${pair.minPrice}::numeric then ${pair.minPrice}::numeric
            when ${pair.maxPrice}::numeric is not null and c.raw > ${pair.maxPrice}::numeric then ${pair.maxPrice}::numeric
            else c.raw end as price
        from (
          select id, round(${pair.referencePrice}::numeric * (1 + price_margin / 100), ${priceScale}::int) as raw
          from ads
          where coin_pair_id = ${pair.id} and price_type = 'FLOATING' and price_margin is not null
            and status not in ('CANCELLED', 'DELETED')
        ) c
      ) x
      where a.id = x.id and x.price > 0 and x.price < 1e18 and a.unit_price <> x.price
      returning a.id`;
    return rows.length;
  }
}
