import { Injectable } from '@nestjs/common';
import { ChainKind, normalizeAddress } from '@p2p/chain';
import type { AdNftDto } from '@p2p/contracts';
import { Clock } from '@p2p/domain';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import type { Db, Tx } from '../../core/infra/db/sql.service.js';
import { NftTradeRepository } from './nft-trade.repository.js';

/** The item an NFT ad sells, as the ads and escrow need it. */
export interface TradableItem {
  albumId: number;
  itemId: string;
  chain: ChainKind;
  contract: string;
  tokenId: bigint;
}

/**
 * The index as NFT trading uses it (issue 23): which item an ad may sell, the ad cards' items, the
 * `in_escrow` flag that follows the item, and the settling transfer record of a completed order.
 */
@Injectable()
export class NftTradeService {
  constructor(
    private readonly repo: NftTradeRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * The item `rawItemId` of album `albumId`, held (the index's holder) at `holder` and not in escrow: an
   * unknown or disabled album answers 5046; an item that is not the album's, not at that address, or
   * already in escrow answers 5048. `db`: the caller's transaction.
   */
  async sellable(db: Db, albumId: number, rawItemId: string, holder: string): Promise<TradableItem> {
    const album = await this.repo.album(db, String(albumId));
    if (!album || !album.enabled) throw new AppException('ALBUM_NOT_FOUND');
    const id = parseRowId(rawItemId);
    const item = id === null ? null : await this.repo.item(db, id);
    if (!item || item.albumId !== album.id || item.inEscrow || item.holderAddress === null)
      throw new AppException('NFT_NOT_FOUND');
    const held = normalizeAddress(album.chain, item.holderAddress);
    if (held !== normalizeAddress(album.chain, holder)) throw new AppException('NFT_NOT_FOUND');
    return {
      albumId,
      itemId: item.id,
      chain: album.chain,
      contract: album.contractAddress,
      tokenId: BigInt(item.tokenId),
    };
  }

  /** The item an ad names, for its deposit (null when the index no longer has it). */
  async token(db: Db, itemId: string): Promise<TradableItem | null> {
    const item = await this.repo.item(db, itemId);
    const album = item ? await this.repo.album(db, item.albumId) : null;
    if (!item || !album) return null;
    return {
      albumId: Number(album.id),
      itemId: item.id,
      chain: album.chain,
      contract: album.contractAddress,
      tokenId: BigInt(item.tokenId),
    };
  }

  /** The enabled albums' ids (the market's NFT tab lists their ads only). */
  enabledAlbumIds(): Promise<number[]> {
    return this.repo.enabledAlbumIds();
  }

  /** The cards of `itemIds` (the market's and an ad's view), by item id. */
  async cards(itemIds: readonly string[]): Promise<Map<string, AdNftDto>> {
    const out = new Map<string, AdNftDto>();
    if (itemIds.length === 0) return out;
    for (const r of await this.repo.cards(itemIds)) out.set(r.itemId, r);
    return out;
  }

  /** Escrow received (true) or paid out (false) the token: the item's `in_escrow` follows it. */
  async escrowHolds(
    tx: Tx,
    token: { chain: ChainKind; contract: string; tokenId: string },
    holds: boolean,
  ): Promise<boolean> {
    const contract = normalizeAddress(token.chain, token.contract);
    return this.repo.setInEscrow(tx, { ...token, contract }, holds, this.clock.now());
  }

  /**
   * A completed order's settling transfer (the release's transaction) linked to the order with its price,
   * so the item's and the album's average prices count it; false when the index has no such record.
   */
  linkSale(
    tx: Tx,
    sale: { itemId: string; chain: ChainKind; txHash: string; orderId: string; price: string },
  ): Promise<boolean> {
    return this.repo.linkSale(tx, sale);
  }
}
