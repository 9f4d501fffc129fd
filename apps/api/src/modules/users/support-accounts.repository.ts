import { Injectable } from '@nestjs/common';
import type { ChainType, KycLevel } from '@p2p/db';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';

/** An account as customer service sees it (ids and the completion rate as strings). */
export interface SupportAccountRow {
  id: string;
  email: string | null;
  nickname: string | null;
  regionId: string | null;
  language: string;
  kycLevel: KycLevel;
  kycVerifiedAt: Date | null;
  walletAddress: string | null;
  identityBound: boolean;
  chainType: ChainType | null;
  usdtAddress: string | null;
  creditScore: number;
  certified: boolean;
  fastTrader: boolean;
  orderCount: number;
  completedOrderCount: number;
  completionRate: string;
  online: boolean;
  hasPassword: boolean;
  hasSecurityPassword: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
}

/** What a search looks for: an account id (when the text is one), and the text itself. */
export interface AccountSearch {
  id: string | null;
  text: string;
  limit: number;
}

function columns(db: Db) {
  return db`
    id::text as id, email, nickname, region_id as "regionId", language::text as language,
    kyc_level as "kycLevel", kyc_verified_at as "kycVerifiedAt", wallet_address as "walletAddress",
    wallet_identity is not null as "identityBound", chain_type as "chainType",
    usdt_address as "usdtAddress", credit_score as "creditScore", certified, fast_trader as "fastTrader",
    order_count as "orderCount", completed_order_count as "completedOrderCount",
    completion_rate::text as "completionRate", online, password_hash is not null as "hasPassword",
    security_password_hash is not null as "hasSecurityPassword", last_login_at as "lastLoginAt",
    created_at as "createdAt"`;
}

/** `text` for a LIKE pattern: its wildcards and the escape character taken literally. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The `users` table as the staff console reads and changes it (issue 13, customer service): finding an
 * account, its facts, and the certified-merchant flag. Part of the users module, the table's owner.
 */
@Injectable()
export class SupportAccountsRepository {
  constructor(private readonly db: SqlService) {}

  get pool(): Db {
    return this.db.sql;
  }

  /**
   * Accounts whose id, email, identity wallet or USDT address is the text (addresses in any case), then
   * those whose email or nickname starts with it (case-insensitive); exact matches first, newest first.
   */
  async search(q: AccountSearch): Promise<SupportAccountRow[]> {
    const sql = this.db.sql;
    const text = q.text;
    const exact = sql`(
      ${q.id === null ? sql`false` : sql`id = ${q.id}::bigint`}
      or email = lower(${text})
      or lower(wallet_address) = lower(${text})
      or lower(usdt_address) = lower(${text}))`;
    const pattern = likePrefix(text);
    return sql<SupportAccountRow[]>`
      select ${columns(sql)} from users
      where ${exact} or email ilike ${pattern} or nickname ilike ${pattern}
      order by case when ${exact} then 0 else 1 end, id desc
      limit ${q.limit}`;
  }

  async byId(db: Db, id: bigint): Promise<SupportAccountRow | null> {
    const [row] = await db<SupportAccountRow[]>`select ${columns(db)} from users where id = ${String(id)}`;
    return row ?? null;
  }

  /** The nicknames and emails of `ids` (one statement); an id with no account is absent. */
  async names(
    ids: readonly string[],
  ): Promise<Map<string, { nickname: string | null; email: string | null }>> {
    const rows = await this.db.sql<{ id: string; nickname: string | null; email: string | null }[]>`
      select id::text as id, nickname, email from users where id = any(${ids as string[]}::bigint[])`;
    return new Map(rows.map((r) => [r.id, { nickname: r.nickname, email: r.email }]));
  }

  /**
   * The ids of the accounts whose id is `id`, or whose email or nickname is `text` (case-insensitive; emails
   * are stored in lower case, so the email's unique index serves it); at most `limit`.
   */
  async idsMatching(text: string, id: string | null, limit: number): Promise<string[]> {
    const db = this.db.sql;
    const byId = id === null ? db`false` : db`id = ${id}::bigint`;
    const rows = await db<{ id: string }[]>`
      select id::text as id from users
      where ${byId} or email = lower(${text}) or lower(nickname) = lower(${text})
      limit ${limit}`;
    return rows.map((r) => r.id);
  }

  /** The certified flag and KYC level, the row locked until commit; null for no such account. */
  async lockCertification(tx: Tx, id: bigint): Promise<{ certified: boolean; kycLevel: KycLevel } | null> {
    const [row] = await tx<{ certified: boolean; kycLevel: KycLevel }[]>`
      select certified, kyc_level as "kycLevel" from users where id = ${String(id)} for update`;
    return row ?? null;
  }

  async setCertified(tx: Tx, id: bigint, certified: boolean): Promise<void> {
    await tx`update users set certified = ${certified}, updated_at = now() where id = ${String(id)}`;
  }
}
