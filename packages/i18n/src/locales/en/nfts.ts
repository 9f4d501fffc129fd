/**
 * NFT texts (`common.nfts`; issue 23): the albums, an album, an item's detail parameters, its on-chain
 * records, a holder's and a creator's items. Not part of `common`: the trader app loads them with the
 * pages (`@p2p/i18n/texts/<lang>/nfts`), so that they stay out of its first load.
 */
export const nfts = {
  figures: {
    items: 'Items',
    holders: 'Holders',
    floor: 'Floor price',
    average: 'Average price',
  },
  albums: {
    empty: 'No NFT album is open yet',
    end: 'No more albums',
  },
  album: {
    creator: 'Creator',
    by: 'Creator: {{name}}',
    items: 'Items',
    empty: 'No item in this album yet',
    end: 'No more items',
  },
  card: {
    holder: 'Holder {{address}}',
    listed: 'Listed at {{price}}',
    noImage: 'No image yet',
  },
  detail: {
    album: 'Album: {{name}}',
    parameters: 'Detail parameters',
    attributes: 'Attributes',
    trait: 'Trait',
    value: 'Value',
    noAttributes: 'No attributes in the metadata',
    tokenId: 'Token ID',
    classId: 'Class ID',
    contract: 'Contract address',
    chain: 'Chain',
    metadataUrl: 'Metadata URL',
    metadataPending: 'The metadata is being read from the chain',
    metadataFailed: 'The metadata could not be read',
    description: 'Description',
    creator: 'Creator',
    holder: 'Current holder',
    inEscrow: 'Held in the platform escrow',
    averagePrice: 'Average price',
    price: 'Listed price',
    records: 'On-chain records',
  },
  chains: {
    ERC20: 'EVM chain (ERC-721)',
    TRC20: 'TRON chain',
  },
  records: {
    kinds: {
      MINT: 'Minted',
      TRANSFER: 'Transferred',
      BURN: 'Burned',
    },
    from: 'From',
    to: 'To',
    tx: 'Transaction',
    block: 'Block {{block}}',
    price: 'Order price',
    empty: 'No on-chain record yet',
    end: 'No more records',
  },
  holder: {
    address: 'Holder address',
    empty: 'This address holds no item of an open album',
  },
  creator: {
    address: 'Creator address',
    albums: 'Albums',
    items: 'Items',
    noAlbums: 'This address created no open album',
    noItems: 'No item in this creator’s albums yet',
  },
  trade: {
    title: 'Sell an NFT',
    sellOnly: 'NFT ads are sales only: one item you hold, at one price.',
    item: 'Your item',
    itemsHint: 'Items of open albums at your bound address',
    noBound: 'Bind a wallet address first: an NFT ad sells an item you hold there.',
    noItems: 'Your bound address holds no item of an open album.',
    pickRequired: 'Choose the item to sell',
    currency: 'Price currency',
    price: 'Price ({{quote}})',
    priceInvalid: 'Enter a price above zero',
    methodsRequired: 'Choose at least one payment method',
    submit: 'Create the ad',
    depositTitle: 'Deposit the item',
    depositHint:
      'Send this item from your bound address to the escrow address (safeTransferFrom). The ad is published when the item is credited.',
    returnedTitle: 'The ad was cancelled',
    returned:
      'Another item arrived for it, or it was cancelled or expired, so its creation stopped: the NFT sent for it, if any, is returned to the address it came from.',
    tab: 'NFT',
    marketEmpty: 'No NFT is for sale',
    marketEmptyHint: 'Items listed by traders show here.',
    buy: 'Buy',
    buyTitle: 'Buy this NFT',
    viewItem: 'View the item',
    token: 'Token #{{id}}',
    youPay: 'You pay',
    listedFor: 'Listed for {{price}}',
    notListed: 'This item is not listed',
  },
  states: {
    loadFailed: 'This page could not be loaded',
    retry: 'Retry',
    badAddress: 'This link does not name an address',
    allAlbums: 'All albums',
    back: 'Back',
  },
};

export type NftTexts = typeof nfts;
