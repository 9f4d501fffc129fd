import { Injectable } from '@nestjs/common';
import type { ChainKind } from '@p2p/chain';
import type { NftAttributeDto, NftMetadataStatus } from '@p2p/contracts';
import { type Db, SqlService } from '../../core/infra/db/sql.service.js';

/** The zero address: a transfer from it is a mint, to it a burn; an item held by it is gone. */
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

export interface AlbumFiguresRow {
  id: string;
  classId: string;
  name: string;
  chain: ChainKind;
  contractAddress: string;
  creatorName: string | null;
  creatorAddress: string | null;
  description: string | null;
  coverUrl: string | null;
  itemsCount: number;
  holdersCount: number;
  averagePrice: string | null;
}

export interface ItemCardRow {
  id: string;
  albumId: string;
  albumName: string;
  tokenId: string;
  name: string | null;
  imageUrl: string | null;
  holderAddress: string | null;
}

export interface ItemDetailRow extends ItemCardRow {
  classId: string;
  chain: ChainKind;
  contractAddress: string;
  description: string | null;
  metadataUrl: string | null;
  metadataStatus: NftMetadataStatus;
  attributes: NftAttributeDto[] | null;
  creatorName: string | null;
  creatorAddress: string | null;
  inEscrow: boolean;
  averagePrice: string | null;
}

export interface RecordRow {
  id: string;
  txHash: string;
  blockNumber: string;
  from: string;
  to: string;
  at: Date;
  price: string | null;
}

export interface Paged<T> {
  rows: T[];
  total: number;
}

/** An item is on chain while a record names its holder and that is not the zero address (burnt). */
const onChain = (db: Db, alias: string) =>
  db`${db(alias)}.holder_address is not null and ${db(alias)}.holder_address <> ${ZERO_ADDRESS}`;

const albumFigures = (db: Db) => db`
  a.id::text as id, a.class_id as "classId", a.name, a.chain, a.contract_address as "contractAddress",
  a.creator_name as "creatorName", a.creator_address as "creatorAddress", a.description, a.cover_url as "coverUrl",
  (select count(*)::int from nft_items i where i.album_id = a.id and ${onChain(db, 'i')}) as "itemsCount",
  (select count(distinct i.holder_address)::int from nft_items i where i.album_id = a.id and ${onChain(db, 'i')})
    as "holdersCount",
  (select trim_scale(round(avg(r.price), 18))::text from nft_transfer_records r
    where r.order_id is not null and r.price is not null
      and r.nft_item_id in (select i.id from nft_items i where i.album_id = a.id)) as "averagePrice"`;

const cardColumns = (db: Db) => db`
  i.id::text as id, i.album_id::text as "albumId", a.name as "albumName", i.token_id::text as "tokenId", i.name,
  case when i.image_file_id is null then null
    else '/api/c2c/nft/image/' || i.id::text || '?v=' || i.image_file_id::text end as "imageUrl",
  i.holder_address as "holderAddress"`;

const offset = (pageNo: number, pageSize: number) => (pageNo - 1) * pageSize;

/**
 * The trader app's reads of the index (issue 23). Only enabled albums and items on chain are shown;
 * average prices come from the transfer records that a completed NFT order settled (none until NFT
 * trading: null).
 */
@Injectable()
export class NftReadsRepository {
  constructor(private readonly db: SqlService) {}

  async albums(pageNo: number, pageSize: number): Promise<Paged<AlbumFiguresRow>> {
    const db = this.db.sql;
    const [rows, [count]] = await Promise.all([
      db<AlbumFiguresRow[]>`
        select ${albumFigures(db)} from nft_albums a where a.enabled
        order by a.id desc limit ${pageSize} offset ${offset(pageNo, pageSize)}`,
      db<{ total: number }[]>`select count(*)::int as total from nft_albums where enabled`,
    ]);
    return { rows, total: count!.total };
  }

  /** An enabled album with its figures; null when unknown or disabled. */
  async album(id: string): Promise<AlbumFiguresRow | null> {
    const db = this.db.sql;
    const [row] = await db<AlbumFiguresRow[]>`
      select ${albumFigures(db)} from nft_albums a where a.id = ${id} and a.enabled`;
    return row ?? null;
  }

