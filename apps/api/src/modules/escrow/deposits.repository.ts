import { Injectable } from '@nestjs/common';
import type { ChainKind } from '@p2p/chain';
import type { DepositIntentStatus, DepositPurpose } from '@p2p/contracts';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';

/** A deposit intent as escrow works with it; amounts in coin units (decimal strings). */
export interface IntentRow {
  id: string;
  userId: string;
  purpose: DepositPurpose;
  refId: string;
  chain: ChainKind;
  assetKind: 'COIN' | 'NFT';
  coinId: number | null;
  nftItemId: string | null;
  tokenAddress: string;
  tokenId: string | null;
  amount: string;
  receivedAmount: string;
  heldAmount: string;
  escrowAddress: string;
  fromAddress: string;
  status: DepositIntentStatus;
  expiresAt: Date;
  createdAt: Date;
}

export interface NewIntent {
  userId: bigint;
  purpose: DepositPurpose;
  refId: string;
  chain: ChainKind;
  assetKind: 'COIN' | 'NFT';
  coinId: number | null;
  nftItemId: bigint | null;
  tokenAddress: string;
  tokenId: bigint | null;
  amount: string;
  escrowAddress: string;
  fromAddress: string;
  expiresAt: Date;
  adId: bigint | null;
  orderId: bigint | null;
}

const intentColumns = (db: Db) => db`
  id::text as id, user_id::text as "userId", purpose, ref_id as "refId", chain, asset_kind as "assetKind",
  coin_id as "coinId", nft_item_id::text as "nftItemId", token_address as "tokenAddress", token_id::text as "tokenId",
  amount::text as amount, received_amount::text as "receivedAmount", held_amount::text as "heldAmount",
  escrow_address as "escrowAddress", from_address as "fromAddress", status, expires_at as "expiresAt",
  created_at as "createdAt"`;

/** `deposit_intents`: what escrow expects to receive, and what it still holds for each. */
@Injectable()
export class DepositsRepository {
  constructor(private readonly db: SqlService) {}

  /** Opens an intent once per (purpose, refId): a second call answers the first one. */
  async insert(tx: Tx, intent: NewIntent): Promise<IntentRow> {
    const [created] = await tx<IntentRow[]>`
      insert into deposit_intents (user_id, purpose, ref_id, chain, asset_kind, coin_id, nft_item_id, token_address,
        token_id, amount, escrow_address, from_address, expires_at, ad_id, order_id, updated_at)
      values (${String(intent.userId)}, ${intent.purpose}, ${intent.refId}, ${intent.chain}, ${intent.assetKind},
        ${intent.coinId}, ${intent.nftItemId === null ? null : String(intent.nftItemId)}, ${intent.tokenAddress},
        ${intent.tokenId === null ? null : String(intent.tokenId)}, ${intent.amount}, ${intent.escrowAddress},
        ${intent.fromAddress}, ${intent.expiresAt}, ${intent.adId === null ? null : String(intent.adId)},
        ${intent.orderId === null ? null : String(intent.orderId)}, now())
      on conflict (purpose, ref_id) do nothing
      returning ${intentColumns(tx)}`;
    if (created) return created;
    const [existing] = await tx<IntentRow[]>`
      select ${intentColumns(tx)} from deposit_intents where purpose = ${intent.purpose} and ref_id = ${intent.refId}`;
    return existing!;
  }

  /** The intent of (purpose, refId), its row locked until commit; null when none was opened. */
  async lockByRef(tx: Tx, purpose: DepositPurpose, refId: string): Promise<IntentRow | null> {
    const [row] = await tx<IntentRow[]>`
      select ${intentColumns(tx)} from deposit_intents
      where purpose = ${purpose} and ref_id = ${refId} for update`;
    return row ?? null;
  }

  /** The intent id of each of `refIds` that has one (purpose and refId to id). */
  async idsByRefs(
    purpose: DepositPurpose,
    refIds: readonly string[],
    db: Db = this.db.sql,
  ): Promise<Map<string, string>> {
    if (refIds.length === 0) return new Map();
    const rows = await db<{ refId: string; id: string }[]>`
      select ref_id as "refId", id::text as id from deposit_intents
      where purpose = ${purpose} and ref_id = any(${[...refIds]}::text[])`;
    return new Map(rows.map((r) => [r.refId, r.id]));
  }

