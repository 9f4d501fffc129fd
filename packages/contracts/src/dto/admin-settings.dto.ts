// The console's settings (issue 25, "Staff and settings"): the credit rules of spec §9 (points deducted,
// free cancellations a day) and the trading limits of each trader (buy and sell ads, initiated buy and
// sell orders, open orders), their defaults for new accounts and one trader's own. Administrators change
// the credit rules and the defaults (area `config`); customer service and administrators one trader's
// limits (area `users`), with a reason. Every change is in the staff audit log with the values before and
// after, and the API applies it from the next request on, in every process, without a restart.
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { isWellFormedText } from '../text/well-formed.js';
import { STAFF_REASON_MAX_LENGTH } from './admin-support.dto.js';
import { ValidationMessage as M } from './messages.js';
import { Satisfies, trimString } from './validators.js';

// ---- credit settings ---------------------------------------------------------------------------------------

/** The credit rules' types (the `credit_settings.type` column). */
export const CREDIT_SETTING_TYPES = [
  'CANCEL_ORDER',
  'DEPOSIT_TIMEOUT',
  'PAY_TIMEOUT',
  'APPEAL_LOST',
  'MALICIOUS_APPEAL',
] as const;
export type CreditSettingType = (typeof CREDIT_SETTING_TYPES)[number];

/** Points a rule may deduct: 0 to 1000. */
export const CREDIT_DEDUCT_MAX = 1000;
/** Free cancellations a day: 0 to 100 (the cancellation rule only). */
export const DAILY_FREE_CANCELLATIONS_MAX = 100;
/** A rule's description (the `credit_settings.description` column). */
export const CREDIT_SETTING_DESCRIPTION_MAX_LENGTH = 255;

const wellFormed = (value: unknown): boolean => typeof value === 'string' && isWellFormedText(value);

function WholeNumber(min: number, max: number): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    Type(() => Number)(target, key);
    IsInt({ message: M.conditionInvalid })(target, key);
    Min(min, { message: M.conditionInvalid })(target, key);
    Max(max, { message: M.conditionInvalid })(target, key);
  };
}

/** `:type` of `POST /admin/config/credit-settings/:type`. */
export class CreditSettingTypeParamDto {
  @IsIn(CREDIT_SETTING_TYPES, { message: M.idFormat })
  type!: CreditSettingType;
}

/** A credit rule as administrators see it. */
export interface CreditSettingAdminDto {
  id: string;
  type: string;
  /** Points deducted. */
  deduct: number;
  /** Cancellations a day that cost nothing (the cancellation rule only; 0 elsewhere). */
  dailyFreeCancellations: number;
  description: string | null;
  sort: number;
  /**
   * The cancellation rule (the first entry): its deduct and free cancellations apply to every
   * cancellation, a deposit or payment time-out included.
   */
  cancellationRule: boolean;
}

/**
 * `POST /admin/config/credit-settings/:type`: the points deducted (0 to 1000; a lost appeal at least 1),
 * the free cancellations a day (0 to 100, the cancellation rule only: any other rule keeps 0) and the
 * description (left out: unchanged; null: none).
 */
export class UpdateCreditSettingDto {
  @WholeNumber(0, CREDIT_DEDUCT_MAX)
  deduct!: number;

  @IsOptional()
  @WholeNumber(0, DAILY_FREE_CANCELLATIONS_MAX)
  dailyFreeCancellations?: number;

  @ValidateIf((_o, v) => v !== undefined && v !== null)
  @Transform(trimString)
  @IsString({ message: M.required })
  @IsNotEmpty({ message: M.required })
  @MaxLength(CREDIT_SETTING_DESCRIPTION_MAX_LENGTH, { message: M.textLength })
  @Satisfies('wellFormed', wellFormed, { message: M.malformedText })
  description?: string | null;
}

// ---- trading limits ----------------------------------------------------------------------------------------

/** Each limit: 0 (nothing new allowed) to 1000. */
export const USER_LIMIT_MAX = 1000;

/** The five limits, in the order the console shows them. */
export const USER_LIMIT_FIELDS = [
  'buyAdLimit',
  'sellAdLimit',
  'initiatedBuyLimit',
  'initiatedSellLimit',
  'pendingOrderLimit',
] as const;
export type UserLimitField = (typeof USER_LIMIT_FIELDS)[number];

/**
 * A trader's trading limits: ads of each side open at once (5019, 5020), orders the trader initiated and
 * still open by side (5021, 5022), open orders in all (5023). A limit below what is open now is allowed:
 * it refuses new ones until the count is under it again.
 */
export type UserLimitsDto = Record<UserLimitField, number>;

/** Until administrators set them: 5 ads of each side, 5 initiated orders of each side, 10 open orders. */
export const DEFAULT_USER_LIMITS: Readonly<UserLimitsDto> = Object.freeze({
  buyAdLimit: 5,
  sellAdLimit: 5,
  initiatedBuyLimit: 5,
  initiatedSellLimit: 5,
  pendingOrderLimit: 10,
});

/** `POST /admin/config/user-limit-defaults`: the limits a new account gets (existing ones keep theirs). */
export class UpdateUserLimitDefaultsDto implements UserLimitsDto {
  @WholeNumber(0, USER_LIMIT_MAX)
  buyAdLimit!: number;

  @WholeNumber(0, USER_LIMIT_MAX)
  sellAdLimit!: number;

  @WholeNumber(0, USER_LIMIT_MAX)
  initiatedBuyLimit!: number;

  @WholeNumber(0, USER_LIMIT_MAX)
  initiatedSellLimit!: number;

  @WholeNumber(0, USER_LIMIT_MAX)
  pendingOrderLimit!: number;
}

/** `GET /admin/config/user-limit-defaults`: the defaults in force; `stored` false: the built-in ones. */
export interface UserLimitDefaultsDto extends UserLimitsDto {
  stored: boolean;
}

/** `POST /admin/users/:id/limits`: the trader's five limits, with the staff member's reason. */
export class SetUserLimitsDto extends UpdateUserLimitDefaultsDto {
  @Transform(trimString)
  @IsString({ message: M.staffReasonLength })
  @IsNotEmpty({ message: M.staffReasonLength })
  @MaxLength(STAFF_REASON_MAX_LENGTH, { message: M.staffReasonLength })
  @Satisfies('wellFormed', wellFormed, { message: M.malformedText })
  reason!: string;
}

/** `GET /admin/users/:id/limits`: one trader's limits. */
export interface UserLimitsAdminDto extends UserLimitsDto {
  userId: string;
}
