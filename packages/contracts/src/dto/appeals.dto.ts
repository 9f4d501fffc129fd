// Appeals (spec §2 appeal submission and record, §3 Appeal, §4 appeal results, §5 appeal rules, §7 appeals;
// issue 13): a party of an order under dispute files an appeal (a preset reason from the APPEAL_REASON
// dictionary, or OTHER with a specific text, and evidence images it uploaded), lists its appeal records
// and withdraws its own. The appeal desk (`/admin/appeals`, staff) works the queue, reads a case (order,
// timeline with its hash chain checked, chat, evidence, both parties) and decides it; a decision runs after
// the configured delay and can be cancelled until then.
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import type { AppealResult, OrderStatus } from '../enums.js';
import type { EvidenceKind, OrderActorType } from '../record-enums.js';
import { toBoolean } from './ads.dto.js';
import type { AppealEvidenceRequestDto } from './appeal-requests.dto.js';
import type { ChatMessageDto } from './chat.dto.js';
import { IdParamDto, PageQueryDto } from './common.dto.js';
import { ValidationMessage as M } from './messages.js';
import type { AdminTradingDepositDto } from './admin-trading.dto.js';
import type { OrderEventDto, OrderPaymentDto } from './orders.dto.js';
import { ID_MAX_LENGTH, ID_PATTERN } from './rules.js';
import { Satisfies, trimString } from './validators.js';
import {
  APPEAL_CLAIM_FILTERS,
  APPEAL_DECISIONS,
  APPEAL_EVIDENCE_MAX,
  APPEAL_QUEUE_SORTS,
  APPEAL_REASON_CODE_PATTERN,
  APPEAL_REASON_OTHER,
  APPEAL_REASON_TEXT_MAX_LENGTH,
  APPEAL_REMARKS_MAX_LENGTH,
  APPEAL_STAGES,
  type AppealClaimFilter,
  type AppealDecision,
  type AppealQueueSort,
  type AppealStage,
} from './appeals.values.js';

export * from './appeals.values.js';

const textLength =
  (max: number) =>
  (value: unknown): boolean => {
    if (typeof value !== 'string') return false;
    const length = [...value.trim()].length;
    return length >= 1 && length <= max;
  };

/** Whether a specific reason is 1 to 500 characters once trimmed. */
export const isValidAppealReasonText = textLength(APPEAL_REASON_TEXT_MAX_LENGTH);
/** Whether reviewer remarks are 1 to 1000 characters once trimmed. */
export const isValidAppealRemarks = textLength(APPEAL_REMARKS_MAX_LENGTH);

/** One evidence image of an appeal. */
export interface AppealEvidenceDto {
  id: string;
  kind: EvidenceKind;
  /** The upload (readable by the order's parties and staff: `GET /api/file/{fileId}`). */
  fileId: string | null;
  url: string;
  /** Who gave it: the buyer or the seller of the order (null: an item given before this was recorded). */
  uploaderSide: 'BUYER' | 'SELLER' | null;
  /** Whether the caller gave it (always false for staff). */
  mine: boolean;
  createdAt: string;
}

/** An appeal record as the order's parties see it (`GET /c2c/appeal/page`, `POST /c2c/appeal`). */
export interface AppealDto {
  id: string;
  orderId: string;
  /** The order's status now. */
  orderStatus: OrderStatus;
  /** The caller's side in the order. */
  role: 'BUYER' | 'SELLER';
  /** Who filed it: BUYER, SELLER, or SYSTEM (opened by the escalation deadline). */
  initiatorSide: OrderActorType;
  /** Whether the caller filed it (and so may withdraw it). */
  mine: boolean;
  reasonCode: string;
  reasonText: string | null;
  evidence: AppealEvidenceDto[];
  result: AppealResult;
  /** The result from the caller's side: INITIATOR_WINS / INITIATOR_LOSES once decided, else `result`. */
  outcome: AppealResult;
  stage: AppealStage;
  /** The decision waiting for its delay (BUYER_WINS or SELLER_WINS), else null. */
  pendingDecision: 'BUYER_WINS' | 'SELLER_WINS' | null;
  reviewerRemarks: string | null;
  createdAt: string;
  decidedAt: string | null;
  /** When the decision runs (decided + the configured delay). */
  executeAt: string | null;
  executedAt: string | null;
  cancelledAt: string | null;
  /** The appeal officers' requests for evidence to the caller's side, newest first (issue 25). */
  evidenceRequests: AppealEvidenceRequestDto[];
}

