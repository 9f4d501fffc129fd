// Every API call of spec section 7, relative to `API_PREFIX`. One table (`API_ENDPOINTS`) holds the
// method, the Nest-style template and the answer of each call (or the later part that will serve it);
// from it come `ROUTE_TEMPLATES` (for the server's controllers) and, for clients, the typed `http.call`
// of `@p2p/contracts/client`, which fills the path parameters and types the answer.
//
// Server note: several groups have a `:id` route beside fixed ones under the same prefix
// (`/c2c/advert/page` and `/c2c/advert/:id`, `/c2c/deal/order/page` and `/c2c/deal/order/:id`,
// `/user/fiat/talk/unread` and `/user/fiat/talk/:id`): declare the fixed routes first.
// The spec names a method for the first chat call only; the others are taken to be GET as well.

export * from './web-routes.js';

import {
  AdvancedKycStateAnswer,
  AuthorizeNonceAnswer,
  CoinPageAnswer,
  CoinPairPageAnswer,
  CountryListAnswer,
  CreditSettingListAnswer,
  DictListAnswer,
  DocumentAnswer,
  EmailBindingAnswer,
  EmailCheckAnswer,
  EmailCodeSentAnswer,
  EmailVerifiedAnswer,
  HealthAnswer,
  IssuedSessionAnswer,
  LoginKeyAnswer,
  OwnUserAnswer,
  QrCodeAnswer,
  ScanCallbackAnswer,
  ScanOutcomeAnswer,
  SecurityCodeStateAnswer,
  SliderChallengeAnswer,
  SliderPassAnswer,
  StaffAnswer,
  StaffLoginAnswer,
  UserInfoAnswer,
  WordValidityAnswer,
} from './answers/answers.js';
import {
  BalanceAnswer,
  DepositAnswer,
  FundRecordAnswer,
  FundRecordPageAnswer,
  ReservesAnswer,
} from './answers/funds.answers.js';
import { AdAnswer, AdPageAnswer, AdvertiserOnlineAnswer } from './answers/ads.answers.js';
import { UploadedFileAnswer } from './answers/files.answers.js';
import { PaymentMethodAnswer, PaymentMethodListAnswer } from './answers/payment-methods.answers.js';
import { NoAnswer, type AnyAnswer, type TypeOf } from './answers/shape.js';

export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST';

/**
 * The later parts of the product whose calls are listed but not served yet. A call marked `planned`
 * names the part that will serve it; the API's route test allows it to be missing until then.
 */
export const PLANNED_PARTS = [
  'ads',
  'orders',
  'appeals',
  'escrow',
  'prices',
  'chat',
  'files',
  'credit',
] as const;
export type PlannedPart = (typeof PLANNED_PARTS)[number];

export interface EndpointDef {
  readonly method: HttpMethod;
  /** Nest-style template relative to `API_PREFIX`, e.g. `/user/info/:userId`. */
  readonly path: string;
  /** What the success envelope's `data` holds (a typed description; `NoAnswer` for `null`). */
  readonly answer?: AnyAnswer;
  /** Not served yet: the part that will serve it (its answer comes with that part). */
  readonly planned?: PlannedPart;
  /**
   * The call answers raw bytes with their own Content-Type (an uploaded image), not the envelope; its
   * refusals are still the envelope with a catalogue code.
   */
  readonly bytes?: true;
}

const GET = 'GET';
const POST = 'POST';

