// NFT albums and items (spec §2 NFT pages, §3 NFT; issue 23): the albums, an album with a page of its
// items, an item's detail parameters and on-chain records, the items an address holds, a creator's albums
// and items, and an item's image as the API stored it. Failures are shown by the pages (5046 album
// missing, 5048 NFT not found, a retry otherwise), not toasted.
import {
  API_ENDPOINTS,
  API_PREFIX,
  type NftAlbumDto,
  type NftAlbumPageDto,
  type NftCreatorDto,
  type NftHolderDto,
  type NftItemDetailDto,
  type NftTransferRecordDto,
  type Page,
} from '@p2p/contracts';
import { http } from './client';
import { fetchAuthorizedBlob } from './files';

export const NFT_PAGE_SIZE = 20;

const paged = (pageNo: number) => ({ query: { pageNo, pageSize: NFT_PAGE_SIZE } });

export function fetchNftAlbums(pageNo: number, signal?: AbortSignal): Promise<Page<NftAlbumDto>> {
  return http.call(API_ENDPOINTS.nfts.albums, paged(pageNo), { signal, toast: false });
}

export function fetchNftAlbum(id: string, pageNo: number, signal?: AbortSignal): Promise<NftAlbumPageDto> {
  return http.call(API_ENDPOINTS.nfts.album, { id, ...paged(pageNo) }, { signal, toast: false });
}

export function fetchNftItem(id: string, signal?: AbortSignal): Promise<NftItemDetailDto> {
  return http.call(API_ENDPOINTS.nfts.item, { id }, { signal, toast: false });
}

export function fetchNftRecords(
  id: string,
  pageNo: number,
  signal?: AbortSignal,
): Promise<Page<NftTransferRecordDto>> {
  return http.call(API_ENDPOINTS.nfts.records, { id, ...paged(pageNo) }, { signal, toast: false });
}

export function fetchNftHolder(address: string, pageNo: number, signal?: AbortSignal): Promise<NftHolderDto> {
  return http.call(API_ENDPOINTS.nfts.holder, { address, ...paged(pageNo) }, { signal, toast: false });
}

export function fetchNftCreator(
  address: string,
  pageNo: number,
  signal?: AbortSignal,
): Promise<NftCreatorDto> {
  return http.call(API_ENDPOINTS.nfts.creator, { address, ...paged(pageNo) }, { signal, toast: false });
}

/** Whether `url` is one of the API's own paths (an image is never loaded from anywhere else). */
export function isApiUrl(url: string): boolean {
  return url.startsWith(`${API_PREFIX}/`);
}

/** An image the API stored (an item's `imageUrl`, an album's `coverUrl`), read with the session's token. */
export function fetchNftImage(url: string, signal?: AbortSignal): Promise<Blob> {
  if (!isApiUrl(url)) return Promise.reject(new Error(`not an API image: ${url}`));
  return fetchAuthorizedBlob(url, signal);
}
