// The staff's calls (the admin console): sign-in with its second factor, the appeal desk, customer
// service, the audit log, the chain watcher and operations. Every one checks the staff member's role.
import { AuditLogPageAnswer } from '../answers/admin-audit.answers.js';
import {
  CreditSettingAdminAnswer,
  CreditSettingAdminListAnswer,
  UserLimitDefaultsAnswer,
  UserLimitsAdminAnswer,
} from '../answers/admin-settings.answers.js';
import {
  AdminTradingAdAnswer,
  AdminTradingAdPageAnswer,
  AdminTradingFundPageAnswer,
  AdminTradingOrderDetailAnswer,
  AdminTradingOrderPageAnswer,
} from '../answers/admin-trading.answers.js';
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
} from '../answers/admin-ops.answers.js';
import {
  SupportCreditRecordPageAnswer,
  SupportUserAnswer,
  SupportUserSummaryListAnswer,
} from '../answers/admin-support.answers.js';
import { StaffMemberAnswer, StaffMemberPageAnswer } from '../answers/admin-staff.answers.js';
import { AdPageAnswer } from '../answers/ads.answers.js';
import {
  MerchantApplicationPageAnswer,
  MerchantCaseAnswer,
  MerchantCompensationAnswer,
  MerchantThresholdsAnswer,
} from '../answers/merchant.answers.js';
import { StaffAnswer, StaffChallengeAnswer, StaffLoginAnswer } from '../answers/answers.js';
import { AdminAppealCaseAnswer, AdminAppealPageAnswer } from '../answers/appeals.answers.js';
import {
  AdminAppealClaimAnswer,
  AdminAppealNextAnswer,
  AppealDeciderListAnswer,
} from '../answers/appeal-claims.answers.js';
import { ChainWatchAnswer } from '../answers/chain-watch.answers.js';
import { DeepReorgOutcomeAnswer } from '../answers/deep-reorg.answers.js';
import { BalanceAnswer, FundRecordPageAnswer } from '../answers/funds.answers.js';
import { OrderPageAnswer } from '../answers/orders.answers.js';
import { AdminPayoutAnswer, AdminPayoutListAnswer } from '../answers/payouts.answers.js';
import { NoAnswer } from '../answers/shape.js';
import type { EndpointDef } from '../route-paths.js';
import { GET, POST } from './methods.js';

