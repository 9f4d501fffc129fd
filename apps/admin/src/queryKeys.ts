// Every TanStack Query key of the console, in one place.
export const queryKeys = {
  staff: {
    all: ['staff'] as const,
    me: ['staff', 'me'] as const,
  },
  health: ['health'] as const,
  reserves: ['reserves'] as const,
  audit: (query: object) => ['audit', query] as const,
  chainWatch: ['chainWatch'] as const,
  /** An order's payouts (the appeal desk's case, customer service's order list). */
  orderPayouts: (orderId: string) => ['orderPayouts', orderId] as const,
  appeals: {
    all: ['appeals'] as const,
    queue: (query: object) => ['appeals', 'queue', query] as const,
    case: (id: string) => ['appeals', 'case', id] as const,
    /** An upload's bytes (a chat image, evidence), by its API path. */
    file: (url: string) => ['appeals', 'file', url] as const,
  },
  support: {
    all: ['support'] as const,
    search: (q: string) => ['support', 'search', q] as const,
    /** A trader's facts; also the prefix of its lists, so invalidating it refreshes them all. */
    user: (id: string) => ['support', 'user', id] as const,
    list: (id: string, list: string, args: object) => ['support', 'user', id, list, args] as const,
  },
  staffAdmin: {
    all: ['staffAdmin'] as const,
    page: (args: object) => ['staffAdmin', 'page', args] as const,
  },
  merchants: {
    all: ['merchants'] as const,
    queue: (query: object) => ['merchants', 'queue', query] as const,
    case: (id: string) => ['merchants', 'case', id] as const,
  },
  ops: {
    all: ['ops'] as const,
    maintenance: ['ops', 'maintenance'] as const,
    coins: ['ops', 'coins'] as const,
    coinPairs: ['ops', 'coinPairs'] as const,
    countries: ['ops', 'countries'] as const,
    dict: (type: string, language: string) => ['ops', 'dict', type, language] as const,
    dictAll: ['ops', 'dict'] as const,
    documents: ['ops', 'documents'] as const,
    document: (id: string) => ['ops', 'documents', id] as const,
    nftAlbums: ['ops', 'nftAlbums'] as const,
    /** An album's items page; the album's key alone refreshes every page of it. */
    nftItems: (albumId: string, pageNo?: number) =>
      pageNo === undefined
        ? (['ops', 'nftItems', albumId] as const)
        : (['ops', 'nftItems', albumId, pageNo] as const),
  },
};
