// Answers of the Operations calls for the console's tests (the API is the fetch stand-in of test/fetch.ts).
import type {
  OpsCoinDto,
  OpsCoinPairDto,
  OpsCountryDto,
  OpsDictEntryDto,
  OpsDocumentDto,
  OpsDocumentSummaryDto,
} from '@p2p/contracts';

export const COINS: OpsCoinDto[] = [
  { id: '1', enShort: 'MEC', name: 'MEC', assetScale: 18, sort: 1, enabled: true },
  { id: '2', enShort: 'USDT', name: 'Tether USD', assetScale: 6, sort: 2, enabled: true },
];

export const PAIR: OpsCoinPairDto = {
  id: '11',
  coinId: '1',
  coin: 'MEC',
  quote: 'USD',
  quoteKind: 'FIAT',
  minPrice: '0.5',
  maxPrice: '2',
  minQuantity: null,
  maxQuantity: null,
  referencePrice: '1.2',
  payMinutes: 15,
  priceScale: 4,
  quantityScale: 8,
  sort: 11,
  enabled: true,
};

export const COUNTRIES: OpsCountryDto[] = [
  {
    code: 'USA',
    abb2: 'US',
    name: 'United States',
    latitude: 38,
    longitude: -97,
    fiatEnabled: true,
    fiatCurrencies: ['USD'],
    fiatPaymentKinds: ['ALIPAY', 'WECHAT', 'BANK_CARD', 'VISA_DIRECT', 'OTHER'],
    pairBounds: [],
    sort: 1,
  },
  {
    code: 'VNM',
    abb2: 'VN',
    name: 'Vietnam',
    latitude: 16,
    longitude: 107,
    fiatEnabled: false,
    fiatCurrencies: [],
    fiatPaymentKinds: ['ALIPAY', 'WECHAT', 'BANK_CARD', 'VISA_DIRECT', 'OTHER'],
    pairBounds: [],
    sort: 2,
  },
];

export const DICT: OpsDictEntryDto[] = [
  {
    id: '5',
    type: 'APPEAL_REASON',
    code: 'NOT_PAID',
    language: 'EN_US',
    label: 'Not paid',
    value: null,
    sort: 1,
    enabled: true,
  },
  {
    id: '6',
    type: 'APPEAL_REASON',
    code: 'NOT_PAID',
    language: 'KO_KR',
    label: '미결제',
    value: null,
    sort: 1,
    enabled: true,
  },
];

export const DOC_SUMMARY: OpsDocumentSummaryDto = {
  id: '103',
  slug: 'trading-notice',
  kind: 'NOTICE',
  sort: 3,
  enabled: true,
  title: 'Trading notice',
  languages: ['en', 'zh_TW'],
};

export const DOC: OpsDocumentDto = {
  id: '103',
  slug: 'trading-notice',
  kind: 'NOTICE',
  sort: 3,
  enabled: true,
  contents: [
    {
      language: 'en',
      title: 'Trading notice',
      content: '# Notice\n\nTrade **safely**.',
      updatedAt: '2026-11-20T10:00:00.000Z',
    },
    { language: 'zh_TW', title: '交易須知', content: '# 須知', updatedAt: '2026-11-20T10:00:00.000Z' },
  ],
};
