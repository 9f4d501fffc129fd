import { Injectable } from '@nestjs/common';
import type { ChainKind } from '@p2p/chain';
import type { NftAttributeDto, NftMetadataStatus } from '@p2p/contracts';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';
import { together } from '../../core/infra/db/together.js';

/** An item as the metadata job and the console read it. */
export interface ItemMetadataRow {
  id: string;
  albumId: string;
  tokenId: string;
  chain: ChainKind;
  contractAddress: string;
  name: string | null;
  imageFileId: string | null;
  metadataUrl: string | null;
  metadataStatus: NftMetadataStatus;
  metadataError: string | null;
  metadataFetchedAt: Date | null;
  holderAddress: string | null;
}

export interface FetchedMetadata {
  metadataUrl: string;
  name: string | null;
  description: string | null;
  attributes: NftAttributeDto[];
  imageFileId: bigint | null;
}

const metadataColumns = (db: Db) => db`
  i.id::text as id, i.album_id::text as "albumId", i.token_id::text as "tokenId", a.chain,
  a.contract_address as "contractAddress", i.name, i.image_file_id::text as "imageFileId",
  i.metadata_url as "metadataUrl", i.metadata_status as "metadataStatus", i.metadata_error as "metadataError",
  i.metadata_fetched_at as "metadataFetchedAt", i.holder_address as "holderAddress"`;

/** The metadata columns of `nft_items` (issue 23): how the fetch went and what it found. */
@Injectable()
export class NftItemsRepository {
  constructor(private readonly db: SqlService) {}

  async find(id: string, db: Db = this.db.sql): Promise<ItemMetadataRow | null> {
    const [row] = await db<ItemMetadataRow[]>`
      select ${metadataColumns(db)} from nft_items i join nft_albums a on a.id = i.album_id where i.id = ${id}`;
    return row ?? null;
  }

  /** Asks for the metadata again: PENDING (the job reads it next). */
  async markPending(tx: Tx, id: string, at: Date): Promise<ItemMetadataRow | null> {
    const [row] = await tx<{ id: string }[]>`
      update nft_items set metadata_status = 'PENDING', metadata_error = null, updated_at = ${at}
      where id = ${id} returning id::text as id`;
    return row ? this.find(row.id, tx) : null;
  }

  /** Saves what the fetch found, if the item still waits for it; answers the image it replaced. */
  async saveFetched(
    id: string,
    m: FetchedMetadata,
    at: Date,
  ): Promise<{ saved: boolean; oldImage: string | null }> {
    const [row] = await this.db.sql<{ oldImage: string | null }[]>`
      update nft_items i set metadata_status = 'FETCHED', metadata_error = null, metadata_fetched_at = ${at},
        metadata_url = ${m.metadataUrl}, name = ${m.name}, description = ${m.description},
        attributes = ${this.db.sql.json(m.attributes as never)},
        image_file_id = ${m.imageFileId === null ? null : String(m.imageFileId)},
        image_url = case when ${m.imageFileId === null} then null else '/api/c2c/nft/image/' || i.id::text end,
        updated_at = ${at}
      from (select id, image_file_id from nft_items where id = ${id} for update) old
      where i.id = old.id and i.metadata_status = 'PENDING'
      returning old.image_file_id::text as "oldImage"`;
    return { saved: row !== undefined, oldImage: row?.oldImage ?? null };
  }

  /** Records why the fetch failed (shown to operators), if the item still waits for it. */
  async saveFailed(id: string, metadataUrl: string | null, reason: string, at: Date): Promise<boolean> {
    const rows = await this.db.sql`
      update nft_items set metadata_status = 'FAILED', metadata_error = ${reason.slice(0, 200)},
        metadata_url = coalesce(${metadataUrl}, metadata_url), metadata_fetched_at = ${at}, updated_at = ${at}
      where id = ${id} and metadata_status = 'PENDING' returning id`;
    return rows.length === 1;
  }

  /** The console's page of an album's items, by token id. */
  async pageOfAlbum(
    albumId: string,
    pageNo: number,
    pageSize: number,
    db: Db = this.db.sql,
  ): Promise<{ rows: ItemMetadataRow[]; total: number }> {
    const [rows, [count]] = await together([
      db<ItemMetadataRow[]>`
        select ${metadataColumns(db)} from nft_items i join nft_albums a on a.id = i.album_id
        where i.album_id = ${albumId} order by i.token_id limit ${pageSize} offset ${(pageNo - 1) * pageSize}`,
      db<{ total: number }[]>`select count(*)::int as total from nft_items where album_id = ${albumId}`,
    ]);
    return { rows, total: count!.total };
  }
}
