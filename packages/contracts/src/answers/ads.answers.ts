// The answers of ads and the order market (issue 11).
import type { Page } from '../envelope.js';
import {
  AD_ASSET_KINDS,
  AD_MODES,
  AD_PRICE_TYPES,
  AD_STATUSES,
  AD_TYPES,
  CHAIN_TYPES,
  PAYMENT_METHOD_KINDS,
} from '../enums.js';
import type { AdDto, AdvertiserOnlineDto } from '../dto/ads.dto.js';
import { pageOf } from './answers.js';
import { defineAnswer, shapes as s } from './shape.js';

const str = s.string();
const nullableStr = s.nullable(str);
const decimal = s.string('decimal');
const nullableDecimal = s.nullable(decimal);
const time = s.string('date-time');

export const AdAnswer = defineAnswer<AdDto>(
  'Ad',
  s.object({
    id: str,
    type: s.oneOf(AD_TYPES),
    mode: s.oneOf(AD_MODES),
    assetKind: s.oneOf(AD_ASSET_KINDS),
    coinPairId: s.nullable(s.integer()),
    coin: nullableStr,
    quote: str,
    chain: s.oneOf(CHAIN_TYPES),
    nft: s.nullable(
      s.object({
        itemId: str,
        albumId: str,
        albumName: str,
        tokenId: decimal,
        name: nullableStr,
        imageUrl: nullableStr,
      }),
    ),
    priceType: s.oneOf(AD_PRICE_TYPES),
    unitPrice: decimal,
    priceMargin: nullableDecimal,
    totalQuantity: decimal,
    remainingQuantity: decimal,
    depositedQuantity: decimal,
    minQuantity: nullableDecimal,
    maxQuantity: nullableDecimal,
    minAmount: nullableDecimal,
    maxAmount: nullableDecimal,
    payMinutes: s.integer(),
    conditions: s.object({
      minCredit: s.integer(),
      minCompletedOrders: s.integer(),
      minRegisteredDays: s.integer(),
    }),
    notes: nullableStr,
    online: s.boolean(),
    status: s.oneOf(AD_STATUSES),
    paymentMethods: s.array(s.object({ id: str, kind: s.oneOf(PAYMENT_METHOD_KINDS), name: nullableStr })),
    advertiser: s.object({
      userId: str,
      nickname: nullableStr,
      regionId: nullableStr,
      flag: nullableStr,
      certified: s.boolean(),
      fastTrader: s.boolean(),
      online: s.boolean(),
      orderCount: s.integer(),
      completedOrderCount: s.integer(),
      completionRate: decimal,
      avgReleaseSeconds: s.nullable(s.integer()),
    }),
    activeOrders: s.integer(),
    depositId: nullableStr,
    createdAt: time,
    publishedAt: s.nullable(time),
  }),
);

export const AdPageAnswer = defineAnswer<Page<AdDto>>('AdPage', pageOf(AdAnswer));

export const AdvertiserOnlineAnswer = defineAnswer<AdvertiserOnlineDto>(
  'AdvertiserOnline',
  s.object({ online: s.boolean() }),
);
