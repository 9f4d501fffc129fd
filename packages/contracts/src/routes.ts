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
  StaffChallengeAnswer,
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
import {
  CancelTimesAnswer,
  OrderAnswer,
  OrderEventListAnswer,
  OrderPageAnswer,
} from './answers/orders.answers.js';
import { UploadedFileAnswer } from './answers/files.answers.js';
import {
  ChatBubbleAnswer,
  ChatConversationPageAnswer,
  ChatMessageAnswer,
  ChatMessagePageAnswer,
  ChatOrderUnreadAnswer,
  ChatReadAnswer,
  ChatUnreadAnswer,
} from './answers/chat.answers.js';
import { PaymentMethodAnswer, PaymentMethodListAnswer } from './answers/payment-methods.answers.js';
import {
  OpsCoinAnswer,
  OpsCoinListAnswer,
  OpsCoinPairAnswer,
  OpsCoinPairListAnswer,
  OpsCountryAnswer,
  OpsCountryListAnswer,
  OpsDictEntryAnswer,
  OpsDictListAnswer,
  OpsDocumentAnswer,
  OpsDocumentSummaryListAnswer,
  OpsMaintenanceAnswer,
} from './answers/admin-ops.answers.js';
import { LatestPricePageAnswer, PriceHistoryAnswer } from './answers/prices.answers.js';
import {
  AdminAppealCaseAnswer,
  AdminAppealPageAnswer,
  AppealAnswer,
  AppealPageAnswer,
} from './answers/appeals.answers.js';
import { CreditRecordPageAnswer } from './answers/credit.answers.js';
import { DocumentSummaryListAnswer } from './answers/documents.answers.js';
import {
  SupportCreditRecordPageAnswer,
  SupportUserAnswer,
  SupportUserSummaryListAnswer,
} from './answers/admin-support.answers.js';
import { AuditLogPageAnswer } from './answers/admin-audit.answers.js';
import { ChainWatchAnswer } from './answers/chain-watch.answers.js';
import { NoAnswer } from './answers/shape.js';
import { API_PREFIX, type EndpointDef } from './route-paths.js';

// The method, path and parameter helpers (no answers, no DTOs): also the light `@p2p/contracts/routes`.
export * from './route-paths.js';

const GET = 'GET';
const POST = 'POST';

