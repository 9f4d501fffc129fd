import { Injectable } from '@nestjs/common';
import type { ChainKind } from '@p2p/chain';
import { Clock } from '@p2p/domain';
import { SqlService, type Tx } from '../../core/infra/db/sql.service.js';

export type LedgerReason =
  | 'DEPOSIT_SURPLUS'
  | 'UNMATCHED_DEPOSIT'
  | 'LATE_DEPOSIT'
  | 'AD_CANCELLED'
  | 'ORDER_REFUND'
  | 'WITHDRAWAL'
  | 'WITHDRAWAL_FAILED'
  | 'RETURNED'
  | 'ADJUSTMENT';

/** A change of one temporary-balance line and why; `delta` in coin units (negative: a debit). */
export interface LedgerChange {
  userId: bigint;
  coinId: number;
  chain: ChainKind;
  delta: string;
  reason: LedgerReason;
  depositIntentId?: string | null;
  chainTransferId?: string | null;
  payoutId?: string | null;
  adId?: bigint | null;
  orderId?: bigint | null;
  note?: string | null;
}

export interface BalanceLine {
  userId: string;
  coinId: number;
  chain: ChainKind;
  amount: string;
  updatedAt: Date;
}

/**
 * The temporary balance: `temp_balances` (one line per user, coin and chain, never below zero) and its
 * ledger `temp_balance_entries`. Every change writes both in the caller's transaction, so a line always
 * equals the sum of its entries. A line's `updated_at` is when it last moved by the injected clock (issue 21):
 * the return of what remains counts its idle hours from it.
 */
@Injectable()
export class LedgerRepository {
  constructor(
    private readonly db: SqlService,
    private readonly clock: Clock,
  ) {}

  /**
   * Applies a change. A debit larger than the line changes nothing and answers null (the balance is never
   * negative, whatever races with it); otherwise the balance after.
   */
  async apply(tx: Tx, change: LedgerChange): Promise<string | null> {
    const user = String(change.userId);
    const now = this.clock.now();
    let after: string | undefined;
    if (change.delta.startsWith('-')) {
      const take = change.delta.slice(1);
      [{ amount: after } = { amount: undefined }] = await tx<{ amount: string }[]>`
        update temp_balances set amount = amount - ${take}, version = version + 1, updated_at = ${now}
        where user_id = ${user} and coin_id = ${change.coinId} and chain = ${change.chain} and amount >= ${take}
        returning amount::text as amount`;
    } else {
      [{ amount: after } = { amount: undefined }] = await tx<{ amount: string }[]>`
        insert into temp_balances (user_id, coin_id, chain, amount, updated_at)
        values (${user}, ${change.coinId}, ${change.chain}, ${change.delta}, ${now})
        on conflict (user_id, coin_id, chain) do update set amount = temp_balances.amount + excluded.amount,
          version = temp_balances.version + 1, updated_at = excluded.updated_at
        returning amount::text as amount`;
    }
    if (after === undefined) return null;
    await tx`
      insert into temp_balance_entries (user_id, coin_id, chain, delta, balance_after, reason, ad_id, order_id,
        deposit_intent_id, chain_transfer_id, payout_id, note)
      values (${user}, ${change.coinId}, ${change.chain}, ${change.delta}, ${after}, ${change.reason},
        ${change.adId == null ? null : String(change.adId)}, ${change.orderId == null ? null : String(change.orderId)},
        ${change.depositIntentId ?? null}, ${change.chainTransferId ?? null}, ${change.payoutId ?? null},
        ${change.note ?? null})`;
    return after;
  }

  /** Locks a line (a withdrawal checks and debits it in one transaction). */
  async lockLine(tx: Tx, userId: bigint, coinId: number, chain: ChainKind): Promise<string | null> {
    const [row] = await tx<{ amount: string }[]>`
      select amount::text as amount from temp_balances
      where user_id = ${String(userId)} and coin_id = ${coinId} and chain = ${chain} for update`;
    return row ? row.amount : null;
  }

  /** A user's lines with something in them. */
  lines(userId: bigint): Promise<BalanceLine[]> {
    return this.db.sql<BalanceLine[]>`
      select user_id::text as "userId", coin_id as "coinId", chain, amount::text as amount, updated_at as "updatedAt"
      from temp_balances where user_id = ${String(userId)} and amount > 0 order by coin_id, chain`;
  }

  /** Lines untouched since `before`, for the return of what remains after every ad and order ended. */
  idleLines(before: Date, limit: number): Promise<BalanceLine[]> {
    return this.db.sql<BalanceLine[]>`
      select user_id::text as "userId", coin_id as "coinId", chain, amount::text as amount, updated_at as "updatedAt"
      from temp_balances where amount > 0 and updated_at < ${before} order by updated_at limit ${limit}`;
  }

  /** Sum of the temporary balances per coin on a chain (coin units). */
  async totalsByCoin(chain: ChainKind): Promise<Map<number, string>> {
    const rows = await this.db.sql<{ coinId: number; total: string }[]>`
      select coin_id as "coinId", sum(amount)::text as total from temp_balances where chain = ${chain} group by coin_id`;
    return new Map(rows.map((r) => [r.coinId, r.total]));
  }
}
