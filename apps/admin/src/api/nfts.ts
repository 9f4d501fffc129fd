// The console's NFT album calls (`/api/admin/ops/nft-albums`, issue 23): the albums, an album's items with
// their metadata status, and the changes (add, edit, enable, disable, fetch an item's metadata again).
import {
  API_ENDPOINTS,
  type CreateOpsNftAlbumDto,
  type OpsNftAlbumDto,
  type OpsNftItemDto,
  type Page,
  type UpdateOpsNftAlbumDto,
} from '@p2p/contracts';
import { http } from './client';

const ops = API_ENDPOINTS.adminNfts;
const quiet = (signal?: AbortSignal) => ({ signal, toast: false });

export const fetchNftAlbums = (signal?: AbortSignal): Promise<OpsNftAlbumDto[]> =>
  http.call(ops.albums, {}, quiet(signal));
export const createNftAlbum = (body: CreateOpsNftAlbumDto): Promise<OpsNftAlbumDto> =>
  http.call(ops.createAlbum, { body });
export const updateNftAlbum = (id: string, body: UpdateOpsNftAlbumDto): Promise<OpsNftAlbumDto> =>
  http.call(ops.updateAlbum, { id, body });
export const fetchNftAlbumItems = (
  id: string,
  pageNo: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<Page<OpsNftItemDto>> =>
  http.call(ops.albumItems, { id, query: { pageNo, pageSize } }, quiet(signal));
export const refetchNftItem = (id: string): Promise<OpsNftItemDto> => http.call(ops.refetchItem, { id });
