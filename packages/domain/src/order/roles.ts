import { OrderStatus } from './status.js';

/** The ad's side: on a SELL ad the maker sells, on a BUY ad the maker buys. */
export const AdType = { SELL: 'SELL', BUY: 'BUY' } as const;
export type AdType = (typeof AdType)[keyof typeof AdType];
export const AD_TYPES: readonly AdType[] = Object.values(AdType);

/** MANUAL ads wait for the counterparty to accept; AUTO ads accept at once. */
export const AdMode = { MANUAL: 'MANUAL', AUTO: 'AUTO' } as const;
export type AdMode = (typeof AdMode)[keyof typeof AdMode];
export const AD_MODES: readonly AdMode[] = Object.values(AdMode);

/** Who performs an action: one of the two parties, or the system (timers, chain watcher, appeal officers). */
export const Actor = { BUYER: 'BUYER', SELLER: 'SELLER', SYSTEM: 'SYSTEM' } as const;
export type Actor = (typeof Actor)[keyof typeof Actor];
export const ACTORS: readonly Actor[] = Object.values(Actor);

/** A trading party (an actor that is not the system). */
export type Party = Exclude<Actor, 'SYSTEM'>;
export const PARTIES: readonly Party[] = [Actor.BUYER, Actor.SELLER];

/** The maker owns the ad, the taker places the order. */
export type Role = 'MAKER' | 'TAKER';

/** On a SELL ad the maker is the seller; on a BUY ad the maker is the buyer. */
export function makerOf(adType: AdType): Party {
  return adType === AdType.SELL ? Actor.SELLER : Actor.BUYER;
}

/** On a SELL ad the taker is the buyer; on a BUY ad the taker is the seller (and deposits per order). */
export function takerOf(adType: AdType): Party {
  return adType === AdType.SELL ? Actor.BUYER : Actor.SELLER;
}

export function roleOf(adType: AdType, party: Party): Role {
  return makerOf(adType) === party ? 'MAKER' : 'TAKER';
}

export function counterpartyOf(party: Party): Party {
  return party === Actor.BUYER ? Actor.SELLER : Actor.BUYER;
}

/** Statuses an order can only reach on a BUY ad (the seller deposits per order). */
const BUY_AD_ONLY: readonly OrderStatus[] = [
  OrderStatus.WAIT_BUYER_ACCEPT,
  OrderStatus.WAIT_SELLER_DEPOSIT,
  OrderStatus.SELLER_DEPOSIT_TIMEOUT,
  OrderStatus.BUYER_ACCEPT_EXPIRED,
];

/** Statuses an order can only reach on a SELL ad (the maker-seller accepts). */
const SELL_AD_ONLY: readonly OrderStatus[] = [OrderStatus.WAIT_SELLER_ACCEPT];

/** Whether an order from an ad of this type can ever be in this status. */
export function isStatusPossibleFor(adType: AdType, status: OrderStatus): boolean {
  return adType === AdType.SELL ? !BUY_AD_ONLY.includes(status) : !SELL_AD_ONLY.includes(status);
}