export const API_ENDPOINTS = {
  system: {
    health: { method: GET, path: '/health', answer: HealthAnswer },
  },
  staff: {
    login: { method: POST, path: '/admin/auth/login', answer: StaffLoginAnswer },
    me: { method: GET, path: '/admin/auth/me', answer: StaffAnswer },
    logout: { method: POST, path: '/admin/auth/logout', answer: NoAnswer },
  },
  account: {
    /** The advertiser's online state. */
    onlineState: { method: GET, path: '/c2c/advert/online', answer: AdvertiserOnlineAnswer },
    /** Sets the online state: query `online=true|false`. */
    setOnline: { method: POST, path: '/c2c/advert/online', answer: AdvertiserOnlineAnswer },
    /** The temporary balance per coin and chain. */
    balance: { method: GET, path: '/balance', answer: BalanceAnswer },
    /** Fund records (deposits and withdrawals), paged, optionally of one `type`. */
    balanceDetail: { method: GET, path: '/balance/detail', answer: FundRecordPageAnswer },
    /** One of the caller's fund records (another trader's answers 404). */
    balanceRecord: { method: GET, path: '/balance/detail/:id', answer: FundRecordAnswer },
    /** Withdraws a temporary-balance line to the bound address (security password). */
    balanceExtract: { method: POST, path: '/balance/extract', answer: FundRecordAnswer },
    updateInfo: { method: POST, path: '/user/updateInfo', answer: OwnUserAnswer },
    /** Undoes an email change with the token mailed to the old address; ends every session. */
    undoEmailChange: { method: POST, path: '/user/email/undo', answer: NoAnswer },
    resetPassword: { method: POST, path: '/user/resetPassword', answer: NoAnswer },
    /** The RSA key the login password is encrypted to. */
    loginKey: { method: GET, path: '/user/loginKey', answer: LoginKeyAnswer },
    login: { method: POST, path: '/user/login', answer: IssuedSessionAnswer },
    logout: { method: POST, path: '/logout', answer: NoAnswer },
    scanResetByEmail: { method: GET, path: '/scan/resetByEmail', answer: QrCodeAnswer },
    scanResult: { method: GET, path: '/scan/result/:eventId', answer: ScanOutcomeAnswer },
    genQrCodeUrl: { method: GET, path: '/scan/genQrCodeUrl/:id', answer: QrCodeAnswer },
    scanCallBack: { method: GET, path: '/scan/callBack', answer: ScanCallbackAnswer },
    userInfo: { method: GET, path: '/user/info/:userId', answer: UserInfoAnswer },
    isBind: { method: GET, path: '/user/isBind/:email', answer: EmailBindingAnswer },
    verifyEmail: { method: POST, path: '/email/verify', answer: EmailVerifiedAnswer },
    unBindResetPassword: { method: POST, path: '/user/unBindResetPassword', answer: NoAnswer },
    cancelTimes: { method: GET, path: '/c2c/deal/order/cancel/times', planned: 'orders' },
    amrExist: { method: GET, path: '/user/amrExist', answer: AdvancedKycStateAnswer },
    /** A single-use sign-in nonce for wallet authorization. */
    authorizeNonce: { method: GET, path: '/user/authorizeNonce', answer: AuthorizeNonceAnswer },
    authorizeLogin: { method: POST, path: '/user/authorizeLogin', answer: IssuedSessionAnswer },
    authorizeRegister: { method: POST, path: '/user/authorizeRegister', answer: IssuedSessionAnswer },
    register: { method: POST, path: '/user/register', answer: IssuedSessionAnswer },
    hasSecurityCode: { method: GET, path: '/user/hasSecurityCode', answer: SecurityCodeStateAnswer },
    sendEmail: { method: POST, path: '/email/send', answer: EmailCodeSentAnswer },
    checkEmail: { method: GET, path: '/email/check/:x', answer: EmailCheckAnswer },
    /** A slide-to-verify challenge (two pictures drawn by the server). */
    sliderChallenge: { method: GET, path: '/slider/challenge', answer: SliderChallengeAnswer },
    /** Judges the recorded drag; answers a single-use slider token. */
    sliderVerify: { method: POST, path: '/slider/verify', answer: SliderPassAnswer },
  },
  common: {
    coins: { method: GET, path: '/common/coin', answer: CoinPageAnswer },
    countries: { method: GET, path: '/common/country/all', answer: CountryListAnswer },
    dict: { method: GET, path: '/common/dict', answer: DictListAnswer },
    coinPairs: { method: GET, path: '/c2c/coin/config/list', answer: CoinPairPageAnswer },
    /** Multipart, field `file`: a JPG, JPEG, PNG or BMP under 1 MB, re-encoded without its metadata. */
    uploadImage: { method: POST, path: '/file/uploadImage', answer: UploadedFileAnswer },
    /** The same rules as `uploadImage` (the spec allows images only). */
    uploadFile: { method: POST, path: '/file/uploadFile', answer: UploadedFileAnswer },
    creditSetting: { method: GET, path: '/common/credit/setting', answer: CreditSettingListAnswer },
    wordValid: { method: POST, path: '/common/word/valid', answer: WordValidityAnswer },
    latestPrices: { method: GET, path: '/order/price/thread/new/page', planned: 'prices' },
    document: { method: GET, path: '/document/config/:id', answer: DocumentAnswer },
    creditDetailPage: { method: GET, path: '/credit/detail/page', planned: 'credit' },
  },
  ads: {
    /** The market: query `AdPageQueryDto` (side, pair, filters, sort, page). */
    page: { method: GET, path: '/c2c/advert/page', answer: AdPageAnswer },
    /** Body `CreateAdDto`. A SELL ad starts as CREATING until its deposit arrives; a BUY ad is published. */
    create: { method: POST, path: '/c2c/advert/create', answer: AdAnswer },
    /** The caller's ads, newest first; query `inProgressOnly`. */
    pageByUser: { method: GET, path: '/c2c/advert/pageByUser', answer: AdPageAnswer },
    /** Cancels creation (before publication) or revokes a published ad (not while orders are active). */
    cancel: { method: POST, path: '/c2c/advert/cancel/:id', answer: AdAnswer },
    /** Opens (or answers again) the SELL ad's escrow deposit. */
    deposit: { method: POST, path: '/c2c/advert/deposit/:id', answer: DepositAnswer },
    /** One ad online or offline: query `online=true|false`. */
    setAdOnline: { method: POST, path: '/c2c/advert/online/:id', answer: AdAnswer },
    /** Deletes a cancelled ad from the owner's list. */
    delete: { method: POST, path: '/c2c/advert/delete/:id', answer: NoAnswer },
    detail: { method: GET, path: '/c2c/advert/:id', answer: AdAnswer },
  },
  orders: {
    create: { method: POST, path: '/c2c/deal/order', planned: 'orders' },
    /** Query `finish` selects finished or open orders. */
    page: { method: GET, path: '/c2c/deal/order/page', planned: 'orders' },
    detail: { method: GET, path: '/c2c/deal/order/:id', planned: 'orders' },
    /** Optional query `securityCode`. */
    cancel: { method: POST, path: '/c2c/deal/order/cancel/:id', planned: 'orders' },
    take: { method: POST, path: '/c2c/deal/order/take/:id', planned: 'orders' },
    pay: { method: POST, path: '/c2c/deal/order/pay/:id', planned: 'orders' },
    /** Optional query `securityCode`. */
    confirm: { method: POST, path: '/c2c/deal/order/confirm/:id', planned: 'orders' },
    recover: { method: POST, path: '/c2c/deal/order/recover/:id', planned: 'orders' },
    /** Query `id`. */
    updateRead: { method: POST, path: '/c2c/deal/order/updateRead', planned: 'orders' },
  },
  appeals: {
    create: { method: POST, path: '/c2c/appeal', planned: 'appeals' },
    page: { method: GET, path: '/c2c/appeal/page', planned: 'appeals' },
    /** Cancels the appeal (body carries the id too). */
    cancel: { method: POST, path: '/c2c/appeal/:id', planned: 'appeals' },
  },
  chat: {
    talkList: { method: GET, path: '/user/fiat/talk/talkList', planned: 'chat' },
    updateRead: { method: GET, path: '/user/fiat/talk/updateRead/:id', planned: 'chat' },
    readBubble: { method: GET, path: '/user/fiat/talk/readBubble', planned: 'chat' },
    talk: { method: GET, path: '/user/fiat/talk/:id', planned: 'chat' },
    read: { method: GET, path: '/user/fiat/talk/read/:id', planned: 'chat' },
    unread: { method: GET, path: '/user/fiat/talk/unread', planned: 'chat' },
    unreadOf: { method: GET, path: '/user/fiat/talk/unRead/:id', planned: 'chat' },
  },
  /** Beyond the spec's list: the deposit step's status and the public proof of reserves. */
  escrow: {
    /** One of the caller's deposits: address, amount, link, expiry and progress. */
    deposit: { method: GET, path: '/deposit/:id', answer: DepositAnswer },
    /** Per chain and token: the escrow wallet's balance beside what the platform owes. */
    reserves: { method: GET, path: '/reserves', answer: ReservesAnswer },
  },
  /** Beyond the spec's list: reading an upload back (the uploader only, until orders and chat add theirs). */
  files: {
    /** The stored bytes with their Content-Type (image/jpeg or image/png); another's id answers 404. */
    read: { method: GET, path: '/file/:id', bytes: true },
  },
  /** Beyond the spec's list (it names the screens, not the calls): payment-method management. */
  paymentMethods: {
    /** The caller's payment methods, oldest first (at most 20). */
    list: { method: GET, path: '/user/payment/list', answer: PaymentMethodListAnswer },
    add: { method: POST, path: '/user/payment/add', answer: PaymentMethodAnswer },
    /** Replaces every field of one of the caller's methods (not while an open ad or order uses it). */
    edit: { method: POST, path: '/user/payment/edit/:id', answer: PaymentMethodAnswer },
    /** Deletes one of the caller's methods (not while an open ad or order uses it). */
    delete: { method: POST, path: '/user/payment/delete/:id', answer: NoAnswer },
  },
} as const satisfies Record<string, Record<string, EndpointDef>>;

