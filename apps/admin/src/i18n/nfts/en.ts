// The NFT albums tab's texts (namespace `admin`, key `nfts`, issue 23), English: the reference.
import type { Texts } from '../shape';

export const nftsEn = {
  tab: 'NFT albums',
  title: 'NFT albums',
  hint: 'The ERC-721 collections traders see. The chain watcher reads the Transfer logs of enabled albums; a disabled album is hidden from traders and not read until it is enabled again.',
  add: 'Add album',
  addTitle: 'Add an NFT album',
  editTitle: 'Edit {{name}}',
  name: 'Name',
  contract: 'Contract address',
  addressInvalid: 'Enter 0x and 40 hexadecimal digits',
  creatorName: 'Creator',
  creatorAddress: "Creator's address",
  description: 'Description',
  startBlock: 'Start block',
  startBlockHint: 'The block the collection was deployed in: its logs are read from there (0 if unknown).',
  startBlockInvalid: 'Enter a block number (digits only)',
  items: 'Items',
  synced: 'Read up to block',
  notSynced: 'Not read yet',
  showItems: 'Items',
  itemsTitle: 'Items of {{name}}',
  tokenId: 'Token id',
  holder: 'Holder',
  metadata: 'Metadata',
  status: {
    PENDING: 'Waiting',
    FETCHED: 'Read',
    FAILED: 'Failed',
  },
  refetch: 'Fetch again',
  refetchAsked: 'The metadata will be read again',
};

export type NftsTexts = Texts<typeof nftsEn>;