  /**
   * The intents of `purpose` for each of `refIds`, oldest first; `lock`: their rows locked until `db` (a
   * transaction) ends, in that order (issue 24: a merchant's guarantee spans several deposits).
   */
  async byRefs(
    db: Db,
    purpose: DepositPurpose,
    refIds: readonly string[],
    lock = false,
  ): Promise<IntentRow[]> {
    if (refIds.length === 0) return [];
    return db<IntentRow[]>`
      select ${intentColumns(db)} from deposit_intents
      where purpose = ${purpose} and ref_id = any(${[...refIds]}::text[])
      order by created_at, id ${lock ? db`for update` : db``}`;
  }

  async byId(id: string, db: Db = this.db.sql): Promise<IntentRow | null> {
    const [row] = await db<IntentRow[]>`select ${intentColumns(db)} from deposit_intents where id = ${id}`;
    return row ?? null;
  }

  /**
   * The sender's oldest open intent for a token that had not expired at `paidAt` (the transfer's block
   * time: a deposit paid on time is on time however late it confirms, issue 20), locked for the credit.
   */
  async oldestOpenForUpdate(
    tx: Tx,
    userId: string,
    chain: ChainKind,
    tokenAddress: string,
    paidAt: Date,
  ): Promise<IntentRow | null> {
    const [row] = await tx<IntentRow[]>`
      select ${intentColumns(tx)} from deposit_intents
      where user_id = ${userId} and chain = ${chain} and token_address = ${tokenAddress} and status = 'OPEN'
        and expires_at > ${paidAt}
      order by created_at, id limit 1 for update`;
    return row ?? null;
  }

  /**
   * The sender's oldest open NFT intent on the chain, of any collection, that had not expired at `paidAt`,
   * locked: an NFT that is not the one it expects (another item, another collection) cancels it (spec §4).
   */
  async oldestOpenNftForUpdate(
    tx: Tx,
    userId: string,
    chain: ChainKind,
    paidAt: Date,
  ): Promise<IntentRow | null> {
    const [row] = await tx<IntentRow[]>`
      select ${intentColumns(tx)} from deposit_intents
      where user_id = ${userId} and chain = ${chain} and asset_kind = 'NFT' and status = 'OPEN'
        and expires_at > ${paidAt}
      order by created_at, id limit 1 for update`;
    return row ?? null;
  }

  /**
   * Whether the sender had an intent for the token that expired unpaid by `paidAt` (the transfer's block
   * time): a deposit paid then is a late one.
   */
  async hadExpired(
    tx: Tx,
    userId: string,
    chain: ChainKind,
    tokenAddress: string,
    paidAt: Date,
  ): Promise<boolean> {
    const [row] = await tx<{ n: number }[]>`
      select 1 as n from deposit_intents
      where user_id = ${userId} and chain = ${chain} and token_address = ${tokenAddress}
        and (status = 'EXPIRED' or (status = 'OPEN' and expires_at <= ${paidAt}))
      limit 1`;
    return row !== undefined;
  }

  /** Adds a credit: received and held grow by `amount`; SATISFIED when complete, at `now`. */
  async credit(tx: Tx, id: string, amount: string, complete: boolean, now: Date): Promise<IntentRow> {
    const [row] = await tx<IntentRow[]>`
      update deposit_intents set received_amount = received_amount + ${amount}, held_amount = held_amount + ${amount},
        status = case when ${complete} then 'SATISFIED'::deposit_intent_status else status end,
        satisfied_at = case when ${complete} then ${now}::timestamptz else satisfied_at end, updated_at = now()
      where id = ${id}
      returning ${intentColumns(tx)}`;
    return row!;
  }

