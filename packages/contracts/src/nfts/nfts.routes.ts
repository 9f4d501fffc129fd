// The NFT calls (issue 23): the trader app's read views of the index (signed-in traders) and the
// operators' album and metadata calls under /admin/ops (administrators; audited). Fixed routes come
// before the `:id` one under the same prefix (see ../routes.ts).
import type { EndpointDef } from '../route-paths.js';
import { GET, POST } from '../routes/methods.js';
import {
  NftAlbumListPageAnswer,
  NftAlbumPageAnswer,
  NftCreatorAnswer,
  NftHolderAnswer,
  NftItemDetailAnswer,
  NftTransferRecordPageAnswer,
  OpsNftAlbumAnswer,
  OpsNftAlbumListAnswer,
  OpsNftItemAnswer,
  OpsNftItemPageAnswer,
} from './nfts.answers.js';

export const NFT_ROUTES = {
  nfts: {
    /** Query `NftAlbumPageQueryDto`: the enabled albums with their figures, newest first. */
    albums: { method: GET, path: '/c2c/nft/album/page', answer: NftAlbumListPageAnswer },
    /** Query `NftAlbumItemsQueryDto`: the album (5046 unknown or disabled) and a page of its items. */
    album: { method: GET, path: '/c2c/nft/album/:id', answer: NftAlbumPageAnswer },
    /** Query `NftRecordPageQueryDto`: the item's transfers on chain, newest first (5048 unknown). */
    records: { method: GET, path: '/c2c/nft/item/:id/records', answer: NftTransferRecordPageAnswer },
    /** The detail parameters of an item (5048 unknown, or its album disabled). */
    item: { method: GET, path: '/c2c/nft/item/:id', answer: NftItemDetailAnswer },
    /** The item's image as the API stored it (re-encoded JPEG or PNG; no envelope). */
    image: { method: GET, path: '/c2c/nft/image/:id', bytes: true },
    /** Query `NftItemPageQueryDto`: the items an address holds in enabled albums. */
    holder: { method: GET, path: '/c2c/nft/holder/:address', answer: NftHolderAnswer },
    /** Query `NftItemPageQueryDto`: the enabled albums an address created and a page of their items. */
    creator: { method: GET, path: '/c2c/nft/creator/:address', answer: NftCreatorAnswer },
  },
  /** Albums and item metadata in the console's Operations (administrators; every change audited). */
  adminNfts: {
    albums: { method: GET, path: '/admin/ops/nft-albums', answer: OpsNftAlbumListAnswer },
    /** Body `CreateOpsNftAlbumDto`: the contract is checked on the chain before it is added. */
    createAlbum: { method: POST, path: '/admin/ops/nft-albums', answer: OpsNftAlbumAnswer },
    /** Body `UpdateOpsNftAlbumDto`: name, creator, description, enabled. */
    updateAlbum: { method: POST, path: '/admin/ops/nft-albums/:id', answer: OpsNftAlbumAnswer },
    /** Query `OpsNftItemPageQueryDto`: the album's items with how their metadata fetch went. */
    albumItems: { method: GET, path: '/admin/ops/nft-albums/:id/items', answer: OpsNftItemPageAnswer },
    /** Reads the item's token URI and metadata again (a job); answers the item, PENDING. */
    refetchItem: { method: POST, path: '/admin/ops/nft-items/:id/refetch', answer: OpsNftItemAnswer },
  },
} as const satisfies Record<string, Record<string, EndpointDef>>;