type Endpoints = typeof API_ENDPOINTS;

type PathOf<E> = E extends { readonly path: infer P extends string } ? P : never;

/** The answer type of an endpoint: `AnswerOf<typeof API_ENDPOINTS.account.userInfo>` is `UserInfoDto`. */
export type AnswerOf<E> = E extends { readonly answer: infer A } ? TypeOf<A> : unknown;

/** The `:param` names of a template: `PathParamNames<'/a/:x/b/:y'>` is `'x' | 'y'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of an endpoint, by name. */
export type PathParams<E extends EndpointDef> = {
  readonly [K in PathParamNames<E['path']>]: string | number;
};

export type RouteTemplates = {
  readonly [G in keyof Endpoints]: { readonly [K in keyof Endpoints[G]]: PathOf<Endpoints[G][K]> };
};

/** Fills a template's `:param` placeholders, URL-encoding each value. */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

function mapGroups<R>(fn: (def: EndpointDef) => unknown): R {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [group, defs] of Object.entries(API_ENDPOINTS)) {
    const mapped: Record<string, unknown> = {};
    for (const [key, def] of Object.entries(defs as Record<string, EndpointDef>)) {
      mapped[key] = fn(def);
    }
    out[group] = Object.freeze(mapped);
  }
  return Object.freeze(out) as R;
}

/** Nest-style templates for the server: `ROUTE_TEMPLATES.account.userInfo === '/user/info/:userId'`. */
export const ROUTE_TEMPLATES: RouteTemplates = mapGroups<RouteTemplates>((def) => def.path);

export interface EndpointEntry extends EndpointDef {
  /** `group.key`, e.g. `account.login`. */
  readonly name: string;
}

/** `:param` to `{param}`, as OpenAPI writes a path. */
export function toOpenApiPath(template: string): string {
  return withApiPrefix(template).replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/** Every endpoint as a flat list (for route audits and docs). */
export function listEndpoints(): EndpointEntry[] {
  const out: EndpointEntry[] = [];
  for (const [group, defs] of Object.entries(API_ENDPOINTS)) {
    for (const [key, def] of Object.entries(defs as Record<string, EndpointDef>)) {
      out.push({ name: `${group}.${key}`, ...def });
    }
  }
  return out;
}

/** `API_PREFIX` + path, e.g. `withApiPrefix('/health') === '/api/health'`. */
export function withApiPrefix(path: string): string {
  return `${API_PREFIX}${path.startsWith('/') ? '' : '/'}${path}`;
}
