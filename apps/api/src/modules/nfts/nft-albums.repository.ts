import { Injectable } from '@nestjs/common';
import type { ChainKind } from '@p2p/chain';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';

/** An album row as the module reads it (ids and block heights as text). */
export interface AlbumRow {
  id: string;
  classId: string;
  name: string;
  chain: ChainKind;
  contractAddress: string;
  creatorName: string | null;
  creatorAddress: string | null;
  description: string | null;
  coverUrl: string | null;
  enabled: boolean;
  startBlock: string;
  syncedBlock: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewAlbum {
  classId: string;
  name: string;
  chain: ChainKind;
  contractAddress: string;
  creatorName: string | null;
  creatorAddress: string | null;
  description: string | null;
  enabled: boolean;
  startBlock: bigint;
  at: Date;
}

export interface AlbumChange {
  name?: string;
  creatorName?: string | null;
  creatorAddress?: string | null;
  description?: string | null;
  enabled?: boolean;
}

const albumColumns = (db: Db) => db`
  id::text as id, class_id as "classId", name, chain, contract_address as "contractAddress",
  creator_name as "creatorName", creator_address as "creatorAddress", description, cover_url as "coverUrl",
  enabled, start_block::text as "startBlock", synced_block::text as "syncedBlock", created_at as "createdAt",
  updated_at as "updatedAt"`;

/** `nft_albums`: the collections operators enable (issue 23). */
@Injectable()
export class NftAlbumsRepository {
  constructor(private readonly db: SqlService) {}

  /** Adds an album; null when one of that chain and contract exists already. */
  async insert(tx: Tx, album: NewAlbum): Promise<AlbumRow | null> {
    const [row] = await tx<AlbumRow[]>`
      insert into nft_albums (class_id, name, chain, contract_address, creator_name, creator_address, description,
        enabled, start_block, created_at, updated_at)
      values (${album.classId}, ${album.name}, ${album.chain}, ${album.contractAddress}, ${album.creatorName},
        ${album.creatorAddress}, ${album.description}, ${album.enabled}, ${String(album.startBlock)}, ${album.at},
        ${album.at})
      on conflict do nothing
      returning ${albumColumns(tx)}`;
    return row ?? null;
  }

  async find(id: string, db: Db = this.db.sql): Promise<AlbumRow | null> {
    const [row] = await db<AlbumRow[]>`select ${albumColumns(db)} from nft_albums where id = ${id}`;
    return row ?? null;
  }

  /** The album locked for a change. */
  async lock(tx: Tx, id: string): Promise<AlbumRow | null> {
    const [row] = await tx<
      AlbumRow[]
    >`select ${albumColumns(tx)} from nft_albums where id = ${id} for update`;
    return row ?? null;
  }

  async update(tx: Tx, id: string, change: AlbumChange, at: Date): Promise<AlbumRow> {
    const [row] = await tx<AlbumRow[]>`
      update nft_albums set
        name = coalesce(${change.name ?? null}, name),
        creator_name = case when ${change.creatorName !== undefined} then ${change.creatorName ?? null} else creator_name end,
        creator_address = case when ${change.creatorAddress !== undefined} then ${change.creatorAddress ?? null}
          else creator_address end,
        description = case when ${change.description !== undefined} then ${change.description ?? null} else description end,
        enabled = coalesce(${change.enabled ?? null}::boolean, enabled),
        updated_at = ${at}
      where id = ${id}
      returning ${albumColumns(tx)}`;
    return row!;
  }

  /** Every album, newest first, with its items count (the console's list). */
  list(): Promise<(AlbumRow & { itemsCount: number })[]> {
    const db = this.db.sql;
    return db<(AlbumRow & { itemsCount: number })[]>`
      select ${albumColumns(db)},
        (select count(*)::int from nft_items i where i.album_id = a.id and i.holder_address is not null) as "itemsCount"
      from nft_albums a order by a.id desc`;
  }

  /** The enabled albums of a chain, with how far each is recorded (what the watcher reads). */
  enabledOn(chain: ChainKind): Promise<AlbumRow[]> {
    const db = this.db.sql;
    return db<AlbumRow[]>`
      select ${albumColumns(db)} from nft_albums where chain = ${chain} and enabled order by id`;
  }

  /** Records that `ids` are read up to `block`. */
  async markSynced(tx: Tx, ids: readonly string[], block: bigint): Promise<void> {
    if (ids.length === 0) return;
    await tx`
      update nft_albums set synced_block = ${String(block)}
      where id = any(${ids as string[]}::int[]) and (synced_block is null or synced_block < ${String(block)})`;
  }

  /** A reorganisation from `fromBlock`: no album of the chain counts as read from there on. */
  async rewind(tx: Tx, chain: ChainKind, fromBlock: bigint): Promise<void> {
    await tx`
      update nft_albums set synced_block = ${String(fromBlock - 1n)}
      where chain = ${chain} and synced_block >= ${String(fromBlock)}`;
  }
}
