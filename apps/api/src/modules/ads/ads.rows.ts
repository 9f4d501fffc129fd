// The shapes AdsRepository reads and writes (rows as text: numerics and ids), apart from its queries.
import type { AdMode, AdPriceType, AdStatus, AdType, ChainType, PaymentMethodKind } from '@p2p/contracts';

/** Statuses of an ad that is under way (the in-progress filter, active trades). */
export const IN_PROGRESS: readonly AdStatus[] = ['CREATING', 'PUBLISHED', 'REVOKING'];

/** The advertiser as the users module's read model shows them (the `advertiser_profiles` view). */
export interface AdvertiserRow {
  userId: string;
  nickname: string | null;
  regionId: string | null;
  flag: string | null;
  certified: boolean;
  fastTrader: boolean;
  online: boolean;
  orderCount: number;
  completedOrderCount: number;
  completionRate: string;
  avgConfirmSeconds: number | null;
  creditScore: number;
  buyBanned: boolean;
  sellBanned: boolean;
}

/** An ad row with its advertiser; numerics as text, ids as text. */
export interface AdRow {
  id: string;
  userId: string;
  type: AdType;
  mode: AdMode;
  assetKind: 'COIN' | 'NFT';
  coinId: number | null;
  coinPairId: number | null;
  nftItemId: string | null; // an NFT ad's item (its album is the item's)
  chain: ChainType;
  quoteCurrency: string;
  priceType: AdPriceType;
  unitPrice: string;
  priceMargin: string | null;
  totalQuantity: string;
  remainingQuantity: string;
  depositedQuantity: string;
  minQuantity: string | null;
  maxQuantity: string | null;
  minAmount: string | null;
  maxAmount: string | null;
  payMinutes: number | null;
  minCredit: number;
  minCompletedOrders: number;
  minRegisteredDays: number;
  notes: string | null;
  online: boolean;
  status: AdStatus;
  version: number;
  createdAt: Date;
  publishedAt: Date | null;
  advertiser: AdvertiserRow;
}

/** The fields of a new ad. */
export interface NewAd {
  userId: bigint;
  type: AdType;
  mode: AdMode;
  /** A coin ad's coin and pair, or an NFT ad's album and item (its price in the quote currency). */
  asset: { coinId: number; coinPairId: number } | { nftAlbumId: number; nftItemId: string };
  chain: ChainType;
  quoteCurrency: string;
  priceType: AdPriceType;
  unitPrice: string;
  priceMargin: string | null;
  totalQuantity: string;
  minQuantity: string | null;
  maxQuantity: string | null;
  minAmount: string | null;
  maxAmount: string | null;
  notes: string | null;
  payMinutes: number;
  minCredit: number;
  minCompletedOrders: number;
  minRegisteredDays: number;
  paymentKinds: readonly PaymentMethodKind[];
  regionId: string | null;
  status: 'CREATING' | 'PUBLISHED';
  /** The service's time (the clock): its creation, and its publication when published at once. */
  at: Date;
}

/** What `giveBackQuantity` did: given back, nothing (the ad is closed), or refused (over the total). */
export type GiveBackResult =
  { outcome: 'given' | 'closed' } | { outcome: 'over'; total: string; remaining: string };

/** What a state change reads of a locked ad. */
export interface LockedAd {
  id: string;
  userId: string;
  type: AdType;
  status: AdStatus;
  online: boolean;
  assetKind: 'COIN' | 'NFT';
  coinId: number | null;
  nftItemId: string | null;
  chain: ChainType;
  totalQuantity: string;
  remainingQuantity: string;
}