/**
 * `POST /c2c/appeal`: an appeal on one of the caller's orders. `reasonCode` is an APPEAL_REASON entry; OTHER
 * needs `reasonText`. `evidenceFileIds` are the caller's own uploads (`POST /file/uploadImage`).
 */
export class CreateAppealDto {
  @IsString({ message: M.idFormat })
  @MaxLength(ID_MAX_LENGTH, { message: M.idFormat })
  @Matches(ID_PATTERN, { message: M.idFormat })
  orderId!: string;

  @Transform(trimString)
  @IsString({ message: M.appealReasonInvalid })
  @Matches(APPEAL_REASON_CODE_PATTERN, { message: M.appealReasonInvalid })
  reasonCode!: string;

  /** Required with OTHER; kept (trimmed) with any reason when given. */
  @ValidateIf(
    (o: CreateAppealDto) =>
      o.reasonCode === APPEAL_REASON_OTHER || (o.reasonText !== undefined && o.reasonText !== null),
  )
  @Transform(trimString)
  @Satisfies('appealReasonText', isValidAppealReasonText, { message: M.appealReasonRequired })
  reasonText?: string | null;

  @IsOptional()
  @IsArray({ message: M.appealEvidenceInvalid })
  @ArrayMaxSize(APPEAL_EVIDENCE_MAX, { message: M.appealEvidenceInvalid })
  @IsString({ each: true, message: M.fileIdFormat })
  @MaxLength(ID_MAX_LENGTH, { each: true, message: M.fileIdFormat })
  @Matches(ID_PATTERN, { each: true, message: M.fileIdFormat })
  evidenceFileIds?: string[];
}

/** `POST /c2c/appeal/{id}`: the body carries the id again (spec §7); it must match the path. */
/**
 * `POST /c2c/appeal/{id}/evidence`: either party adds images to an open appeal (issue 25); each party gives
 * at most APPEAL_EVIDENCE_MAX in all. The caller's own uploads (`POST /file/uploadImage`).
 */
export class AddAppealEvidenceDto {
  @IsArray({ message: M.appealEvidenceInvalid })
  @ArrayMinSize(1, { message: M.appealEvidenceInvalid })
  @ArrayMaxSize(APPEAL_EVIDENCE_MAX, { message: M.appealEvidenceInvalid })
  @IsString({ each: true, message: M.fileIdFormat })
  @MaxLength(ID_MAX_LENGTH, { each: true, message: M.fileIdFormat })
  @Matches(ID_PATTERN, { each: true, message: M.fileIdFormat })
  evidenceFileIds!: string[];
}

export class CancelAppealDto {
  @IsOptional()
  @IsString({ message: M.idFormat })
  @MaxLength(ID_MAX_LENGTH, { message: M.idFormat })
  @Matches(ID_PATTERN, { message: M.idFormat })
  id?: string;
}

/** `GET /c2c/appeal/page`: the caller's appeal records (as initiator or counterparty), newest first. */
export class AppealPageQueryDto extends PageQueryDto {
  @IsOptional()
  @IsString({ message: M.idFormat })
  @MaxLength(ID_MAX_LENGTH, { message: M.idFormat })
  @Matches(ID_PATTERN, { message: M.idFormat })
  orderId?: string;
}

// ---------------------------------------------------------------- the appeal desk (staff)

