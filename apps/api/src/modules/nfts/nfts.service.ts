import { Injectable } from '@nestjs/common';
import { ChainKind, normalizeAddress } from '@p2p/chain';
import {
  type NftAlbumDto,
  type NftAlbumPageDto,
  type NftCreatorDto,
  type NftHolderDto,
  type NftItemCardDto,
  type NftItemDetailDto,
  type NftTransferRecordDto,
  type Page,
  type PageQueryDto,
  page,
} from '@p2p/contracts';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import { type FileBytes, FilesService } from '../files/files.service.js';
import { NftListings } from './nft-listings.js';
import { type AlbumFiguresRow, type ItemCardRow, NftReadsRepository } from './nft-reads.repository.js';
import { albumView, cardView, detailView, recordView } from './nfts-views.js';

/** An album path id: anything that names no row is an unknown album (5046). */
function albumId(raw: string): string {
  const id = parseRowId(raw);
  if (id === null || BigInt(id) > 2147483647n) throw new AppException('ALBUM_NOT_FOUND');
  return id;
}

/** An item path id: anything that names no row is an unknown NFT (5048). */
function itemId(raw: string): string {
  const id = parseRowId(raw);
  if (id === null) throw new AppException('NFT_NOT_FOUND');
  return id;
}

/** An EVM address in its stored (checksummed) form, whatever its case. */
function address(raw: string): string {
  return normalizeAddress(ChainKind.ERC20, raw.toLowerCase());
}

/**
 * The trader app's NFT views (issue 23, spec §2 and §3): albums, an album's items, an item's detail
 * parameters and on-chain records, a holder's and a creator's items, and the item images the API stored.
 * Index data is public to every signed-in trader; an unknown or disabled album answers 5046, an unknown
 * item (or one of a disabled album) 5048.
 */
@Injectable()
export class NftsService {
  constructor(
    private readonly reads: NftReadsRepository,
    private readonly files: FilesService,
    private readonly listings: NftListings,
  ) {}

  /** Albums with their floor prices (the NFT ads' listings). */
  private async albumViews(rows: readonly AlbumFiguresRow[]): Promise<NftAlbumDto[]> {
    const floors = await this.listings.floors(rows.map((r) => r.id));
    return rows.map((r) => albumView(r, floors.get(r.id) ?? null));
  }

  /** Item cards with their listed prices. */
  private async cardViews(rows: readonly ItemCardRow[]): Promise<NftItemCardDto[]> {
    const prices = await this.listings.prices(rows.map((r) => r.id));
    return rows.map((r) => cardView(r, prices.get(r.id) ?? null));
  }

  async albums(q: PageQueryDto): Promise<Page<NftAlbumDto>> {
    const { rows, total } = await this.reads.albums(q.pageNo, q.pageSize);
    return page(await this.albumViews(rows), total, q.pageNo, q.pageSize);
  }

  async album(rawId: string, q: PageQueryDto): Promise<NftAlbumPageDto> {
    const id = albumId(rawId);
    // The figures and the page side by side; the page's total is the album's count of items on chain.
    const [album, rows] = await Promise.all([
      this.reads.album(id),
      this.reads.albumItems(id, q.pageNo, q.pageSize),
    ]);
    if (!album) throw new AppException('ALBUM_NOT_FOUND');
    return {
      album: (await this.albumViews([album]))[0]!,
      items: page(await this.cardViews(rows), album.itemsCount, q.pageNo, q.pageSize),
    };
  }

  async item(rawId: string): Promise<NftItemDetailDto> {
    const row = await this.reads.item(itemId(rawId));
    if (!row) throw new AppException('NFT_NOT_FOUND');
    const prices = await this.listings.prices([row.id]);
    return detailView(row, prices.get(row.id) ?? null);
  }

  async records(rawId: string, q: PageQueryDto): Promise<Page<NftTransferRecordDto>> {
    const id = itemId(rawId);
    if (!(await this.reads.item(id))) throw new AppException('NFT_NOT_FOUND');
    const { rows, total } = await this.reads.records(id, q.pageNo, q.pageSize);
    return page(rows.map(recordView), total, q.pageNo, q.pageSize);
  }

  async holder(rawAddress: string, q: PageQueryDto): Promise<NftHolderDto> {
    const holder = address(rawAddress);
    const { rows, total } = await this.reads.heldBy(holder, q.pageNo, q.pageSize);
    return { address: holder, items: page(await this.cardViews(rows), total, q.pageNo, q.pageSize) };
  }

  async creator(rawAddress: string, q: PageQueryDto): Promise<NftCreatorDto> {
    const creator = address(rawAddress);
    const albums = await this.reads.createdBy(creator);
    const { rows, total } = await this.reads.itemsOf(
      albums.map((a) => a.id),
      q.pageNo,
      q.pageSize,
    );
    return {
      address: creator,
      name: albums.find((a) => a.creatorName !== null)?.creatorName ?? null,
      albums: await this.albumViews(albums),
      items: page(await this.cardViews(rows), total, q.pageNo, q.pageSize),
    };
  }

  /** The item's image as the API stored it; 5048 when the item (or its album) is not shown or has none. */
  async image(rawId: string): Promise<FileBytes> {
    const fileId = await this.reads.imageFile(itemId(rawId));
    if (fileId === null) throw new AppException('NFT_NOT_FOUND');
    return this.files.readChecked(fileId);
  }
}
