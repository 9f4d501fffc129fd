// The staff console's Customer service calls (issue 13, `/admin/support/...`; customer service and admins):
// finding a trader by id, email, nickname or wallet address, the trader's facts (KYC level, wallet binding,
// bans, certification, credit), and the changes of spec §6 and §9: bans on login, withdrawal, C2C buying
// and C2C selling with a reason and an end date, the certified-merchant flag, and credit adjustments (a
// CreditRecord). Every change carries the staff member's reason; the audit log keeps it with the row
// before and after. The trader's ads, orders, credit record and fund records reuse the trader answers.
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsString,
  Max,
  MaxLength,
  Min,
  NotEquals,
  ValidateIf,
} from 'class-validator';
import { BAN_KINDS, type BanKind, type ChainType } from '../enums.js';
import type { KycLevel } from '../record-enums.js';
import { isWellFormedText } from '../text/well-formed.js';
import { toBoolean } from './ads.dto.js';
import type { CreditRecordDto } from './credit.dto.js';
import { IdParamDto } from './common.dto.js';
import { ValidationMessage as M } from './messages.js';
import { Satisfies, trimString } from './validators.js';

/** A search text: an id, an email, a nickname or a wallet or USDT address (or the start of one). */
export const SUPPORT_QUERY_MAX_LENGTH = 128;
/** At most this many accounts answer one search (the closest matches first). */
export const SUPPORT_SEARCH_LIMIT = 20;
/** The staff member's reason for a change (the `user_bans.reason` and `credit_records.note` column). */
export const STAFF_REASON_MAX_LENGTH = 255;
/** A credit adjustment moves at most this many points either way. */
export const CREDIT_ADJUST_MAX = 1000;

const wellFormed = (value: unknown): boolean => typeof value === 'string' && isWellFormedText(value);

/** A required, trimmed, well-formed text of 1 to `max` characters with `message` for every failure. */
function RequiredText(max: number, message: string): PropertyDecorator {
  return (target: object, key: string | symbol) => {
    Transform(trimString)(target, key);
    IsString({ message })(target, key);
    IsNotEmpty({ message })(target, key);
    MaxLength(max, { message })(target, key);
    Satisfies('wellFormed', wellFormed, { message: M.malformedText })(target, key);
  };
}

// ---- search ----------------------------------------------------------------------------------------------

/**
 * `GET /admin/support/users?q=`: the accounts whose id, email or address is `q`, or whose email or
 * nickname starts with it (case-insensitive), at most SUPPORT_SEARCH_LIMIT.
 */
export class SupportUserSearchDto {
  @RequiredText(SUPPORT_QUERY_MAX_LENGTH, M.supportQueryLength)
  q!: string;
}

/** One account of a search's answer. */
export interface SupportUserSummaryDto {
  id: string;
  email: string | null;
  nickname: string | null;
  walletAddress: string | null;
  chainType: ChainType | null;
  usdtAddress: string | null;
  kycLevel: KycLevel;
  creditScore: number;
  certified: boolean;
  /** The kinds of ban in force now. */
  activeBans: BanKind[];
  createdAt: string;
}

// ---- the trader's facts ----------------------------------------------------------------------------------

/** One ban, in force or not (ended, or lifted by staff). */
export interface SupportBanDto {
  id: string;
  kind: BanKind;
  reason: string | null;
  /** The end; null: until lifted. */
  until: string | null;
  /** The staff member who set it (null: a system ban or a removed staff account). */
  staffId: string | null;
  createdAt: string;
  liftedAt: string | null;
  /** Not lifted and not past its end. */
  active: boolean;
}

/** `GET /admin/support/users/:id`: what customer service sees of a trader. */
export interface SupportUserDto {
  id: string;
  email: string | null;
  nickname: string | null;
  regionId: string | null;
  language: string;
  kyc: { level: KycLevel; verifiedAt: string | null };
  /** The identity wallet (sign-in) and the USDT receiving address. */
  wallet: {
    address: string | null;
    /** Whether a KYC identity is bound (its subject is not shown). */
    identityBound: boolean;
    chainType: ChainType | null;
    usdtAddress: string | null;
  };
  creditScore: number;
  certified: boolean;
  fastTrader: boolean;
  orderCount: number;
  completedOrderCount: number;
  /** Completed / finished orders, a decimal string 0..1. */
  completionRate: string;
  online: boolean;
  hasPassword: boolean;
  hasSecurityPassword: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  /** The kinds of ban in force now. */
  activeBans: BanKind[];
  /** Every ban, newest first (at most the last 100). */
  bans: SupportBanDto[];
}

/** One credit change as customer service sees it: the trader's record with its note and staff member. */
export interface SupportCreditRecordDto extends CreditRecordDto {
  /** A staff member's reason, or the system's note ("free cancellation"). */
  note: string | null;
  /** The staff member of an ADJUSTMENT. */
  staffId: string | null;
}

// ---- changes ---------------------------------------------------------------------------------------------

/** `:kind` of the ban calls: LOGIN, WITHDRAWAL, C2C_BUY or C2C_SELL. */
export class SupportBanParamDto extends IdParamDto {
  @IsIn(BAN_KINDS, { message: M.banKindInvalid })
  kind!: BanKind;
}

/**
 * `POST /admin/support/users/:id/bans/:kind`: bans the trader from `kind` until `until` (an ISO 8601
 * instant ahead; null: until lifted), with a reason. A ban of the same kind in force is replaced. A login
 * ban ends every session of the trader at once.
 */
export class BanUserDto {
  @RequiredText(STAFF_REASON_MAX_LENGTH, M.staffReasonLength)
  reason!: string;

  /** Required: an instant, or null for a ban until lifted. */
  @ValidateIf((_o, v) => v !== null)
  @IsString({ message: M.banUntilInvalid })
  @IsISO8601({ strict: true }, { message: M.banUntilInvalid })
  until!: string | null;
}

/** `POST /admin/support/users/:id/bans/:kind/lift`: lifts the ban of `kind` in force, with a reason. */
export class LiftBanDto {
  @RequiredText(STAFF_REASON_MAX_LENGTH, M.staffReasonLength)
  reason!: string;
}

/**
 * `POST /admin/support/users/:id/certified`: grants (true) or removes (false) the certified-merchant flag,
 * with a reason. Granting needs the trader's advanced identity verification (4001).
 */
export class SetCertifiedDto {
  @Transform(toBoolean)
  @IsBoolean({ message: M.booleanInvalid })
  certified!: boolean;

  @RequiredText(STAFF_REASON_MAX_LENGTH, M.staffReasonLength)
  reason!: string;
}

/**
 * `POST /admin/support/users/:id/credit`: adds `delta` points (negative: takes them; never below a score
 * of 0) with a reason, written as an ADJUSTMENT CreditRecord.
 */
export class AdjustCreditDto {
  @Type(() => Number)
  @IsInt({ message: M.creditDeltaInvalid })
  @NotEquals(0, { message: M.creditDeltaInvalid })
  @Min(-CREDIT_ADJUST_MAX, { message: M.creditDeltaInvalid })
  @Max(CREDIT_ADJUST_MAX, { message: M.creditDeltaInvalid })
  delta!: number;

  @RequiredText(STAFF_REASON_MAX_LENGTH, M.staffReasonLength)
  reason!: string;
}

/** A numeric-looking search: the id, when `q` is one (digits only, no leading zero). */
export const SUPPORT_ID_PATTERN = /^[1-9]\d{0,18}$/;

/** Whether the search text could be an account id. */
export function looksLikeUserId(q: string): boolean {
  return SUPPORT_ID_PATTERN.test(q);
}