/** A party of an order as the desk shows it: identity, credit and trading history. */
export interface AppealPartyDto {
  userId: string;
  nickname: string | null;
  email: string | null;
  creditScore: number;
  orderCount: number;
  completedOrderCount: number;
  completionRate: string;
  certified: boolean;
  fastTrader: boolean;
  registeredAt: string;
  /** Appeals this user filed (all orders), and those of them decided against them. */
  appealsFiled: number;
  appealsLost: number;
  /** The latest credit records (newest first). */
  creditRecords: {
    id: string;
    delta: number;
    scoreAfter: number;
    reason: string;
    orderId: string | null;
    createdAt: string;
  }[];
  /** The latest orders of this user (newest first), as buyer or seller. */
  recentOrders: {
    id: string;
    role: 'BUYER' | 'SELLER';
    status: OrderStatus;
    quantity: string;
    amount: string;
    createdAt: string;
  }[];
}

/** One row of the desk's queue. */
export interface AdminAppealSummaryDto {
  id: string;
  orderId: string;
  orderStatus: OrderStatus;
  initiatorSide: OrderActorType;
  initiatorId: string | null;
  buyerId: string;
  sellerId: string;
  buyerNickname: string | null;
  sellerNickname: string | null;
  coin: string | null;
  quote: string;
  quantity: string;
  amount: string;
  reasonCode: string;
  reasonText: string | null;
  result: AppealResult;
  stage: AppealStage;
  pendingDecision: 'BUYER_WINS' | 'SELLER_WINS' | null;
  malicious: boolean;
  reviewerId: string | null;
  reviewerName: string | null;
  evidenceCount: number;
  createdAt: string;
  /** Seconds since it was filed (at the time of the answer). */
  ageSeconds: number;
  /** When the service level asks for a decision (filed + the desk's service level window). */
  slaDueAt: string;
  decidedAt: string | null;
  executeAt: string | null;
  /** The officer who holds the case (issue 25), their name and since when; null while unclaimed. */
  holderId: string | null;
  holderName: string | null;
  claimedAt: string | null;
}

/** The order of a case, as staff see it (both sides, no caller-relative fields). */
export interface AdminAppealOrderDto {
  id: string;
  adId: string;
  type: 'BUY' | 'SELL';
  mode: 'MANUAL' | 'AUTO';
  status: OrderStatus;
  statusBeforeAppeal: OrderStatus | null;
  coin: string | null;
  quote: string;
  chain: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  fee: string;
  totalAmount: string;
  buyerId: string;
  sellerId: string;
  makerId: string;
  /** Where the buyer receives the coin (the address given when the order was placed). */
  receivingAddress: string | null;
  /** The seller's payment method as the order took it (issue 25), shown to staff always; null: none. */
  payment: OrderPaymentDto | null;
  createdAt: string;
  acceptedAt: string | null;
  paidAt: string | null;
  confirmedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
}

/** The whole case (`GET /admin/appeals/{id}`). */
export interface AdminAppealCaseDto {
  appeal: AdminAppealSummaryDto & {
    reviewerRemarks: string | null;
    executedAt: string | null;
    cancelledAt: string | null;
    evidence: AppealEvidenceDto[];
    /** The requests for evidence to either party, newest first (issue 25). */
    evidenceRequests: AppealEvidenceRequestDto[];
  };
  order: AdminAppealOrderDto;
  /** The timeline, oldest first, and whether its hash chain verifies (`verifyChain` of @p2p/domain). */
  timeline: OrderEventDto[];
  chainValid: boolean;
  /** The first seq that breaks the chain, when it does not verify. */
  chainBrokenAt: number | null;
  /** The whole chat, oldest first (`mine` is always false: staff wrote none of it). */
  chat: ChatMessageDto[];
  buyer: AppealPartyDto;
  seller: AppealPartyDto;
  /** Other appeals on the same order (earlier, withdrawn or rejected), newest first. */
  history: AdminAppealSummaryDto[];
  /**
   * The escrow deposits the order's coin came from (its own on a BUY ad, the ad's on a SELL ad), each with
   * the transaction hashes credited to it (issue 25).
   */
  deposits: AdminTradingDepositDto[];
  /** Whether the caller's role may decide (appeal officer, admin). */
  canDecide: boolean;
  /** The configured delay between a decision and its execution, in minutes. */
  executionDelayMinutes: number;
}

