import type { AdDto, AdNftDto, PaymentMethodKind } from '@p2p/contracts';
import { normalizeDecimal } from '@p2p/domain';
import type { MarketRow } from './market.repository.js';

const decimal = (value: string): string => normalizeDecimal(value);
const optionalDecimal = (value: string | null): string | null => (value === null ? null : decimal(value));

/**
 * A market row as the ad card of `GET /c2c/advert/page` shows it. The market is every trader's view, not
 * the owner's: payment methods by kind only (the kind stands as the entry's id, the name is null: the
 * maker's own method records are not shown to takers), no deposited quantity, active orders or deposit.
 * `coin` and `pairPayMinutes` are the pair's (the catalogue's): its coin and its default payment window;
 * `nft` an NFT ad's item card (the nfts module's: image, name, album).
 */
export function toMarketAd(
  row: MarketRow,
  coin: string | null,
  pairPayMinutes: number,
  nft: AdNftDto | null = null,
): AdDto {
  const kinds: PaymentMethodKind[] = [...new Set(row.paymentKinds ?? [])];
  return {
    id: row.id,
    type: row.type,
    mode: row.mode,
    assetKind: row.assetKind,
    coinPairId: row.coinPairId,
    coin,
    quote: row.quote,
    chain: row.chain,
    nft,
    priceType: row.priceType,
    unitPrice: decimal(row.unitPrice),
    priceMargin: optionalDecimal(row.priceMargin),
    totalQuantity: decimal(row.totalQuantity),
    remainingQuantity: decimal(row.remainingQuantity),
    depositedQuantity: '0',
    minQuantity: optionalDecimal(row.minQuantity),
    maxQuantity: optionalDecimal(row.maxQuantity),
    minAmount: optionalDecimal(row.minAmount),
    maxAmount: optionalDecimal(row.maxAmount),
    payMinutes: row.payMinutes ?? pairPayMinutes,
    conditions: {
      minCredit: row.minCredit,
      minCompletedOrders: row.minCompletedOrders,
      minRegisteredDays: row.minRegisteredDays,
    },
    notes: row.notes,
    online: true,
    status: 'PUBLISHED',
    paymentMethods: kinds.map((kind) => ({ id: kind, kind, name: null })),
    advertiser: {
      userId: row.userId,
      nickname: row.nickname,
      regionId: row.regionId,
      flag: row.flag,
      certified: row.certified,
      fastTrader: row.fastTrader,
      online: row.advertiserOnline,
      orderCount: row.orderCount,
      completedOrderCount: row.completedOrderCount,
      completionRate: decimal(row.completionRate),
      avgReleaseSeconds: row.avgConfirmSeconds,
    },
    activeOrders: 0,
    depositId: null,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt === null ? null : row.publishedAt.toISOString(),
  };
}
