// Enumerations shared by the API, the database schema, the web and the admin console.
// Each is a const object whose values equal its names, plus a union type of the same name and a
// list of the values (for `@IsIn(...)` and for iterating). The Prisma schema uses these exact values.

export { OrderStatus, ORDER_STATUSES } from '@p2p/domain';

/** The values of a const enum object, typed as its union. */
function valuesOf<const T extends Record<string, string>>(o: T): readonly T[keyof T][] {
  return Object.freeze(Object.values(o)) as readonly T[keyof T][];
}

export const AdType = { BUY: 'BUY', SELL: 'SELL' } as const;
export type AdType = (typeof AdType)[keyof typeof AdType];
export const AD_TYPES = valuesOf(AdType);

export const AdMode = { MANUAL: 'MANUAL', AUTO: 'AUTO' } as const;
export type AdMode = (typeof AdMode)[keyof typeof AdMode];
export const AD_MODES = valuesOf(AdMode);

export const AdAssetKind = { COIN: 'COIN', NFT: 'NFT' } as const;
export type AdAssetKind = (typeof AdAssetKind)[keyof typeof AdAssetKind];
export const AD_ASSET_KINDS = valuesOf(AdAssetKind);

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
} as const;
export type AppealResult = (typeof AppealResult)[keyof typeof AppealResult];
export const APPEAL_RESULTS = valuesOf(AppealResult);

export const FundRecordType = { DEPOSIT: 'DEPOSIT', WITHDRAWAL: 'WITHDRAWAL' } as const;
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

/** Interface languages (spec section 1). */
export const Language = {
  en: 'en',
  zh_TW: 'zh_TW',
  zh_CN: 'zh_CN',
  ko_KR: 'ko_KR',
  ko_KP: 'ko_KP',
  vi_VN: 'vi_VN',
  th_TH: 'th_TH',
  tr_TR: 'tr_TR',
  es_ES: 'es_ES',
  pt_PT: 'pt_PT',
} as const;
export type Language = (typeof Language)[keyof typeof Language];
export const LANGUAGE_CODES = valuesOf(Language);
export const DEFAULT_LANGUAGE: Language = Language.en;
/** The languages the language picker offers, in its order. */
export const PICKER_LANGUAGES: readonly Language[] = ['zh_TW', 'en', 'ko_KR', 'vi_VN'];
/** The languages accepted as a stored preference (the spec's second reading). */
export const STORED_LANGUAGES: readonly Language[] = [
  'en',
  'es_ES',
  'ko_KP',
  'pt_PT',
  'th_TH',
  'tr_TR',
  'vi_VN',
  'zh_TW',
];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** Languages of the dictionary (`GET /common/dict`). */
export const DictLanguage = {
  ZH_TW: 'ZH_TW',
  EN_US: 'EN_US',
  KO_KR: 'KO_KR',
  VI_VN: 'VI_VN',
} as const;
export type DictLanguage = (typeof DictLanguage)[keyof typeof DictLanguage];
export const DICT_LANGUAGES = valuesOf(DictLanguage);

/**
 * The dictionary language for an interface language: Chinese reads ZH_TW, Korean KO_KR, Vietnamese
 * VI_VN, everything else (and no language) EN_US. Accepts header forms too (en_US, zh_CN, ...).
 */
export function toDictLanguage(language: string | null | undefined): DictLanguage {
  const lang = (language ?? '').toLowerCase();
  if (lang.startsWith('zh')) return DictLanguage.ZH_TW;
  if (lang.startsWith('ko')) return DictLanguage.KO_KR;
  if (lang.startsWith('vi')) return DictLanguage.VI_VN;
  return DictLanguage.EN_US;
}
