// Trading: ads and the order market, orders and quick trade, appeals, the order chat, the price history.
// Fixed routes come before the `:id` one under the same prefix (see ../routes.ts).
import { AdAnswer, AdPageAnswer } from '../answers/ads.answers.js';
import { AppealAnswer, AppealPageAnswer } from '../answers/appeals.answers.js';
import {
  ChatBubbleAnswer,
  ChatConversationPageAnswer,
  ChatMessageAnswer,
  ChatMessagePageAnswer,
  ChatOrderUnreadAnswer,
  ChatReadAnswer,
  ChatUnreadAnswer,
} from '../answers/chat.answers.js';
import { DepositAnswer } from '../answers/funds.answers.js';
import { MerchantStandingAnswer } from '../answers/merchant.answers.js';
import { OrderAnswer, OrderEventListAnswer, OrderPageAnswer } from '../answers/orders.answers.js';
import { PriceHistoryAnswer } from '../answers/prices.answers.js';
import { NoAnswer } from '../answers/shape.js';
import type { EndpointDef } from '../route-paths.js';
import { GET, POST } from './methods.js';

export const TRADE_ROUTES = {
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
    /** Body `OrderSecurityBodyDto` (or, as the spec names it, query `securityCode`). */
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
    /** Body `AddAppealEvidenceDto`: either party adds images while the appeal is open (issue 25). */
    addEvidence: { method: POST, path: '/c2c/appeal/:id/evidence', answer: AppealAnswer },
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
  /**
   * Beyond the spec's list: merchant certification from the personal center (issue 24). The standing
   * (thresholds, the caller's figures, their latest application) answers every call.
   */
  merchant: {
    standing: { method: GET, path: '/merchant/application', answer: MerchantStandingAnswer },
    /** Applies (advanced KYC and every threshold, else its code); the guarantee deposit comes next. */
    apply: { method: POST, path: '/merchant/apply', answer: MerchantStandingAnswer },
    /** Opens (or answers again) the guarantee deposit: the first one, or a top-up after compensation. */
    deposit: { method: POST, path: '/merchant/deposit', answer: DepositAnswer },
    /** Gives certification (or the application) up; the guarantee comes back (not while orders are open). */
    giveUp: { method: POST, path: '/merchant/give-up', answer: MerchantStandingAnswer },
  },
} as const satisfies Record<string, Record<string, EndpointDef>>;