export const STAFF_ROUTES = {
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
    /**
     * Body `CompensateFromGuaranteeDto` (issue 24; appeal officers and admins): pays the counterparty from
     * the guarantee of the certified merchant the executed decision went against; once per appeal.
     */
    compensate: { method: POST, path: '/admin/appeals/:id/compensate', answer: MerchantCompensationAnswer },
    /**
     * Case work (issue 25; appeal officers and admins, in the staff audit log): claims an open, unclaimed
     * case (again by its holder: no change); held by another answers 5065 naming them, a decided case 5003.
     */
    claim: { method: POST, path: '/admin/appeals/:id/claim', answer: AdminAppealClaimAnswer },
    /** The holder (or an admin) lets the case go back to the unclaimed queue; 5066 for anyone else. */
    release: { method: POST, path: '/admin/appeals/:id/release', answer: AdminAppealClaimAnswer },
    /** Body `HandOverAppealDto`: the holder (or an admin) gives it to another active officer or admin (5067). */
    handover: { method: POST, path: '/admin/appeals/:id/handover', answer: AdminAppealClaimAnswer },
    /** Query `NextAppealQueryDto`: the caller's next case ("decide and open next"); `id` null when none. */
    next: { method: GET, path: '/admin/appeals/next', answer: AdminAppealNextAnswer },
    /** The active appeal officers and admins a case can be handed to, by name. */
    deciders: { method: GET, path: '/admin/appeals/deciders', answer: AppealDeciderListAnswer },
    /**
     * Body `StaffMessageDto` (issue 25; appeal officers and admins): a staff message in the order's chat to
     * both parties (a template in each party's language); answers the case.
     */
    message: { method: POST, path: '/admin/appeals/:id/message', answer: AdminAppealCaseAnswer },
    /**
     * Body `CreateEvidenceRequestDto` (issue 25; appeal officers and admins): asks one party for evidence by
     * a deadline (a staff chat message, a mail, a live notice); a closed case answers 5003.
     */
    evidenceRequests: {
      method: POST,
      path: '/admin/appeals/:id/evidence-requests',
      answer: AdminAppealCaseAnswer,
    },
  },
  /**
   * Merchant certification as customer service reviews it (issue 24): customer service and admins; every
   * decision is in the staff audit log. `:id` is the application's id.
   */
  adminMerchants: {
    /** Query `MerchantApplicationQueryDto`: the applications, newest first (one status, or all). */
    list: { method: GET, path: '/admin/support/merchants', answer: MerchantApplicationPageAnswer },
    /** The application, its trader's figures and KYC, the thresholds and its compensations. */
    detail: { method: GET, path: '/admin/support/merchants/:id', answer: MerchantCaseAnswer },
    /** Body `ApproveMerchantDto`: a PENDING_REVIEW application; the trader becomes certified. */
    approve: { method: POST, path: '/admin/support/merchants/:id/approve', answer: MerchantCaseAnswer },
    /** Body `MerchantDecisionDto`: a PENDING_REVIEW application refused; its guarantee comes back. */
    refuse: { method: POST, path: '/admin/support/merchants/:id/refuse', answer: MerchantCaseAnswer },
    /** Body `MerchantDecisionDto`: an APPROVED merchant revoked; fiat ads offline, open orders go on. */
    revoke: { method: POST, path: '/admin/support/merchants/:id/revoke', answer: MerchantCaseAnswer },
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
  /**
   * The console's Ads & Orders (issue 25, area `trading`): customer service and admins. Lists paged on the
   * server, newest first; taking an ad offline or cancelling it is in the staff audit log with its reason,
   * and the trader is told (AD_STATUS_CHANGE with `staffReason`). `:id` is the ad's or order's id.
   */
  adminTrading: {
    /** Query `AdminTradingAdQueryDto`: status, online, pair, side, user, dates. */
    ads: { method: GET, path: '/admin/trading/ads', answer: AdminTradingAdPageAnswer },
    /** Query `AdminTradingOrderQueryDto`: statuses, pair, side, user, dates, amount, chain state. */
    orders: { method: GET, path: '/admin/trading/orders', answer: AdminTradingOrderPageAnswer },
    /** The order, its timeline (hash chain verified), chat, deposits and payouts. */
    order: { method: GET, path: '/admin/trading/orders/:id', answer: AdminTradingOrderDetailAnswer },
    /** Body `StaffAdActionDto`: a published ad offline (5060 when it is already; 5025 unless published). */
    offlineAd: { method: POST, path: '/admin/trading/ads/:id/offline', answer: AdminTradingAdAnswer },
    /** Body `StaffAdActionDto`: the trader's cancel rules (5007 with open orders; 5061 when cancelled). */
    cancelAd: { method: POST, path: '/admin/trading/ads/:id/cancel', answer: AdminTradingAdAnswer },
    /** Query `AdminTradingFundQueryDto`: deposits and payouts waiting or failed, across the market. */
    funds: { method: GET, path: '/admin/trading/funds', answer: AdminTradingFundPageAnswer },
  },
  /** The staff audit log (issue 13): administrators only; query `AuditLogQueryDto`, newest first. */
  adminAudit: {
    list: { method: GET, path: '/admin/audit', answer: AuditLogPageAnswer },
  },
  /** The chain watcher for the console's dashboard (issue 13): any staff member; head, cursor, lag, last round. */
  adminChain: {
    watch: { method: GET, path: '/admin/chain/watch', answer: ChainWatchAnswer },
  },
  /**
   * An order's payouts out of escrow (issue 20): any staff member of the appeal desk reads them (status,
   * last error, transaction hashes); only administrators (`PAYOUT_REQUEUE_ROLES`) re-queue one that failed
   * for good, in the staff audit log.
   */
  adminPayouts: {
    ofOrder: { method: GET, path: '/admin/orders/:id/payouts', answer: AdminPayoutListAnswer },
    /** Body `RequeuePayoutDto`: the same payout (row and ref) back to the queue; the order pending again. */
    requeue: { method: POST, path: '/admin/payouts/:id/requeue', answer: AdminPayoutAnswer },
  },
  /**
   * A deposit credited and then removed by a reorganisation deeper than the confirmations (issue 29): what
   * it credited is held from withdrawal until an administrator (area `operations`) decides, in the staff
   * audit log. Body `DeepReorgDecisionDto`.
   */
  adminDeepReorgs: {
    /** Debits the credit from the sender's temporary balance (never below zero; the rest is a shortfall). */
    reverse: { method: POST, path: '/admin/chain-transfers/:id/reverse', answer: DeepReorgOutcomeAnswer },
    /** Lets the credit stand: the hold is lifted. */
    release: { method: POST, path: '/admin/chain-transfers/:id/release', answer: DeepReorgOutcomeAnswer },
  },
  /** The console's Operations (issue 13): administrators only; every change is in the staff audit log. */
  adminOps: {
    maintenance: { method: GET, path: '/admin/ops/maintenance', answer: OpsMaintenanceAnswer },
    /** What a merchant application needs (issue 24). */
    merchantThresholds: {
      method: GET,
      path: '/admin/ops/merchant-thresholds',
      answer: MerchantThresholdsAnswer,
    },
    /** Body `UpdateMerchantThresholdsDto`: new applications are judged on them. */
    setMerchantThresholds: {
      method: POST,
      path: '/admin/ops/merchant-thresholds',
      answer: MerchantThresholdsAnswer,
    },
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
  /**
   * Staff management (issue 25): administrators only (area `staff`); every change is in the staff audit
   * log with the row before and after and the reason. `:id` is the staff account's id. The first
   * administrator still comes from the `create-staff` command.
   */
  adminStaff: {
    /** Query `StaffListQueryDto`: the staff accounts, newest first. */
    list: { method: GET, path: '/admin/staff', answer: StaffMemberPageAnswer },
    /** Body `CreateStaffDto`: the member enrols the second factor on the first sign-in; a taken email 5070. */
    create: { method: POST, path: '/admin/staff', answer: StaffMemberAnswer },
    /** Body `SetStaffRoleDto`: never one's own role (5071) nor the last active admin's (5072). */
    setRole: { method: POST, path: '/admin/staff/:id/role', answer: StaffMemberAnswer },
    /** Body `StaffChangeDto`: ends the member's sessions; no sign-in until activated again. */
    deactivate: { method: POST, path: '/admin/staff/:id/deactivate', answer: StaffMemberAnswer },
    /** Body `StaffChangeDto`. */
    activate: { method: POST, path: '/admin/staff/:id/activate', answer: StaffMemberAnswer },
    /** Body `StaffChangeDto`: clears the TOTP secret and ends the sessions; the member enrols again. */
    resetSecondFactor: {
      method: POST,
      path: '/admin/staff/:id/reset-second-factor',
      answer: StaffMemberAnswer,
    },
  },
  /**
   * The credit rules of spec §9 and the trading limits new accounts get (issue 25): administrators only
   * (area `config`); every change is in the staff audit log with the values before and after, and applies
   * from the next request on in every API process.
   */
  adminSettings: {
    creditSettings: {
      method: GET,
      path: '/admin/config/credit-settings',
      answer: CreditSettingAdminListAnswer,
    },
    /** Body `UpdateCreditSettingDto`; `:type` one of `CREDIT_SETTING_TYPES`. */
    updateCreditSetting: {
      method: POST,
      path: '/admin/config/credit-settings/:type',
      answer: CreditSettingAdminAnswer,
    },
    userLimitDefaults: {
      method: GET,
      path: '/admin/config/user-limit-defaults',
      answer: UserLimitDefaultsAnswer,
    },
    /** Body `UpdateUserLimitDefaultsDto`: accounts created from now on get them. */
    setUserLimitDefaults: {
      method: POST,
      path: '/admin/config/user-limit-defaults',
      answer: UserLimitDefaultsAnswer,
    },
  },
  /**
   * One trader's trading limits (issue 25): customer service and administrators (area `users`); a change
   * carries a reason, is in the staff audit log and applies to the trader's next ad or order.
   */
  adminUserLimits: {
    get: { method: GET, path: '/admin/users/:id/limits', answer: UserLimitsAdminAnswer },
    /** Body `SetUserLimitsDto`: a limit below what is open now is allowed (it refuses new ones). */
    set: { method: POST, path: '/admin/users/:id/limits', answer: UserLimitsAdminAnswer },
  },
} as const satisfies Record<string, Record<string, EndpointDef>>;
