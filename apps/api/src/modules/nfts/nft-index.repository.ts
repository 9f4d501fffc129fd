import { Injectable } from '@nestjs/common';
import type { ChainKind } from '@p2p/chain';
import type { Tx } from '../../core/infra/db/sql.service.js';

/** One ERC-721 Transfer of an album's item, as the tap records it. */
export interface NftTransfer {
  albumId: string;
  tokenId: bigint;
  txHash: string;
  logIndex: number;
  blockNumber: bigint;
  blockHash: string;
  from: string;
  to: string;
  at: Date;
}

/** An item whose holder the index set: its id, the address now holding it (null: no transfer left). */
export interface HolderRow {
  id: string;
  holderAddress: string | null;
}

/**
 * The index's writes (issue 23): items appear with their first transfer, every Transfer is a record once
 * per (chain, txHash, logIndex), and an item's holder is the receiver of its latest record in chain order,
 * recomputed after each write and after a reorganisation removed records.
 */
@Injectable()
export class NftIndexRepository {
  /**
   * The items of `transfers` (album, token id), made when new; answers every one's id by `album:token`
   * and the ids made now (their metadata is fetched next).
   */
  async ensureItems(
    tx: Tx,
    transfers: readonly NftTransfer[],
    at: Date,
  ): Promise<{ ids: Map<string, string>; created: string[] }> {
    const keys = new Map<string, { albumId: string; tokenId: bigint }>();
    for (const t of transfers)
      keys.set(`${t.albumId}:${t.tokenId}`, { albumId: t.albumId, tokenId: t.tokenId });
    if (keys.size === 0) return { ids: new Map(), created: [] };
    const list = [...keys.values()];
    // `xmax = 0` only on a row this statement inserted: the others were there already.
    const rows = await tx<{ id: string; albumId: string; tokenId: string; created: boolean }[]>`
      insert into nft_items (album_id, token_id, created_at, updated_at)
      select a, t, ${at}, ${at} from unnest(${list.map((k) => k.albumId)}::int[], ${list.map((k) => String(k.tokenId))}::numeric[]) as x(a, t)
      on conflict (album_id, token_id) do update set album_id = excluded.album_id
      returning id::text as id, album_id::text as "albumId", token_id::text as "tokenId", (xmax = 0) as created`;
    return {
      ids: new Map(rows.map((r) => [`${r.albumId}:${r.tokenId}`, r.id])),
      created: rows.filter((r) => r.created).map((r) => r.id),
    };
  }

  /** Records the transfers (those recorded already are left as they are). */
  async insertRecords(
    tx: Tx,
    chain: ChainKind,
    transfers: readonly NftTransfer[],
    itemIds: ReadonlyMap<string, string>,
  ): Promise<number> {
    if (transfers.length === 0) return 0;
    const col = <T>(f: (t: NftTransfer) => T) => transfers.map(f);
    const rows = await tx`
      insert into nft_transfer_records (nft_item_id, chain, tx_hash, log_index, block_number, block_hash, from_address,
        to_address, at)
      select i, ${chain}::chain_type, h, l, b, bh, f, t, at from unnest(
        ${col((t) => itemIds.get(`${t.albumId}:${t.tokenId}`)!)}::bigint[], ${col((t) => t.txHash)}::varchar[],
        ${col((t) => t.logIndex)}::int[], ${col((t) => String(t.blockNumber))}::bigint[],
        ${col((t) => t.blockHash)}::varchar[], ${col((t) => t.from)}::varchar[], ${col((t) => t.to)}::varchar[],
        ${col((t) => t.at.toISOString())}::timestamptz[]
      ) as x(i, h, l, b, bh, f, t, at)
      on conflict (chain, tx_hash, log_index) do nothing
      returning id`;
    return rows.length;
  }

  /**
   * Sets each item's holder to the receiver of its latest record in chain order (none left: null), with
   * the account of that address where `users` names one. Answers the items and their holders.
   */
  async recomputeHolders(
    tx: Tx,
    itemIds: readonly string[],
    users: ReadonlyMap<string, bigint>,
    at: Date,
  ): Promise<HolderRow[]> {
    if (itemIds.length === 0) return [];
    const addresses = [...users.keys()];
    const userIds = addresses.map((a) => String(users.get(a)));
    return tx<HolderRow[]>`
      with latest as (
        select i.id, (
          select r.to_address from nft_transfer_records r where r.nft_item_id = i.id
          order by r.block_number desc, r.log_index desc limit 1
        ) as holder
        from nft_items i where i.id = any(${itemIds as string[]}::bigint[])
      )
      update nft_items i set holder_address = latest.holder, updated_at = ${at},
        holder_user_id = (select u from unnest(${addresses}::varchar[], ${userIds}::bigint[]) as x(a, u)
          where x.a = latest.holder)
      from latest where i.id = latest.id
      returning i.id::text as id, i.holder_address as "holderAddress"`;
  }

  /** A reorganisation from `fromBlock` on `chain`: removes the records mined there; answers their items. */
  async removeFrom(tx: Tx, chain: ChainKind, fromBlock: bigint): Promise<string[]> {
    const rows = await tx<{ id: string }[]>`
      with gone as (
        delete from nft_transfer_records where chain = ${chain} and block_number >= ${String(fromBlock)}
        returning nft_item_id
      )
      select distinct nft_item_id::text as id from gone`;
    return rows.map((r) => r.id);
  }
}
