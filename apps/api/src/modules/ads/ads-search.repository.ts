import { Injectable } from '@nestjs/common';
import type { AdStatus, AdType, ChainType } from '@p2p/contracts';
import { ReadSqlService } from '../../core/infra/db/read-sql.service.js';
import { type Db, SqlService } from '../../core/infra/db/sql.service.js';
import { together } from '../../core/infra/db/together.js';

/**
 * What the staff console filters the market's ads by (issue 25). A list given is a restriction: an empty
 * one matches nothing (`coinIds` of an unknown symbol, `userIds` of a user filter that found nobody).
 */
export interface AdSearch {
  status?: AdStatus;
  online?: boolean;
  side?: AdType;
  coinIds?: readonly number[];
  quote?: string;
  userIds?: readonly string[];
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

/** An ad as the staff console lists it: its owner and coin as ids (the callers name them). */
export interface AdSearchRow {
  id: string;
  type: AdType;
  status: AdStatus;
  online: boolean;
  assetKind: 'COIN' | 'NFT';
  coinId: number | null;
  quote: string;
  chain: ChainType;
  unitPrice: string;
  totalQuantity: string;
  remainingQuantity: string;
  minAmount: string | null;
  maxAmount: string | null;
  userId: string;
  createdAt: Date;
  publishedAt: Date | null;
}

const columns = (db: Db) => db`
  a.id::text as id, a.type, a.status, a.online, a.asset_kind as "assetKind", a.coin_id as "coinId",
  a.quote_currency as quote, a.chain, a.unit_price::text as "unitPrice",
  a.total_quantity::text as "totalQuantity", a.remaining_quantity::text as "remainingQuantity",
  a.min_amount::text as "minAmount", a.max_amount::text as "maxAmount", a.user_id::text as "userId",
  a.created_at as "createdAt", a.published_at as "publishedAt"`;

/**
 * The market's ads as the staff console reads them (issue 25), read only, `ads` alone. Paged with limit
 * and offset, newest first (`created_at desc, id desc`), with the total. The indexes that serve each filter
 * (migration 20261202100000_admin_trading and earlier):
 *
 * - no filter / dates only: `ads_created_at_id_idx` (read backwards);
 * - status: `ads_status_created_at_idx`;
 * - user: `ads_user_id_status_idx`;
 * - pair and side: `ads_type_coin_id_status_online_unit_price_idx`.
 *
 * Online, quote and dates narrow the rows the index above found.
 */
@Injectable()
export class AdsSearchRepository {
  /** The console's list reads a replica where one is configured (issue 27); one ad, the primary. */
  constructor(
    private readonly sql: SqlService,
    private readonly reads: ReadSqlService,
  ) {}

  /** The pool, for reads outside a transaction that other modules' sources join (AdOrders). */
  get pool(): Db {
    return this.sql.sql;
  }

  async search(f: AdSearch): Promise<{ rows: AdSearchRow[]; total: number }> {
    const db = this.reads.sql;
    // Deleted ads only when asked for by status.
    const c = [f.status ? db`a.status = ${f.status}::ad_status` : db`a.status <> 'DELETED'::ad_status`];
    if (f.online !== undefined) c.push(db`a.online = ${f.online}`);
    if (f.side) c.push(db`a.type = ${f.side}::ad_type`);
    if (f.coinIds) c.push(db`a.coin_id = any(${f.coinIds as number[]}::int[])`);
    if (f.quote) c.push(db`a.quote_currency = ${f.quote}`);
    if (f.userIds) c.push(db`a.user_id = any(${f.userIds as string[]}::bigint[])`);
    if (f.from) c.push(db`a.created_at >= ${f.from}`);
    if (f.to) c.push(db`a.created_at < ${f.to}`);
    const where = c.reduce((acc, x) => db`${acc} and ${x}`);
    const [rows, [count]] = await together([
      db<AdSearchRow[]>`
        select ${columns(db)} from ads a
        where ${where} order by a.created_at desc, a.id desc limit ${f.limit} offset ${f.offset}`,
      db<{ n: number }[]>`select count(*)::int as n from ads a where ${where}`,
    ]);
    return { rows, total: count!.n };
  }

  async byId(id: string): Promise<AdSearchRow | null> {
    const db = this.sql.sql;
    const [row] = await db<AdSearchRow[]>`select ${columns(db)} from ads a where a.id = ${id}::bigint`;
    return row ?? null;
  }
}
