// NFT albums and items (issue 23): what the trader app reads of the index (albums, an album's items,
// an item's detail and on-chain records, a holder's and a creator's items) and what operators change
// under /admin/ops (albums: add, edit, enable, disable; an item's metadata fetched again). Browser-safe:
// class-validator DTOs and plain answer types. Prices are decimal strings (never floats); token ids and
// block numbers are decimal strings (they can exceed 2^53).
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import type { Page } from '../envelope.js';
import { ChainType } from '../enums.js';
import { toBoolean } from '../dto/ads.dto.js';
import { PageQueryDto } from '../dto/common.dto.js';
import { ValidationMessage as M } from '../dto/messages.js';
import { ERC20_ADDRESS_PATTERN } from '../dto/rules.js';
import { Satisfies, trimString } from '../dto/validators.js';
import { isWellFormedText } from '../text/well-formed.js';
import type { NftMetadataStatus, NftTransferKind } from './nfts.values.js';

export * from './nfts.values.js';

export const NFT_ALBUM_NAME_MAX_LENGTH = 128;
export const NFT_CREATOR_NAME_MAX_LENGTH = 128;
export const NFT_DESCRIPTION_MAX_LENGTH = 2000;
/** A block height: a whole number of up to 15 digits. */
export const NFT_BLOCK_PATTERN = /^\d{1,15}$/;
/** The chains an album may be on: ERC-721 collections of the EVM chain. */
export const NFT_ALBUM_CHAINS = [ChainType.ERC20] as const;

const wellFormed = (value: unknown): boolean => typeof value === 'string' && isWellFormedText(value);

/** A trimmed, well-formed text of 1 to `max` characters; optional ones may be left out. */
function Text(max: number, optional: boolean): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    if (optional) ValidateIf((_o, v) => v !== undefined)(target, key);
    Transform(trimString)(target, key);
    IsString({ message: M.required })(target, key);
    IsNotEmpty({ message: M.required })(target, key);
    MaxLength(max, { message: M.textLength })(target, key);
    Satisfies('wellFormed', wellFormed, { message: M.malformedText })(target, key);
  };
}

/** An optional text that `null` clears (left out: unchanged). */
function ClearableText(max: number): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    ValidateIf((_o, v) => v !== undefined && v !== null)(target, key);
    Transform(trimString)(target, key);
    IsString({ message: M.textLength })(target, key);
    MaxLength(max, { message: M.textLength })(target, key);
    Satisfies('wellFormed', wellFormed, { message: M.malformedText })(target, key);
  };
}

/** An EVM address (0x and 40 hex digits, any case); `null` clears it where `clearable`. */
function EvmAddress(optional: boolean, clearable = false): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    if (optional) ValidateIf((_o, v) => v !== undefined && !(clearable && v === null))(target, key);
    Transform(trimString)(target, key);
    IsString({ message: M.nftAddressInvalid })(target, key);
    Matches(ERC20_ADDRESS_PATTERN, { message: M.nftAddressInvalid })(target, key);
  };
}

// ---- trader app --------------------------------------------------------------------------------------

/** `GET /c2c/nft/album/page`: the enabled albums, newest first. */
export class NftAlbumPageQueryDto extends PageQueryDto {}

/** `GET /c2c/nft/album/:id`: the album and a page of its items (token id ascending). */
export class NftAlbumItemsQueryDto extends PageQueryDto {}

/** `GET /c2c/nft/item/:id/records`: an item's transfers, newest first. */
export class NftRecordPageQueryDto extends PageQueryDto {}

/** `:address` of the holder and creator views: an EVM address. */
export class NftAddressParamDto {
  @EvmAddress(false)
  address!: string;
}

/** `GET /c2c/nft/holder/:address` and `GET /c2c/nft/creator/:address`: a page of items. */
export class NftItemPageQueryDto extends PageQueryDto {}

/** An album as traders see it, with its figures (prices from completed NFT orders: null until any). */
export interface NftAlbumDto {
  id: string;
  classId: string;
  name: string;
  chain: ChainType;
  contractAddress: string;
  creatorName: string | null;
  creatorAddress: string | null;
  description: string | null;
  coverUrl: string | null;
  itemsCount: number;
  holdersCount: number;
  /** The lowest price of a listed item; null while none is listed. */
  floorPrice: string | null;
  /** The average price of the album's completed orders; null while none completed. */
  averagePrice: string | null;
}