  /** Closes an OPEN intent: CANCELLED, or EXPIRED when its deadline passed unpaid (a later deposit is late). */
  async cancel(tx: Tx, id: string, status: 'CANCELLED' | 'EXPIRED' = 'CANCELLED'): Promise<void> {
    await tx`
      update deposit_intents set status = ${status}::deposit_intent_status, updated_at = now()
      where id = ${id} and status = 'OPEN'`;
  }

  /**
   * Moves an OPEN intent's expiry (its trade's deadline moved: an outage or maintenance, issue 20), in the
   * caller's transaction; null when it is not open (nothing to move).
   */
  async moveExpiry(tx: Tx, id: string, expiresAt: Date): Promise<IntentRow | null> {
    const [row] = await tx<IntentRow[]>`
      update deposit_intents set expires_at = ${expiresAt}, updated_at = now()
      where id = ${id} and status = 'OPEN'
      returning ${intentColumns(tx)}`;
    return row ?? null;
  }

  /**
   * Takes `amount` from what an intent holds (a release or refund drawing on it). False when it holds less:
   * nothing changes then.
   */
  async draw(tx: Tx, id: string, amount: string): Promise<boolean> {
    const rows = await tx`
      update deposit_intents set held_amount = held_amount - ${amount}, updated_at = now()
      where id = ${id} and held_amount >= ${amount}
      returning id`;
    return rows.length === 1;
  }

  /**
   * Marks OPEN intents past their expiry; answers them (their owners are told). One whose owner has a
   * transfer in its token mined before the expiry and still confirming waits for it (issue 20: the
   * deposit may be on time); once that transfer is credited or reorganised away, it is decided again.
   * One whose chain the watcher has not read up to the expiry (its cursor's block stamped before it, or
   * not known) waits for it too, for `watchGraceMs` after the expiry at most (the rule of `watcherBehind`
   * in @p2p/domain, as SQL: a transfer mined on time but not read yet is not made late; a chain never
   * read has no watcher to wait for).
   */
  async expireDue(tx: Tx, now: Date, watchGraceMs = 0): Promise<IntentRow[]> {
    const graceEnded = new Date(now.getTime() - watchGraceMs);
    return tx<IntentRow[]>`
      update deposit_intents i set status = 'EXPIRED', updated_at = now()
      where i.status = 'OPEN' and i.expires_at <= ${now}
        and not exists (
          select 1 from chain_transfers t
          where t.chain = i.chain and t.user_id = i.user_id and t.token_address = i.token_address
            and t.status = 'PENDING' and coalesce(t.block_time, t.created_at) < i.expires_at)
        and (i.expires_at <= ${graceEnded} or not exists (
          select 1 from chain_cursors c
          where c.chain = i.chain and (c.block_time is null or c.block_time < i.expires_at)))
      returning ${intentColumns(tx)}`;
  }

  /** What escrow holds for deposits, per token (coin units; NFTs count 1 each). */
  async heldByToken(chain: ChainKind): Promise<Map<string, string>> {
    const rows = await this.db.sql<{ token: string; held: string }[]>`
      select token_address as token, sum(held_amount)::text as held from deposit_intents
      where chain = ${chain} and held_amount > 0 group by token_address`;
    return new Map(rows.map((r) => [r.token, r.held]));
  }

  /** The NFTs escrow holds for deposits on `chain`: each one's collection and token id (a drain moves them). */
  heldNfts(chain: ChainKind): Promise<Array<{ tokenAddress: string; tokenId: string }>> {
    return this.db.sql<Array<{ tokenAddress: string; tokenId: string }>>`
      select token_address as "tokenAddress", token_id::text as "tokenId" from deposit_intents
      where chain = ${chain} and asset_kind = 'NFT' and held_amount > 0 and token_id is not null
      order by id`;
  }

  /** Whether the user has escrow held or awaited for an ad or order (withdrawing waits for them). */
  async hasActive(userId: bigint, now: Date): Promise<boolean> {
    const [row] = await this.db.sql<{ n: number }[]>`
      select 1 as n from deposit_intents
      where user_id = ${String(userId)} and (held_amount > 0 or (status = 'OPEN' and expires_at > ${now}))
      limit 1`;
    return row !== undefined;
  }
}
