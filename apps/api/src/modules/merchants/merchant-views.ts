import type {
  MerchantApplicantDto,
  MerchantApplicationDto,
  MerchantChange,
  MerchantCompensationDto,
  MerchantFiguresDto,
} from '@p2p/contracts';
import { accountDays, compareDecimal, normalizeDecimal, sumDecimals } from '@p2p/domain';
import type { NewOutboxRow } from '../../core/outbox/outbox.types.js';
import type { SupportAccountRow } from '../users/support-accounts.service.js';
import type { IntentRow } from '../escrow/deposits.repository.js';
import type { ApplicationRow, CompensationRow } from './merchants.repository.js';

/** The refIds of an application's guarantee deposits: `<id>:1` .. `<id>:<depositSeq>`. */
export function depositRefs(a: Pick<ApplicationRow, 'id' | 'depositSeq'>): string[] {
  return Array.from({ length: a.depositSeq }, (_, i) => `${a.id}:${i + 1}`);
}

/** What the guarantee's deposits hold together (coin units). */
export function heldOf(deposits: readonly IntentRow[]): string {
  return normalizeDecimal(
    sumDecimals(
      deposits.map((d) => d.heldAmount),
      18,
    ),
  );
}

/** Whether the deposits hold the whole guarantee. */
export function covered(a: Pick<ApplicationRow, 'guaranteeAmount'>, held: string): boolean {
  return compareDecimal(held, normalizeDecimal(a.guaranteeAmount)) >= 0;
}

export function figuresOf(u: SupportAccountRow, now: Date): MerchantFiguresDto {
  return {
    completedOrders: u.completedOrderCount,
    completionRate: normalizeDecimal(u.completionRate),
    accountDays: accountDays(u.createdAt, now),
    kycLevel: u.kycLevel,
  };
}

export function applicationView(
  a: ApplicationRow,
  deposits: readonly IntentRow[],
  coin: string,
  kycLevel: MerchantFiguresDto['kycLevel'],
): MerchantApplicationDto {
  const open = deposits.filter((d) => d.status === 'OPEN').at(-1);
  return {
    id: a.id,
    userId: a.userId,
    status: a.status,
    guaranteeAmount: normalizeDecimal(a.guaranteeAmount),
    guaranteeHeld: heldOf(deposits),
    guaranteeCoin: coin,
    depositId: open?.id ?? null,
    topUpRequired: a.topUpRequired,
    figures: {
      completedOrders: a.completedOrders,
      completionRate: normalizeDecimal(a.completionRate),
      accountDays: a.accountDays,
      kycLevel,
    },
    reason: a.reason,
    reviewerId: a.reviewerId === null ? null : String(a.reviewerId),
    createdAt: a.createdAt.toISOString(),
    depositedAt: a.depositedAt?.toISOString() ?? null,
    decidedAt: a.decidedAt?.toISOString() ?? null,
    endedAt: a.endedAt?.toISOString() ?? null,
  };
}

export function applicantView(u: SupportAccountRow): MerchantApplicantDto {
  return {
    id: u.id,
    email: u.email,
    nickname: u.nickname,
    kycLevel: u.kycLevel,
    kycVerifiedAt: u.kycVerifiedAt?.toISOString() ?? null,
    creditScore: u.creditScore,
    orderCount: u.orderCount,
    completedOrderCount: u.completedOrderCount,
    completionRate: normalizeDecimal(u.completionRate),
    certified: u.certified,
    createdAt: u.createdAt.toISOString(),
  };
}

export function compensationView(c: CompensationRow, merchantId: string): MerchantCompensationDto {
  return {
    id: c.id,
    applicationId: c.applicationId,
    appealId: c.appealId,
    orderId: c.orderId,
    merchantId,
    toUserId: c.toUserId,
    amount: normalizeDecimal(c.amount),
    reason: c.reason,
    staffId: c.staffId === null ? null : String(c.staffId),
    createdAt: c.createdAt.toISOString(),
  };
}

/** The MERCHANT_STATUS_CHANGE socket message for the trader's room (the app refreshes its standing). */
export function merchantChanged(a: ApplicationRow): NewOutboxRow<'live'> {
  const change: MerchantChange = {
    applicationId: a.id,
    status: a.status,
    topUpRequired: a.topUpRequired,
    reason: a.reason,
  };
  return {
    aggregate: 'user',
    aggregateId: a.userId,
    type: 'live',
    payload: {
      rooms: [`user:${a.userId}`],
      message: { type: 'MERCHANT_STATUS_CHANGE', message: JSON.stringify(change) },
    },
  };
}
