import { Injectable } from '@nestjs/common';
import type { ChainKind } from '@p2p/chain';
import { type Db, SqlService, type Tx } from '../../core/infra/db/sql.service.js';

/** An album as an NFT ad sees it. */
export interface TradeAlbumRow {
  id: string;
  name: string;
  chain: ChainKind;
  contractAddress: string;
  enabled: boolean;
}

/** An item as an NFT ad sees it: its token, where the index says it is, and whether escrow holds it. */
export interface TradeItemRow {
  id: string;
  albumId: string;
  tokenId: string;
  holderAddress: string | null;
  inEscrow: boolean;
}

/** An ad card's item. */
export interface TradeCardRow {
  itemId: string;
  albumId: string;
  albumName: string;
  tokenId: string;
  name: string | null;
  imageUrl: string | null;
}

/**
 * What NFT trading reads and writes of the index (issue 23): the album and item an ad names, the cards of
 * ads, the `in_escrow` flag, and the settling transfer record linked to its order with the price.
 */
@Injectable()
export class NftTradeRepository {
  constructor(private readonly db: SqlService) {}

  async album(db: Db, id: string): Promise<TradeAlbumRow | null> {
    const [row] = await db<TradeAlbumRow[]>`
      select id::text as id, name, chain, contract_address as "contractAddress", enabled
      from nft_albums where id = ${id}`;
    return row ?? null;
  }

  /** Every album's collection on `chain` (escrow watches and credits them all). */
  async contracts(chain: ChainKind, db: Db = this.db.sql): Promise<string[]> {
    const rows = await db<{ address: string }[]>`
      select contract_address as address from nft_albums where chain = ${chain}::chain_type order by id`;
    return rows.map((r) => r.address);
  }

  async enabledAlbumIds(): Promise<number[]> {
    const rows = await this.db.sql<{ id: number }[]>`select id from nft_albums where enabled order by id`;
    return rows.map((r) => r.id);
  }

  async item(db: Db, id: string): Promise<TradeItemRow | null> {
    const [row] = await db<TradeItemRow[]>`
      select id::text as id, album_id::text as "albumId", token_id::text as "tokenId",
        holder_address as "holderAddress", in_escrow as "inEscrow"
      from nft_items where id = ${id}`;
    return row ?? null;
  }

  cards(itemIds: readonly string[]): Promise<TradeCardRow[]> {
    const db = this.db.sql;
    return db<TradeCardRow[]>`
      select i.id::text as "itemId", i.album_id::text as "albumId", a.name as "albumName",
        i.token_id::text as "tokenId", i.name,
        case when i.image_file_id is null then null
          else '/api/c2c/nft/image/' || i.id::text || '?v=' || i.image_file_id::text end as "imageUrl"
      from nft_items i join nft_albums a on a.id = i.album_id
      where i.id = any(${[...itemIds]}::bigint[])`;
  }

  /** Sets `in_escrow` of the item of (chain, contract, token id); answers whether an item was found. */
  async setInEscrow(
    tx: Tx,
    token: { chain: ChainKind; contract: string; tokenId: string },
    inEscrow: boolean,
    at: Date,
  ): Promise<boolean> {
    const rows = await tx`
      update nft_items i set in_escrow = ${inEscrow}, updated_at = ${at}
      from nft_albums a
      where a.id = i.album_id and a.chain = ${token.chain}::chain_type and a.contract_address = ${token.contract}
        and i.token_id = ${token.tokenId}::numeric and i.in_escrow <> ${inEscrow}
      returning i.id`;
    return rows.length > 0;
  }

  /**
   * Links the item's transfer record of transaction `txHash` to the order that it settled, with the
   * order's price; answers whether a record was found (the index records it when it reads the block).
   */
  async linkSale(
    tx: Tx,
    sale: { itemId: string; chain: ChainKind; txHash: string; orderId: string; price: string },
  ): Promise<boolean> {
    const rows = await tx`
      update nft_transfer_records set order_id = ${sale.orderId}, price = ${sale.price}::numeric
      where nft_item_id = ${sale.itemId} and chain = ${sale.chain}::chain_type
        and lower(tx_hash) = lower(${sale.txHash})
      returning id`;
    return rows.length > 0;
  }
}