/** One item in a list: an album's items, a holder's, a creator's. */
export interface NftItemCardDto {
  id: string;
  albumId: string;
  albumName: string;
  tokenId: string;
  name: string | null;
  /** The API's own copy of the image (`/api/c2c/nft/image/:id`); null until fetched. */
  imageUrl: string | null;
  holderAddress: string | null;
  /** The price it is listed at; null while it is not listed. */
  price: string | null;
}

export interface NftAlbumPageDto {
  album: NftAlbumDto;
  items: Page<NftItemCardDto>;
}

/** One attribute of the metadata (`trait_type`, `value`), both as text. */
export interface NftAttributeDto {
  traitType: string | null;
  value: string;
}

/** `GET /c2c/nft/item/:id`: the detail parameters. */
export interface NftItemDetailDto {
  id: string;
  albumId: string;
  albumName: string;
  classId: string;
  tokenId: string;
  chain: ChainType;
  contractAddress: string;
  name: string | null;
  description: string | null;
  imageUrl: string | null;
  /** The token URI the contract answered. */
  metadataUrl: string | null;
  metadataStatus: NftMetadataStatus;
  attributes: NftAttributeDto[];
  creatorName: string | null;
  creatorAddress: string | null;
  holderAddress: string | null;
  /** Whether the platform's escrow holds it (an NFT ad or order). */
  inEscrow: boolean;
  price: string | null;
  averagePrice: string | null;
}

/** One on-chain transfer of an item. */
export interface NftTransferRecordDto {
  id: string;
  kind: NftTransferKind;
  txHash: string;
  blockNumber: string;
  from: string;
  to: string;
  at: string;
  /** The price of the completed order the transfer settled; null otherwise. */
  price: string | null;
}

export interface NftHolderDto {
  address: string;
  items: Page<NftItemCardDto>;
}

export interface NftCreatorDto {
  address: string;
  name: string | null;
  albums: NftAlbumDto[];
  items: Page<NftItemCardDto>;
}

// ---- operators (/admin/ops) ----------------------------------------------------------------------------

/** An album as operators see it (disabled ones too). */
export interface OpsNftAlbumDto {
  id: string;
  classId: string;
  name: string;
  chain: ChainType;
  contractAddress: string;
  creatorName: string | null;
  creatorAddress: string | null;
  description: string | null;
  enabled: boolean;
  itemsCount: number;
  /** The block its logs are read from, and how far they are recorded (null: not read yet). */
  startBlock: string;
  syncedBlock: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An item as operators see it: how its metadata fetch went. */
export interface OpsNftItemDto {
  id: string;
  albumId: string;
  tokenId: string;
  name: string | null;
  imageUrl: string | null;
  metadataUrl: string | null;
  metadataStatus: NftMetadataStatus;
  metadataError: string | null;
  metadataFetchedAt: string | null;
  holderAddress: string | null;
}

/** `POST /admin/ops/nft-albums`: a collection of the EVM chain, enabled unless said otherwise. */
export class CreateOpsNftAlbumDto {
  @IsOptional()
  @IsIn(NFT_ALBUM_CHAINS, { message: M.chainTypeRequired })
  chain?: (typeof NFT_ALBUM_CHAINS)[number];

  @EvmAddress(false)
  contractAddress!: string;

  @Text(NFT_ALBUM_NAME_MAX_LENGTH, false)
  name!: string;

  @Text(NFT_CREATOR_NAME_MAX_LENGTH, true)
  creatorName?: string;

  @EvmAddress(true)
  creatorAddress?: string;

  @Text(NFT_DESCRIPTION_MAX_LENGTH, true)
  description?: string;

  /** The block the collection was deployed in (its logs are read from there; default 0). */
  @IsOptional()
  @Transform(trimString)
  @IsString({ message: M.blockNumberInvalid })
  @Matches(NFT_BLOCK_PATTERN, { message: M.blockNumberInvalid })
  startBlock?: string;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: M.booleanInvalid })
  enabled?: boolean;
}

/** `POST /admin/ops/nft-albums/:id`: partial; `null` clears the creator or the description. */
export class UpdateOpsNftAlbumDto {
  @Text(NFT_ALBUM_NAME_MAX_LENGTH, true)
  name?: string;

  @ClearableText(NFT_CREATOR_NAME_MAX_LENGTH)
  creatorName?: string | null;

  @EvmAddress(true, true)
  creatorAddress?: string | null;

  @ClearableText(NFT_DESCRIPTION_MAX_LENGTH)
  description?: string | null;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: M.booleanInvalid })
  enabled?: boolean;
}

/** `GET /admin/ops/nft-albums/:id/items`: the album's items with their metadata status. */
export class OpsNftItemPageQueryDto extends PageQueryDto {}
