// The NFT answers' fixed values (issue 23), apart from the DTO classes so that the route table's answers
// load no validator (the light route table and the answers' tests import them without reflect-metadata).
export const NFT_METADATA_STATUSES = ['PENDING', 'FETCHED', 'FAILED'] as const;
export type NftMetadataStatus = (typeof NFT_METADATA_STATUSES)[number];
export const NFT_TRANSFER_KINDS = ['MINT', 'TRANSFER', 'BURN'] as const;
export type NftTransferKind = (typeof NFT_TRANSFER_KINDS)[number];
