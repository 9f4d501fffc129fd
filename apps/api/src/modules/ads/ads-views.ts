// Ad rows to the contracts' AdDto, and the live message of an ad's status change.
import type { AdChange, AdDto, AdNftDto, AdvertiserDto, PaymentMethodKind } from '@p2p/contracts';
import { normalizeDecimal } from '@p2p/domain';
import type { NewOutboxRow } from '../../core/outbox/outbox.types.js';
import type { AdRow, AdvertiserRow } from './ads.repository.js';

/** The pair's default payment window (the schema's default), for an ad stored without one. */
export const DEFAULT_PAY_MINUTES = 15;

const dec = (value: string): string => normalizeDecimal(value);
const decOrNull = (value: string | null): string | null => (value === null ? null : normalizeDecimal(value));

/** What a view of an ad adds to its row: who looks, and what the other modules know of it. */
export interface AdViewContext {
  /** The caller is the ad's owner: names of payment methods, active orders and the deposit. */
  owner: boolean;
  /** The coin's symbol, when the coin is listed. */
  coin: string | null;
  /** An NFT ad's item card (the nfts module's). */
  nft: AdNftDto | null;
  /** The ad's payment methods in id order, with their kind and label. */
  methods: readonly { id: bigint; kind: PaymentMethodKind; name: string }[];
  activeOrders: number;
  /** The SELL ad's escrow deposit (shown to the owner while the ad is being created). */
  depositId: string | null;
}

export function advertiserView(p: AdvertiserRow): AdvertiserDto {
  return {
    userId: p.userId,
    nickname: p.nickname,
    regionId: p.regionId,
    flag: p.flag,
    certified: p.certified,
    fastTrader: p.fastTrader,
    online: p.online,
    orderCount: p.orderCount,
    completedOrderCount: p.completedOrderCount,
    completionRate: dec(p.completionRate),
    avgReleaseSeconds: p.avgConfirmSeconds,
  };
}

export function adView(row: AdRow, ctx: AdViewContext): AdDto {
  return {
    id: row.id,
    type: row.type,
    mode: row.mode,
    assetKind: row.assetKind,
    coinPairId: row.coinPairId,
    coin: ctx.coin,
    quote: row.quoteCurrency,
    chain: row.chain,
    nft: ctx.nft,
    priceType: row.priceType,
    unitPrice: dec(row.unitPrice),
    priceMargin: row.priceType === 'FLOATING' ? decOrNull(row.priceMargin) : null,
    totalQuantity: dec(row.totalQuantity),
    remainingQuantity: dec(row.remainingQuantity),
    depositedQuantity: ctx.owner ? dec(row.depositedQuantity) : '0',
    minQuantity: decOrNull(row.minQuantity),
    maxQuantity: decOrNull(row.maxQuantity),
    minAmount: decOrNull(row.minAmount),
    maxAmount: decOrNull(row.maxAmount),
    payMinutes: row.payMinutes ?? DEFAULT_PAY_MINUTES,
    conditions: {
      minCredit: row.minCredit,
      minCompletedOrders: row.minCompletedOrders,
      minRegisteredDays: row.minRegisteredDays,
    },
    notes: row.notes,
    online: row.online,
    status: row.status,
    paymentMethods: ctx.methods.map((m) => ({
      id: String(m.id),
      kind: m.kind,
      name: ctx.owner ? m.name : null,
    })),
    advertiser: advertiserView(row.advertiser),
    activeOrders: ctx.owner ? ctx.activeOrders : 0,
    depositId: ctx.owner && row.status === 'CREATING' ? ctx.depositId : null,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}

/**
 * An AD_STATUS_CHANGE message for the owner's room (the web refreshes the ad and the owner's list); with
 * the staff's action and reason when staff changed it (issue 25).
 */
export function adChanged(
  userId: string,
  adId: string,
  status: string,
  staff?: Pick<AdChange, 'staffAction' | 'staffReason'>,
): NewOutboxRow<'live'> {
  const change: AdChange = { adId, status, ...staff };
  return {
    aggregate: 'ad',
    aggregateId: adId,
    type: 'live',
    payload: {
      rooms: [`user:${userId}`],
      message: { type: 'AD_STATUS_CHANGE', message: JSON.stringify(change) },
    },
  };
}
