// The answers of the NFT calls (issue 23), beside their types in nfts.dto.ts.
import type { Page } from '../envelope.js';
import { pageOf } from '../answers/answers.js';
import { defineAnswer, shapes as s } from '../answers/shape.js';
import { CHAIN_TYPES } from '../enums.js';
import { NFT_METADATA_STATUSES, NFT_TRANSFER_KINDS } from './nfts.values.js';
import type {
  NftAlbumDto,
  NftAlbumPageDto,
  NftCreatorDto,
  NftHolderDto,
  NftItemCardDto,
  NftItemDetailDto,
  NftTransferRecordDto,
  OpsNftAlbumDto,
  OpsNftItemDto,
} from './nfts.dto.js';

const str = s.string();
const nullableStr = s.nullable(str);
const decimal = s.nullable(s.string('decimal'));
const time = s.string('date-time');

export const NftAlbumAnswer = defineAnswer<NftAlbumDto>(
  'NftAlbum',
  s.object({
    id: str,
    classId: str,
    name: str,
    chain: s.oneOf(CHAIN_TYPES),
    contractAddress: str,
    creatorName: nullableStr,
    creatorAddress: nullableStr,
    description: nullableStr,
    coverUrl: nullableStr,
    itemsCount: s.integer(),
    holdersCount: s.integer(),
    floorPrice: decimal,
    averagePrice: decimal,
  }),
);
export const NftAlbumListPageAnswer = defineAnswer<Page<NftAlbumDto>>(
  'NftAlbumListPage',
  pageOf(NftAlbumAnswer),
);

export const NftItemCardAnswer = defineAnswer<NftItemCardDto>(
  'NftItemCard',
  s.object({
    id: str,
    albumId: str,
    albumName: str,
    tokenId: str,
    name: nullableStr,
    imageUrl: nullableStr,
    holderAddress: nullableStr,
    price: decimal,
  }),
);
const itemPage = pageOf(NftItemCardAnswer);

export const NftAlbumPageAnswer = defineAnswer<NftAlbumPageDto>(
  'NftAlbumPage',
  s.object({ album: NftAlbumAnswer, items: itemPage }),
);

export const NftItemDetailAnswer = defineAnswer<NftItemDetailDto>(
  'NftItemDetail',
  s.object({
    id: str,
    albumId: str,
    albumName: str,
    classId: str,
    tokenId: str,
    chain: s.oneOf(CHAIN_TYPES),
    contractAddress: str,
    name: nullableStr,
    description: nullableStr,
    imageUrl: nullableStr,
    metadataUrl: nullableStr,
    metadataStatus: s.oneOf(NFT_METADATA_STATUSES),
    attributes: s.array(s.object({ traitType: nullableStr, value: str })),
    creatorName: nullableStr,
    creatorAddress: nullableStr,
    holderAddress: nullableStr,
    inEscrow: s.boolean(),
    price: decimal,
    averagePrice: decimal,
  }),
);

export const NftTransferRecordAnswer = defineAnswer<NftTransferRecordDto>(
  'NftTransferRecord',
  s.object({
    id: str,
    kind: s.oneOf(NFT_TRANSFER_KINDS),
    txHash: str,
    blockNumber: str,
    from: str,
    to: str,
    at: time,
    price: decimal,
  }),
);
export const NftTransferRecordPageAnswer = defineAnswer<Page<NftTransferRecordDto>>(
  'NftTransferRecordPage',
  pageOf(NftTransferRecordAnswer),
);

export const NftHolderAnswer = defineAnswer<NftHolderDto>(
  'NftHolder',
  s.object({ address: str, items: itemPage }),
);

export const NftCreatorAnswer = defineAnswer<NftCreatorDto>(
  'NftCreator',
  s.object({ address: str, name: nullableStr, albums: s.array(NftAlbumAnswer), items: itemPage }),
);

export const OpsNftAlbumAnswer = defineAnswer<OpsNftAlbumDto>(
  'OpsNftAlbum',
  s.object({
    id: str,
    classId: str,
    name: str,
    chain: s.oneOf(CHAIN_TYPES),
    contractAddress: str,
    creatorName: nullableStr,
    creatorAddress: nullableStr,
    description: nullableStr,
    enabled: s.boolean(),
    itemsCount: s.integer(),
    startBlock: str,
    syncedBlock: nullableStr,
    createdAt: time,
    updatedAt: time,
  }),
);
export const OpsNftAlbumListAnswer = defineAnswer<OpsNftAlbumDto[]>(
  'OpsNftAlbumList',
  s.array(OpsNftAlbumAnswer),
);

export const OpsNftItemAnswer = defineAnswer<OpsNftItemDto>(
  'OpsNftItem',
  s.object({
    id: str,
    albumId: str,
    tokenId: str,
    name: nullableStr,
    imageUrl: nullableStr,
    metadataUrl: nullableStr,
    metadataStatus: s.oneOf(NFT_METADATA_STATUSES),
    metadataError: nullableStr,
    metadataFetchedAt: s.nullable(time),
    holderAddress: nullableStr,
  }),
);
export const OpsNftItemPageAnswer = defineAnswer<Page<OpsNftItemDto>>(
  'OpsNftItemPage',
  pageOf(OpsNftItemAnswer),
);
