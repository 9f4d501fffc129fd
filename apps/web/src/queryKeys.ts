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
  },
  session: {
    all: ['session'] as const,
    userInfo: (userId: string) => ['session', 'userInfo', userId] as const,
    onlineState: ['session', 'onlineState'] as const,
    /** The unread order / talk checks (filled by the orders and chat work). */
    unread: ['session', 'unread'] as const,
    unfinishedOrders: ['session', 'unfinishedOrders'] as const,
    /** The temporary balance, fund records and deposits (escrow). */
    funds: ['session', 'funds'] as const,
    balance: ['session', 'funds', 'balance'] as const,
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
  },
} as const;
