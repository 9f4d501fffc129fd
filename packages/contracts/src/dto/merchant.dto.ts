// Merchant certification (issue 24; spec §6: "certified trader or merchant: official guarantee with
// compensation for anomalies; required for fiat ads"). A trader with advanced KYC who meets the thresholds
// operators set applies, pays the guarantee deposit in MEC into escrow, and customer service approves or
// refuses; customer service may revoke, the trader may give certification up (the deposit comes back
// once no order or appeal is open), and an appeal officer may pay a counterparty owed compensation from
// the guarantee (the merchant then tops it up before posting fiat ads again).
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import type { MerchantApplicationStatus, KycLevel } from '../record-enums.js';
import { MERCHANT_APPLICATION_STATUSES } from '../record-enums.js';
import { isWellFormedText } from '../text/well-formed.js';
import { PageQueryDto } from './common.dto.js';
import { ValidationMessage as M } from './messages.js';
import { DECIMAL_INPUT_PATTERN, TEXT_MAX_LENGTH } from './rules.js';
import { Satisfies, trimString } from './validators.js';

/** The coin of the guarantee deposit. */
export const MERCHANT_GUARANTEE_COIN = 'MEC';
/** A staff member's reason for a decision (refusal, revocation, compensation). */
export const MERCHANT_REASON_MAX_LENGTH = 255;
/** The largest account-age and completed-orders threshold an operator can set. */
export const MERCHANT_THRESHOLD_MAX = 100_000;
/** A completion rate: a ratio 0..1 with at most 4 decimals (the users column's scale). */
export const COMPLETION_RATE_PATTERN = /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/;

const wellFormed = (value: unknown): boolean => typeof value === 'string' && isWellFormedText(value);

function Reason(optional: boolean): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    if (optional) IsOptional()(target, key);
    Transform(trimString)(target, key);
    IsString({ message: M.staffReasonLength })(target, key);
    IsNotEmpty({ message: M.staffReasonLength })(target, key);
    MaxLength(MERCHANT_REASON_MAX_LENGTH, { message: M.staffReasonLength })(target, key);
    Satisfies('wellFormed', wellFormed, { message: M.malformedText })(target, key);
  };
}

function Amount(): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    Transform(trimString)(target, key);
    IsString({ message: M.amountInvalid })(target, key);
    IsNotEmpty({ message: M.amountInvalid })(target, key);
    MaxLength(TEXT_MAX_LENGTH, { message: M.amountInvalid })(target, key);
    Matches(DECIMAL_INPUT_PATTERN, { message: M.amountInvalid })(target, key);
  };
}

function Count(): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    Type(() => Number)(target, key);
    IsInt({ message: M.conditionInvalid })(target, key);
    Min(0, { message: M.conditionInvalid })(target, key);
    Max(MERCHANT_THRESHOLD_MAX, { message: M.conditionInvalid })(target, key);
  };
}

// ---- thresholds (operators) -----------------------------------------------------------------------------

/** What an application needs (besides advanced KYC), as operators set it. */
export interface MerchantThresholdsDto {
  minCompletedOrders: number;
  /** A ratio 0..1 (decimal string). */
  minCompletionRate: string;
  minAccountDays: number;
  /** The guarantee deposit, in `guaranteeCoin` units (decimal string). */
  guaranteeAmount: string;
  guaranteeCoin: string;
}

/** `POST /admin/ops/merchant-thresholds`: every threshold at once (audited with the values before). */
export class UpdateMerchantThresholdsDto {
  @Count()
  minCompletedOrders!: number;

  @Transform(trimString)
  @IsString({ message: M.conditionInvalid })
  @Matches(COMPLETION_RATE_PATTERN, { message: M.conditionInvalid })
  minCompletionRate!: string;

  @Count()
  minAccountDays!: number;

  @Amount()
  guaranteeAmount!: string;
}

// ---- applications ---------------------------------------------------------------------------------------

/** The trader's figures an application is judged on (as they were when it was submitted, or now). */
export interface MerchantFiguresDto {
  completedOrders: number;
  /** A ratio 0..1 (decimal string). */
  completionRate: string;
  accountDays: number;
  kycLevel: KycLevel;
}

/** One application as its trader and customer service see it. */
export interface MerchantApplicationDto {
  id: string;
  userId: string;
  status: MerchantApplicationStatus;
  /** The guarantee the application was made under (coin units) and what escrow holds of it now. */
  guaranteeAmount: string;
  guaranteeHeld: string;
  guaranteeCoin: string;
  /** The open guarantee deposit (the first one, or a top-up), when one waits for coin. */
  depositId: string | null;
  /** Approved, but compensation drew on the guarantee: fiat ads wait for a top-up (5055). */
  topUpRequired: boolean;
  /** The figures when submitted. */
  figures: MerchantFiguresDto;
  /** The refusal's or revocation's reason. */
  reason: string | null;
  reviewerId: string | null;
  createdAt: string;
  depositedAt: string | null;
  decidedAt: string | null;
  endedAt: string | null;
}

/** `GET /merchant/application`: the thresholds, the trader's figures now and their latest application. */
export interface MerchantStandingDto {
  thresholds: MerchantThresholdsDto;
  figures: MerchantFiguresDto;
  certified: boolean;
  application: MerchantApplicationDto | null;
}

/** The trader of an application as customer service sees them. */
export interface MerchantApplicantDto {
  id: string;
  email: string | null;
  nickname: string | null;
  kycLevel: KycLevel;
  kycVerifiedAt: string | null;
  creditScore: number;
  orderCount: number;
  completedOrderCount: number;
  completionRate: string;
  certified: boolean;
  createdAt: string;
}

/** One compensation paid from a merchant's guarantee. */
export interface MerchantCompensationDto {
  id: string;
  applicationId: string;
  appealId: string;
  orderId: string;
  merchantId: string;
  toUserId: string;
  amount: string;
  reason: string;
  staffId: string | null;
  createdAt: string;
}

/** `GET /admin/support/merchants/:id`: the application, its trader, figures now and compensations. */
export interface MerchantCaseDto {
  application: MerchantApplicationDto;
  applicant: MerchantApplicantDto;
  figuresNow: MerchantFiguresDto;
  thresholds: MerchantThresholdsDto;
  compensations: MerchantCompensationDto[];
}

/** `GET /admin/support/merchants`: optionally one status, newest first. */
export class MerchantApplicationQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(MERCHANT_APPLICATION_STATUSES, { message: M.conditionInvalid })
  status?: MerchantApplicationStatus;
}

/** `POST /admin/support/merchants/:id/approve`: an optional note. */
export class ApproveMerchantDto {
  @Reason(true)
  reason?: string;
}

/** `POST /admin/support/merchants/:id/refuse` and `/revoke`: the reason the trader is told. */
export class MerchantDecisionDto {
  @Reason(false)
  reason!: string;
}

/**
 * `POST /admin/appeals/:id/compensate`: pays `amount` (guarantee coin units) from the certified merchant's
 * guarantee to the counterparty of the appeal decided against the merchant; once per appeal.
 */
export class CompensateFromGuaranteeDto {
  @Amount()
  amount!: string;

  @Reason(false)
  reason!: string;
}
