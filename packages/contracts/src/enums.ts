// Enumerations shared by the API, the database schema, the web and the admin console.
// Each is a const object whose values equal its names, plus a union type of the same name and a
// list of the values (for `@IsIn(...)` and for iterating). The Prisma schema uses these exact values.

// Order statuses and the ad's type and mode belong to the domain's state machine; re-exported here.
// Interface and dictionary languages belong to `@p2p/i18n`.
export { OrderStatus, ORDER_STATUSES, AdType, AD_TYPES, AdMode, AD_MODES } from '@p2p/domain';
// Whether the buyer sees the seller's payment details, and why not (issue 22): the domain's rule.
export { PaymentDetailsState, PAYMENT_DETAILS_STATES } from '@p2p/domain';

/** The values of a const enum object, typed as its union. */
function valuesOf<const T extends Record<string, string>>(o: T): readonly T[keyof T][] {
  return Object.freeze(Object.values(o)) as readonly T[keyof T][];
}

export const AdAssetKind = { COIN: 'COIN', NFT: 'NFT' } as const;
export type AdAssetKind = (typeof AdAssetKind)[keyof typeof AdAssetKind];
export const AD_ASSET_KINDS = valuesOf(AdAssetKind);

/** How an ad is priced: a fixed unit price, or a margin (percent) on the pair's reference price. */
export const AdPriceType = { FIXED: 'FIXED', FLOATING: 'FLOATING' } as const;
export type AdPriceType = (typeof AdPriceType)[keyof typeof AdPriceType];
export const AD_PRICE_TYPES = valuesOf(AdPriceType);

/** Market sorting (spec §2): by price or by remaining quantity, ascending or descending. */
export const AD_SORT_FIELDS = ['PRICE', 'QUANTITY'] as const;
export type AdSortField = (typeof AD_SORT_FIELDS)[number];
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Lifecycle of an ad. Online/offline is a separate boolean on the ad, not a status. */
export const AdStatus = {
  CREATING: 'CREATING',
  PUBLISHED: 'PUBLISHED',
  REVOKING: 'REVOKING',
  CANCELLED: 'CANCELLED',
  DELETED: 'DELETED',
} as const;
export type AdStatus = (typeof AdStatus)[keyof typeof AdStatus];
export const AD_STATUSES = valuesOf(AdStatus);

export const AppealResult = {
  PENDING: 'PENDING',
  REJECTED: 'REJECTED',
  BUYER_WINS: 'BUYER_WINS',
  SELLER_WINS: 'SELLER_WINS',
  INITIATOR_WINS: 'INITIATOR_WINS',
  INITIATOR_LOSES: 'INITIATOR_LOSES',
  REVOKED: 'REVOKED',
  DISPUTE_TIMEOUT: 'DISPUTE_TIMEOUT',
  /** The seller released the coin while the appeal was open (issue 25). */
  SETTLED: 'SETTLED',
} as const;
export type AppealResult = (typeof AppealResult)[keyof typeof AppealResult];
export const APPEAL_RESULTS = valuesOf(AppealResult);

/**
 * A fund record's kind: a deposit into escrow, or a payout its receiver gets: a withdrawal, an order's coin
 * released to its buyer, a per-order deposit refunded to its seller, or something returned to its owner
 * (an ad's remainder, a wrong or late deposit, an idle temporary balance).
 */
export const FundRecordType = {
  DEPOSIT: 'DEPOSIT',
  WITHDRAWAL: 'WITHDRAWAL',
  RELEASE: 'RELEASE',
  REFUND: 'REFUND',
  RETURN: 'RETURN',
} as const;
export type FundRecordType = (typeof FundRecordType)[keyof typeof FundRecordType];
export const FUND_RECORD_TYPES = valuesOf(FundRecordType);

export const FundRecordStatus = {
  CONFIRMING: 'CONFIRMING',
  COMPLETED: 'COMPLETED',
  FAILED: 'FAILED',
} as const;
export type FundRecordStatus = (typeof FundRecordStatus)[keyof typeof FundRecordStatus];
export const FUND_RECORD_STATUSES = valuesOf(FundRecordStatus);

export const PaymentMethodKind = {
  USDT_ADDRESS: 'USDT_ADDRESS',
  ALIPAY: 'ALIPAY',
  WECHAT: 'WECHAT',
  BANK_CARD: 'BANK_CARD',
  VISA_DIRECT: 'VISA_DIRECT',
  OTHER: 'OTHER',
} as const;
export type PaymentMethodKind = (typeof PaymentMethodKind)[keyof typeof PaymentMethodKind];
export const PAYMENT_METHOD_KINDS = valuesOf(PaymentMethodKind);

export const ChainType = { ERC20: 'ERC20', TRC20: 'TRC20' } as const;
export type ChainType = (typeof ChainType)[keyof typeof ChainType];
export const CHAIN_TYPES = valuesOf(ChainType);

export const StaffRole = {
  APPEAL_OFFICER: 'APPEAL_OFFICER',
  CUSTOMER_SERVICE: 'CUSTOMER_SERVICE',
  ADMIN: 'ADMIN',
} as const;
export type StaffRole = (typeof StaffRole)[keyof typeof StaffRole];
export const STAFF_ROLES = valuesOf(StaffRole);

/** What a user can be banned from (catalogue codes RISK5001-5004). */
export const BanKind = {
  LOGIN: 'LOGIN',
  WITHDRAWAL: 'WITHDRAWAL',
  C2C_BUY: 'C2C_BUY',
  C2C_SELL: 'C2C_SELL',
} as const;
export type BanKind = (typeof BanKind)[keyof typeof BanKind];
export const BAN_KINDS = valuesOf(BanKind);

/** The `way` header and the socket handshake's `way`. */
export const ClientWay = { WEB: 'WEB' } as const;
export type ClientWay = (typeof ClientWay)[keyof typeof ClientWay];
export const CLIENT_WAYS = valuesOf(ClientWay);

export const QrScanResult = {
  SUCCESS: 'SUCCESS',
  FAILURE: 'FAILURE',
  WAIT_CALLBACK: 'WAIT_CALLBACK',
} as const;
export type QrScanResult = (typeof QrScanResult)[keyof typeof QrScanResult];
export const QR_SCAN_RESULTS = valuesOf(QrScanResult);

/** Why an email code is sent (and which check it later unlocks). */
export const EmailCodeScene = {
  REGISTER: 'REGISTER',
  RESET_PASSWORD: 'RESET_PASSWORD',
  BIND: 'BIND',
  CHANGE_EMAIL: 'CHANGE_EMAIL',
} as const;
export type EmailCodeScene = (typeof EmailCodeScene)[keyof typeof EmailCodeScene];
export const EMAIL_CODE_SCENES = valuesOf(EmailCodeScene);
