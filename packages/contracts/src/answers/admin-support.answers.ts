// The answers of the staff console's Customer service calls (issue 13): the accounts a search finds and
// the trader's facts as customer service sees them. The trader's ads, orders, credit record and fund
// records answer with the trader app's own answers.
import { BAN_KINDS, CHAIN_TYPES } from '../enums.js';
import type {
  SupportBanDto,
  SupportCreditRecordDto,
  SupportUserDto,
  SupportUserSummaryDto,
} from '../dto/admin-support.dto.js';
import type { Page } from '../envelope.js';
import { CREDIT_REASONS, KYC_LEVELS } from '../record-enums.js';
import { pageOf } from './answers.js';
import { defineAnswer, shapes as s } from './shape.js';

const str = s.string();
const time = s.string('date-time');
const nullableString = s.nullable(str);
const banKinds = s.array(s.oneOf(BAN_KINDS));

export const SupportUserSummaryAnswer = defineAnswer<SupportUserSummaryDto>(
  'SupportUserSummary',
  s.object({
    id: str,
    email: nullableString,
    nickname: nullableString,
    walletAddress: nullableString,
    chainType: s.nullable(s.oneOf(CHAIN_TYPES)),
    usdtAddress: nullableString,
    kycLevel: s.oneOf(KYC_LEVELS),
    creditScore: s.integer(),
    certified: s.boolean(),
    activeBans: banKinds,
    createdAt: time,
  }),
);
export const SupportUserSummaryListAnswer = defineAnswer<SupportUserSummaryDto[]>(
  'SupportUserSummaryList',
  s.array(SupportUserSummaryAnswer),
);

export const SupportBanAnswer = defineAnswer<SupportBanDto>(
  'SupportBan',
  s.object({
    id: str,
    kind: s.oneOf(BAN_KINDS),
    reason: nullableString,
    until: s.nullable(time),
    staffId: nullableString,
    createdAt: time,
    liftedAt: s.nullable(time),
    active: s.boolean(),
  }),
);

export const SupportUserAnswer = defineAnswer<SupportUserDto>(
  'SupportUser',
  s.object({
    id: str,
    email: nullableString,
    nickname: nullableString,
    regionId: nullableString,
    language: str,
    kyc: s.object({ level: s.oneOf(KYC_LEVELS), verifiedAt: s.nullable(time) }),
    wallet: s.object({
      address: nullableString,
      identityBound: s.boolean(),
      chainType: s.nullable(s.oneOf(CHAIN_TYPES)),
      usdtAddress: nullableString,
    }),
    creditScore: s.integer(),
    certified: s.boolean(),
    fastTrader: s.boolean(),
    orderCount: s.integer(),
    completedOrderCount: s.integer(),
    completionRate: s.string('decimal'),
    online: s.boolean(),
    hasPassword: s.boolean(),
    hasSecurityPassword: s.boolean(),
    lastLoginAt: s.nullable(time),
    createdAt: time,
    activeBans: banKinds,
    bans: s.array(SupportBanAnswer),
  }),
);

export const SupportCreditRecordAnswer = defineAnswer<SupportCreditRecordDto>(
  'SupportCreditRecord',
  s.object({
    id: str,
    reason: s.oneOf(CREDIT_REASONS),
    delta: s.integer(),
    scoreAfter: s.integer(),
    orderId: nullableString,
    appealId: nullableString,
    note: nullableString,
    staffId: nullableString,
    createdAt: time,
  }),
);
export const SupportCreditRecordPageAnswer = defineAnswer<Page<SupportCreditRecordDto>>(
  'SupportCreditRecordPage',
  pageOf(SupportCreditRecordAnswer),
);
