// The answers of merchant certification (issue 24): the trader's standing, an application, the
// customer-service case and a compensation paid from a guarantee; the operators' thresholds.
import type {
  MerchantApplicantDto,
  MerchantApplicationDto,
  MerchantCaseDto,
  MerchantCompensationDto,
  MerchantFiguresDto,
  MerchantStandingDto,
  MerchantThresholdsDto,
} from '../dto/merchant.dto.js';
import type { Page } from '../envelope.js';
import { KYC_LEVELS, MERCHANT_APPLICATION_STATUSES } from '../record-enums.js';
import { pageOf } from './answers.js';
import { defineAnswer, shapes as s } from './shape.js';

const str = s.string();
const decimal = s.string('decimal');
const time = s.string('date-time');
const nullableString = s.nullable(str);

export const MerchantThresholdsAnswer = defineAnswer<MerchantThresholdsDto>(
  'MerchantThresholds',
  s.object({
    minCompletedOrders: s.integer(),
    minCompletionRate: decimal,
    minAccountDays: s.integer(),
    guaranteeAmount: decimal,
    guaranteeCoin: str,
  }),
);

export const MerchantFiguresAnswer = defineAnswer<MerchantFiguresDto>(
  'MerchantFigures',
  s.object({
    completedOrders: s.integer(),
    completionRate: decimal,
    accountDays: s.integer(),
    kycLevel: s.oneOf(KYC_LEVELS),
  }),
);

export const MerchantApplicationAnswer = defineAnswer<MerchantApplicationDto>(
  'MerchantApplication',
  s.object({
    id: str,
    userId: str,
    status: s.oneOf(MERCHANT_APPLICATION_STATUSES),
    guaranteeAmount: decimal,
    guaranteeHeld: decimal,
    guaranteeCoin: str,
    depositId: nullableString,
    topUpRequired: s.boolean(),
    figures: MerchantFiguresAnswer,
    reason: nullableString,
    reviewerId: nullableString,
    createdAt: time,
    depositedAt: s.nullable(time),
    decidedAt: s.nullable(time),
    endedAt: s.nullable(time),
  }),
);
export const MerchantApplicationPageAnswer = defineAnswer<Page<MerchantApplicationDto>>(
  'MerchantApplicationPage',
  pageOf(MerchantApplicationAnswer),
);

export const MerchantStandingAnswer = defineAnswer<MerchantStandingDto>(
  'MerchantStanding',
  s.object({
    thresholds: MerchantThresholdsAnswer,
    figures: MerchantFiguresAnswer,
    certified: s.boolean(),
    application: s.nullable(MerchantApplicationAnswer),
  }),
);

export const MerchantApplicantAnswer = defineAnswer<MerchantApplicantDto>(
  'MerchantApplicant',
  s.object({
    id: str,
    email: nullableString,
    nickname: nullableString,
    kycLevel: s.oneOf(KYC_LEVELS),
    kycVerifiedAt: s.nullable(time),
    creditScore: s.integer(),
    orderCount: s.integer(),
    completedOrderCount: s.integer(),
    completionRate: decimal,
    certified: s.boolean(),
    createdAt: time,
  }),
);

export const MerchantCompensationAnswer = defineAnswer<MerchantCompensationDto>(
  'MerchantCompensation',
  s.object({
    id: str,
    applicationId: str,
    appealId: str,
    orderId: str,
    merchantId: str,
    toUserId: str,
    amount: decimal,
    reason: str,
    staffId: nullableString,
    createdAt: time,
  }),
);

export const MerchantCaseAnswer = defineAnswer<MerchantCaseDto>(
  'MerchantCase',
  s.object({
    application: MerchantApplicationAnswer,
    applicant: MerchantApplicantAnswer,
    figuresNow: MerchantFiguresAnswer,
    thresholds: MerchantThresholdsAnswer,
    compensations: s.array(MerchantCompensationAnswer),
  }),
);
