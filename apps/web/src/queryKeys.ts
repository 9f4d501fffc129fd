// Every TanStack Query key in one place. `session` keys belong to the signed-in user and are dropped
// when the session ends; `catalog` keys are reference data.

export const queryKeys = {
  catalog: {
    all: ['catalog'] as const,
    coins: ['catalog', 'coins'] as const,
    coinPairs: ['catalog', 'coinPairs'] as const,
    countries: ['catalog', 'countries'] as const,
    creditSettings: ['catalog', 'creditSettings'] as const,
    dict: (lang: string, type?: string) => ['catalog', 'dict', lang, type ?? ''] as const,
    document: (id: string, lang: string) => ['catalog', 'document', id, lang] as const,
    documents: (kind: string, lang: string) => ['catalog', 'documents', kind, lang] as const,
  },
  /** The latest price of every pair and one pair's history over a range (public; issue 14). */
  prices: {
    all: ['prices'] as const,
    latest: ['prices', 'latest'] as const,
    history: (pairId: string, range: string) => ['prices', 'history', pairId, range] as const,
  },
  session: {
    all: ['session'] as const,
    userInfo: (userId: string) => ['session', 'userInfo', userId] as const,
    onlineState: ['session', 'onlineState'] as const,
    /** The pairs the trader may see, order and post by their country's fiat rules (issue 24). */
    traderPairs: ['session', 'traderPairs'] as const,
    /** The unread checks (polled; refreshed at once by socket messages and the page becoming visible). */
    unread: ['session', 'unread'] as const,
    /** The unfinished orders and which of them are unread (the floating order button). */
    unreadOrders: ['session', 'unread', 'orders'] as const,
    /** The unread chat flags (`GET /user/fiat/talk/unread`). */
    unreadTalk: ['session', 'unread', 'talk'] as const,
    /** The header's unread chat dot (`GET /user/fiat/talk/readBubble`; issue 26). */
    chatBubble: ['session', 'unread', 'bubble'] as const,
    /** The caller's conversations (/chatList; issue 26), paged. */
    chatList: ['session', 'chatList'] as const,
    /** One order's chat history (pages, newest first). */
    chat: (orderId: string) => ['session', 'chat', orderId] as const,
    unfinishedOrders: ['session', 'unfinishedOrders'] as const,
    /** The merchant certification standing of the personal center (issue 24). */
    merchant: ['session', 'merchant'] as const,
    /** The temporary balance, fund records and deposits (escrow). */
    funds: ['session', 'funds'] as const,
    balance: ['session', 'funds', 'balance'] as const,
    heldNfts: ['session', 'funds', 'held-nfts'] as const,
    fundRecords: (type: string) => ['session', 'funds', 'records', type] as const,
    fundRecord: (id: string) => ['session', 'funds', 'record', id] as const,
    deposit: (id: string) => ['session', 'funds', 'deposit', id] as const,
    /** The caller's payment methods (issue 11). */
    paymentMethods: ['session', 'paymentMethods'] as const,
    /** The order market, the caller's ads and one ad (issue 11). */
    ads: ['session', 'ads'] as const,
    market: (query: object) => ['session', 'ads', 'market', query] as const,
    myAds: (inProgressOnly: boolean) => ['session', 'ads', 'mine', inProgressOnly] as const,
    ad: (id: string) => ['session', 'ads', 'one', id] as const,
    /** The caller's orders, one order and its timeline, today's free cancellations (issue 12). */
    orders: ['session', 'orders'] as const,
    orderList: (finish: boolean, side: string) => ['session', 'orders', 'list', finish, side] as const,
    order: (id: string) => ['session', 'orders', 'one', id] as const,
    orderEvents: (id: string) => ['session', 'orders', 'events', id] as const,
    cancelTimes: ['session', 'orders', 'cancelTimes'] as const,
    /** The caller's credit record (/reputationScore, issue 14). */
    creditRecords: ['session', 'credit', 'records'] as const,
    /** The NFT index (issue 23): albums, an album's items, an item, its records, a holder's, a creator's. */
    nfts: ['session', 'nfts'] as const,
    nftAlbums: ['session', 'nfts', 'albums'] as const,
    nftAlbum: (id: string) => ['session', 'nfts', 'album', id] as const,
    nftItem: (id: string) => ['session', 'nfts', 'item', id] as const,
    nftRecords: (id: string) => ['session', 'nfts', 'records', id] as const,
    nftHolder: (address: string) => ['session', 'nfts', 'holder', address] as const,
    nftCreator: (address: string) => ['session', 'nfts', 'creator', address] as const,
    /** An image the API stored, by its URL (which changes with the stored file). */
    nftImage: (url: string) => ['session', 'nfts', 'image', url] as const,
  },
} as const;