export const API_ENDPOINTS = {
  system: {
    health: { method: GET, path: '/health', answer: HealthAnswer },
  },
  staff: {
    /** The password step: a pre-auth challenge (with a new secret on the first sign-in), not a session. */
    login: { method: POST, path: '/admin/auth/login', answer: StaffChallengeAnswer },
    /** The TOTP step (enrolment confirmed on the first sign-in): the staff session. */
    totp: { method: POST, path: '/admin/auth/totp', answer: StaffLoginAnswer },
    me: { method: GET, path: '/admin/auth/me', answer: StaffAnswer },
    logout: { method: POST, path: '/admin/auth/logout', answer: NoAnswer },
  },
  /**
   * The appeal desk (issue 13): appeal officers, customer service and admins read; appeal officers and
   * admins decide. Every action is in the staff audit log.
   */
  adminAppeals: {
    /** Query `AdminAppealQueueQueryDto`: the queue with each case's age and service-level due time. */
    queue: { method: GET, path: '/admin/appeals', answer: AdminAppealPageAnswer },
    /** The case: order, timeline (hash chain verified), chat, evidence, both parties. */
    detail: { method: GET, path: '/admin/appeals/:id', answer: AdminAppealCaseAnswer },
    /** Body `DecideAppealDto`; runs after the configured delay. A case decided already answers 5003. */
    decide: { method: POST, path: '/admin/appeals/:id/decide', answer: AdminAppealCaseAnswer },
    /** Body `CancelAppealExecutionDto`: stops a decision within its delay; the case is open again. */
    cancelExecution: {
      method: POST,
      path: '/admin/appeals/:id/cancel-execution',
      answer: AdminAppealCaseAnswer,
    },
    /** The bytes of one of the case's images (an evidence upload or a chat image of its order). */
    file: { method: GET, path: '/admin/appeals/:id/files/:fileId', bytes: true },
  },
  /**
   * The console's Customer service (issue 13): customer service and admins; every change is in the staff
   * audit log with the row before and after. `:id` is the trader's account id.
   */
  adminSupport: {
    /** Query `SupportUserSearchDto`: accounts by id, email, nickname or wallet address. */
    search: { method: GET, path: '/admin/support/users', answer: SupportUserSummaryListAnswer },
    /** The trader's KYC level, wallet binding, credit score, certification and bans. */
    user: { method: GET, path: '/admin/support/users/:id', answer: SupportUserAnswer },
    /** Query `MyAdsQueryDto`: the trader's ads. */
    ads: { method: GET, path: '/admin/support/users/:id/ads', answer: AdPageAnswer },
    /** Query `OrderPageQueryDto`: the trader's orders (roles as the trader sees them). */
    orders: { method: GET, path: '/admin/support/users/:id/orders', answer: OrderPageAnswer },
    /** Query `CreditRecordPageQueryDto`: the trader's credit record with its notes. */
    creditRecords: {
      method: GET,
      path: '/admin/support/users/:id/credit',
      answer: SupportCreditRecordPageAnswer,
    },
    /** The trader's temporary balance. */
    balance: { method: GET, path: '/admin/support/users/:id/balance', answer: BalanceAnswer },
    /** Query `FundRecordQueryDto`: the trader's fund records. */
    fundRecords: { method: GET, path: '/admin/support/users/:id/funds', answer: FundRecordPageAnswer },
    /** Body `BanUserDto`: a ban of `:kind` with a reason and an end (a login ban ends the sessions). */
    ban: { method: POST, path: '/admin/support/users/:id/bans/:kind', answer: SupportUserAnswer },
    /** Body `LiftBanDto`: lifts the ban of `:kind` in force. */
    liftBan: { method: POST, path: '/admin/support/users/:id/bans/:kind/lift', answer: SupportUserAnswer },
    /** Body `SetCertifiedDto`: grants or removes the certified-merchant flag (granting needs 4001's KYC). */
    setCertified: { method: POST, path: '/admin/support/users/:id/certified', answer: SupportUserAnswer },
    /** Body `AdjustCreditDto`: adds or takes credit points (an ADJUSTMENT credit record). */
    adjustCredit: {
      method: POST,
      path: '/admin/support/users/:id/credit',
      answer: SupportUserAnswer,
    },
  },
  /** The staff audit log (issue 13): administrators only; query `AuditLogQueryDto`, newest first. */
  adminAudit: {
    list: { method: GET, path: '/admin/audit', answer: AuditLogPageAnswer },
  },
  /** The chain watcher for the console's dashboard (issue 13): any staff member; head, cursor, lag, last round. */
  adminChain: {
    watch: { method: GET, path: '/admin/chain/watch', answer: ChainWatchAnswer },
  },
  /** The console's Operations (issue 13): administrators only; every change is in the staff audit log. */
  adminOps: {
    maintenance: { method: GET, path: '/admin/ops/maintenance', answer: OpsMaintenanceAnswer },
    /** Body `SetMaintenanceDto`: every other call answers the spec's 401 with the window while it is in force. */
    setMaintenance: { method: POST, path: '/admin/ops/maintenance', answer: OpsMaintenanceAnswer },
    clearMaintenance: { method: POST, path: '/admin/ops/maintenance/clear', answer: OpsMaintenanceAnswer },
    coins: { method: GET, path: '/admin/ops/coins', answer: OpsCoinListAnswer },
    updateCoin: { method: POST, path: '/admin/ops/coins/:id', answer: OpsCoinAnswer },
    coinPairs: { method: GET, path: '/admin/ops/coin-pairs', answer: OpsCoinPairListAnswer },
    /** A new reference price reprices the pair's floating ads in the same transaction. */
    updateCoinPair: { method: POST, path: '/admin/ops/coin-pairs/:id', answer: OpsCoinPairAnswer },
    countries: { method: GET, path: '/admin/ops/countries', answer: OpsCountryListAnswer },
    updateCountry: { method: POST, path: '/admin/ops/countries/:code', answer: OpsCountryAnswer },
    /** Query `type`, `language` (ZH_TW, EN_US, KO_KR, VI_VN). */
    dict: { method: GET, path: '/admin/ops/dict', answer: OpsDictListAnswer },
    updateDict: { method: POST, path: '/admin/ops/dict/:id', answer: OpsDictEntryAnswer },
    documents: { method: GET, path: '/admin/ops/documents', answer: OpsDocumentSummaryListAnswer },
    /** Body `CreateOpsDocumentDto`: with its English text, the fallback of every language. */
    createDocument: { method: POST, path: '/admin/ops/documents', answer: OpsDocumentAnswer },
    document: { method: GET, path: '/admin/ops/documents/:id', answer: OpsDocumentAnswer },
    updateDocument: { method: POST, path: '/admin/ops/documents/:id', answer: OpsDocumentAnswer },
    /** Writes one language's title and Markdown (any of the 10 interface languages). */
    saveDocumentContent: {
      method: POST,
      path: '/admin/ops/documents/:id/content/:language',
      answer: OpsDocumentAnswer,
    },
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
    cancelTimes: { method: GET, path: '/c2c/deal/order/cancel/times', answer: CancelTimesAnswer },
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
    /** Query `LatestPricesQueryDto`: the latest price and 24h statistics of each pair (public). */
    latestPrices: { method: GET, path: '/order/price/thread/new/page', answer: LatestPricePageAnswer },
    document: { method: GET, path: '/document/config/:id', answer: DocumentAnswer },
    /** Query `DocumentListQueryDto`: the enabled documents of a kind (default HELP) by `sort`, titles only. */
    documents: { method: GET, path: '/document/list', answer: DocumentSummaryListAnswer },
    /** Query `CreditRecordPageQueryDto`: the caller's credit changes, newest first. */
    creditDetailPage: { method: GET, path: '/credit/detail/page', answer: CreditRecordPageAnswer },
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
    /** Body `PlaceOrderDto`; a price other than the ad's answers 5024 with the new price. */
    create: { method: POST, path: '/c2c/deal/order', answer: OrderAnswer },
    /** Beyond the spec's list: the best eligible ad for a side, pair and amount, ordered at once. */
    quickTrade: { method: POST, path: '/c2c/deal/order/quick', answer: OrderAnswer },
    /** Query `finish` selects finished or open orders. */
    page: { method: GET, path: '/c2c/deal/order/page', answer: OrderPageAnswer },
    /** Beyond the spec's list: the order's timeline as a hash chain (either party verifies it). */
    events: { method: GET, path: '/c2c/deal/order/:id/events', answer: OrderEventListAnswer },
    detail: { method: GET, path: '/c2c/deal/order/:id', answer: OrderAnswer },
    /** Optional query `securityCode`. */
    cancel: { method: POST, path: '/c2c/deal/order/cancel/:id', answer: OrderAnswer },
    take: { method: POST, path: '/c2c/deal/order/take/:id', answer: OrderAnswer },
    pay: { method: POST, path: '/c2c/deal/order/pay/:id', answer: OrderAnswer },
    /** Optional query `securityCode`. */
    confirm: { method: POST, path: '/c2c/deal/order/confirm/:id', answer: OrderAnswer },
    recover: { method: POST, path: '/c2c/deal/order/recover/:id', answer: OrderAnswer },
    /** Query `id`. */
    updateRead: { method: POST, path: '/c2c/deal/order/updateRead', answer: NoAnswer },
  },
  appeals: {
    /** Body `CreateAppealDto`: the order goes IN_APPEAL (timers paused); answers the appeal record. */
    create: { method: POST, path: '/c2c/appeal', answer: AppealAnswer },
    /** Query `AppealPageQueryDto`: the caller's appeal records (either side), newest first. */
    page: { method: GET, path: '/c2c/appeal/page', answer: AppealPageAnswer },
    /** Withdraws the caller's appeal (body `CancelAppealDto` carries the id too); the order resumes. */
    cancel: { method: POST, path: '/c2c/appeal/:id', answer: AppealAnswer },
  },
  /** The order chat: only the order's two parties; `:id` is an order id, except in `read/:id` (a message). */
  chat: {
    /** The caller's conversations (orders with messages), the latest message first; paged. */
    talkList: { method: GET, path: '/user/fiat/talk/talkList', answer: ChatConversationPageAnswer },
    /** Marks every message to the caller in the order read; answers what is left unread there (0). */
    updateRead: { method: GET, path: '/user/fiat/talk/updateRead/:id', answer: ChatOrderUnreadAnswer },
    /** The unread chat flag (and count) over all the caller's orders. */
    readBubble: { method: GET, path: '/user/fiat/talk/readBubble', answer: ChatBubbleAnswer },
    /** The order's history, newest first (query pageNo, pageSize, beforeId). */
    talk: { method: GET, path: '/user/fiat/talk/:id', answer: ChatMessagePageAnswer },
    /** Marks one message (by its id) read when it was sent to the caller. */
    read: { method: GET, path: '/user/fiat/talk/read/:id', answer: ChatReadAnswer },
    /** Unread messages to the caller: the total and per order. */
    unread: { method: GET, path: '/user/fiat/talk/unread', answer: ChatUnreadAnswer },
    unreadOf: { method: GET, path: '/user/fiat/talk/unRead/:id', answer: ChatOrderUnreadAnswer },
    /** Beyond the spec's list: sends a text or an uploaded image (body `SendChatMessageDto`). */
    send: { method: POST, path: '/user/fiat/talk/send/:id', answer: ChatMessageAnswer },
  },
  /** Beyond the spec's list (it names the /priceRecord screen, not its call): a pair's price history. */
  prices: {
    /** Query `PriceHistoryQueryDto` (coinPairId, range 7D|30D|3M|6M|1Y): candles oldest first (public). */
    history: { method: GET, path: '/order/price/history', answer: PriceHistoryAnswer },
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

export type RouteTemplates = {
  readonly [G in keyof Endpoints]: { readonly [K in keyof Endpoints[G]]: PathOf<Endpoints[G][K]> };
};

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
