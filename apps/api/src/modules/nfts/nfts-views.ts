import type {
  NftAlbumDto,
  NftItemCardDto,
  NftItemDetailDto,
  NftTransferRecordDto,
  OpsNftAlbumDto,
  OpsNftItemDto,
} from '@p2p/contracts';
import type { AlbumRow } from './nft-albums.repository.js';
import type { ItemMetadataRow } from './nft-items.repository.js';
import {
  type AlbumFiguresRow,
  type ItemCardRow,
  type ItemDetailRow,
  type RecordRow,
  ZERO_ADDRESS,
} from './nft-reads.repository.js';

/** `floorPrice`: the lowest price an item of the album is listed at (NftListings), null when none is. */
export function albumView(row: AlbumFiguresRow, floorPrice: string | null = null): NftAlbumDto {
  return {
    id: row.id,
    classId: row.classId,
    name: row.name,
    chain: row.chain,
    contractAddress: row.contractAddress,
    creatorName: row.creatorName,
    creatorAddress: row.creatorAddress,
    description: row.description,
    coverUrl: row.coverUrl,
    itemsCount: row.itemsCount,
    holdersCount: row.holdersCount,
    floorPrice,
    averagePrice: row.averagePrice,
  };
}

/** `price`: what the item is listed at (an NFT ad, NftListings), null while it is not listed. */
export function cardView(row: ItemCardRow, price: string | null = null): NftItemCardDto {
  return {
    id: row.id,
    albumId: row.albumId,
    albumName: row.albumName,
    tokenId: row.tokenId,
    name: row.name,
    imageUrl: row.imageUrl,
    holderAddress: row.holderAddress,
    price,
  };
}

export function detailView(row: ItemDetailRow, price: string | null): NftItemDetailDto {
  return {
    ...cardView(row, price),
    classId: row.classId,
    chain: row.chain,
    contractAddress: row.contractAddress,
    description: row.description,
    metadataUrl: row.metadataUrl,
    metadataStatus: row.metadataStatus,
    attributes: row.attributes ?? [],
    creatorName: row.creatorName,
    creatorAddress: row.creatorAddress,
    inEscrow: row.inEscrow,
    averagePrice: row.averagePrice,
  };
}

/** A mint comes from the zero address, a burn goes to it. */
export function recordView(row: RecordRow): NftTransferRecordDto {
  return {
    id: row.id,
    kind: row.from === ZERO_ADDRESS ? 'MINT' : row.to === ZERO_ADDRESS ? 'BURN' : 'TRANSFER',
    txHash: row.txHash,
    blockNumber: row.blockNumber,
    from: row.from,
    to: row.to,
    at: row.at.toISOString(),
    price: row.price,
  };
}

export function opsAlbumView(row: AlbumRow, itemsCount: number): OpsNftAlbumDto {
  return {
    id: row.id,
    classId: row.classId,
    name: row.name,
    chain: row.chain,
    contractAddress: row.contractAddress,
    creatorName: row.creatorName,
    creatorAddress: row.creatorAddress,
    description: row.description,
    enabled: row.enabled,
    itemsCount,
    startBlock: row.startBlock,
    syncedBlock: row.syncedBlock,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function opsItemView(row: ItemMetadataRow): OpsNftItemDto {
  return {
    id: row.id,
    albumId: row.albumId,
    tokenId: row.tokenId,
    name: row.name,
    imageUrl: row.imageFileId === null ? null : `/api/c2c/nft/image/${row.id}?v=${row.imageFileId}`,
    metadataUrl: row.metadataUrl,
    metadataStatus: row.metadataStatus,
    metadataError: row.metadataError,
    metadataFetchedAt: row.metadataFetchedAt?.toISOString() ?? null,
    holderAddress: row.holderAddress,
  };
}