  /** A page of an album's items on chain, by token id (its total is the album's `itemsCount`). */
  albumItems(albumId: string, pageNo: number, pageSize: number): Promise<ItemCardRow[]> {
    const db = this.db.sql;
    return db<ItemCardRow[]>`
      select ${cardColumns(db)} from nft_items i join nft_albums a on a.id = i.album_id
      where i.album_id = ${albumId} and ${onChain(db, 'i')}
      order by i.token_id limit ${pageSize} offset ${offset(pageNo, pageSize)}`;
  }

  /** An item of an enabled album; null when unknown, not on chain, or its album disabled. */
  async item(id: string): Promise<ItemDetailRow | null> {
    const db = this.db.sql;
    const [row] = await db<ItemDetailRow[]>`
      select ${cardColumns(db)}, a.class_id as "classId", a.chain, a.contract_address as "contractAddress",
        i.description, i.metadata_url as "metadataUrl", i.metadata_status as "metadataStatus", i.attributes,
        a.creator_name as "creatorName", a.creator_address as "creatorAddress", i.in_escrow as "inEscrow",
        (select trim_scale(round(avg(r.price), 18))::text from nft_transfer_records r
          where r.nft_item_id = i.id and r.order_id is not null and r.price is not null) as "averagePrice"
      from nft_items i join nft_albums a on a.id = i.album_id
      where i.id = ${id} and a.enabled and ${onChain(db, 'i')}`;
    return row ?? null;
  }

  /** The item's records, newest first. */
  async records(itemId: string, pageNo: number, pageSize: number): Promise<Paged<RecordRow>> {
    const db = this.db.sql;
    const [rows, [count]] = await Promise.all([
      db<RecordRow[]>`
        select id::text as id, tx_hash as "txHash", block_number::text as "blockNumber", from_address as "from",
          to_address as "to", at, trim_scale(price)::text as price
        from nft_transfer_records where nft_item_id = ${itemId}
        order by block_number desc, log_index desc limit ${pageSize} offset ${offset(pageNo, pageSize)}`,
      db<
        { total: number }[]
      >`select count(*)::int as total from nft_transfer_records where nft_item_id = ${itemId}`,
    ]);
    return { rows, total: count!.total };
  }

  /** The items `address` holds in enabled albums (addresses compared without case). */
  async heldBy(address: string, pageNo: number, pageSize: number): Promise<Paged<ItemCardRow>> {
    const db = this.db.sql;
    const [rows, [count]] = await Promise.all([
      db<ItemCardRow[]>`
        select ${cardColumns(db)} from nft_items i join nft_albums a on a.id = i.album_id
        where i.holder_address = ${address} and a.enabled
        order by i.album_id, i.token_id limit ${pageSize} offset ${offset(pageNo, pageSize)}`,
      db<{ total: number }[]>`
        select count(*)::int as total from nft_items i join nft_albums a on a.id = i.album_id
        where i.holder_address = ${address} and a.enabled`,
    ]);
    return { rows, total: count!.total };
  }

  /** The enabled albums `address` created, with their figures. */
  createdBy(address: string): Promise<AlbumFiguresRow[]> {
    const db = this.db.sql;
    return db<AlbumFiguresRow[]>`
      select ${albumFigures(db)} from nft_albums a
      where lower(a.creator_address) = lower(${address}) and a.enabled order by a.id desc`;
  }

  /** The items of `albumIds`, by album and token id. */
  async itemsOf(albumIds: readonly string[], pageNo: number, pageSize: number): Promise<Paged<ItemCardRow>> {
    if (albumIds.length === 0) return { rows: [], total: 0 };
    const db = this.db.sql;
    const ids = albumIds as string[];
    const [rows, [count]] = await Promise.all([
      db<ItemCardRow[]>`
        select ${cardColumns(db)} from nft_items i join nft_albums a on a.id = i.album_id
        where i.album_id = any(${ids}::int[]) and ${onChain(db, 'i')}
        order by i.album_id desc, i.token_id limit ${pageSize} offset ${offset(pageNo, pageSize)}`,
      db<{ total: number }[]>`
        select count(*)::int as total from nft_items i where i.album_id = any(${ids}::int[]) and ${onChain(db, 'i')}`,
    ]);
    return { rows, total: count!.total };
  }

  /** The stored image of an item of an enabled album; null when none. */
  async imageFile(itemId: string): Promise<string | null> {
    const db = this.db.sql;
    const [row] = await db<{ fileId: string | null }[]>`
      select i.image_file_id::text as "fileId" from nft_items i join nft_albums a on a.id = i.album_id
      where i.id = ${itemId} and a.enabled`;
    return row?.fileId ?? null;
  }
}