/** `GET /admin/appeals`: the queue, filtered and sorted. */
export class AdminAppealQueueQueryDto extends PageQueryDto {
  /** OPEN (default), DECIDED, CLOSED, or ALL. */
  @IsOptional()
  @IsIn([...APPEAL_STAGES, 'ALL'], { message: M.appealFilterInvalid })
  stage?: AppealStage | 'ALL';

  @IsOptional()
  @Transform(trimString)
  @IsString({ message: M.appealReasonInvalid })
  @Matches(APPEAL_REASON_CODE_PATTERN, { message: M.appealReasonInvalid })
  reasonCode?: string;

  @IsOptional()
  @IsIn(['BUYER', 'SELLER', 'SYSTEM'], { message: M.appealFilterInvalid })
  initiatorSide?: 'BUYER' | 'SELLER' | 'SYSTEM';

  /** Only cases of this order, or where this user is a party. */
  @IsOptional()
  @IsString({ message: M.idFormat })
  @MaxLength(ID_MAX_LENGTH, { message: M.idFormat })
  @Matches(ID_PATTERN, { message: M.idFormat })
  orderId?: string;

  @IsOptional()
  @IsString({ message: M.idFormat })
  @MaxLength(ID_MAX_LENGTH, { message: M.idFormat })
  @Matches(ID_PATTERN, { message: M.idFormat })
  userId?: string;

  /** Only the cases the caller decided. */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: M.booleanInvalid })
  mine?: boolean;

  /** Only cases older than this many minutes (past the service level, say). */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.appealFilterInvalid })
  @Min(0, { message: M.appealFilterInvalid })
  @Max(525_600, { message: M.appealFilterInvalid })
  olderThanMinutes?: number;

  @IsOptional()
  @IsIn(APPEAL_QUEUE_SORTS, { message: M.sortInvalid })
  sort?: AppealQueueSort;

  /** Whose cases (issue 25): the caller's, unclaimed, another officer's, or any (default). */
  @IsOptional()
  @IsIn(APPEAL_CLAIM_FILTERS, { message: M.appealFilterInvalid })
  claimed?: AppealClaimFilter;
}

/** `POST /admin/appeals/{id}/decide`: the officer's decision with remarks (shown to both parties). */
export class DecideAppealDto {
  @IsIn(APPEAL_DECISIONS, { message: M.appealDecisionInvalid })
  decision!: AppealDecision;

  @Transform(trimString)
  @Satisfies('appealRemarks', isValidAppealRemarks, { message: M.appealRemarksLength })
  remarks!: string;

  /** The loser's conduct was malicious: the loser loses the whole credit score (not with REJECTED). */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: M.booleanInvalid })
  malicious?: boolean;
}

/** `POST /admin/appeals/{id}/cancel-execution`: stops a decision during its delay; the case reopens. */
export class CancelAppealExecutionDto {
  @Transform(trimString)
  @Satisfies('appealRemarks', isValidAppealRemarks, { message: M.appealRemarksLength })
  remarks!: string;
}

/** `GET /admin/appeals/{id}/files/{fileId}`: the case and one of its images. */
export class AppealFileParamDto extends IdParamDto {
  @IsString({ message: M.fileIdFormat })
  @MaxLength(ID_MAX_LENGTH, { message: M.fileIdFormat })
  @Matches(ID_PATTERN, { message: M.fileIdFormat })
  fileId!: string;
}
