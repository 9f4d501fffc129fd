// Accounts and bans to the console's Customer service answers, and to the audit log's JSON.
import type {
  SupportBanDto,
  SupportCreditRecordDto,
  SupportUserDto,
  SupportUserSummaryDto,
} from '@p2p/contracts';
import { normalizeDecimal } from '@p2p/domain';
import type { BanKind } from '@p2p/db';
import type { AuditValue } from '../../core/audit/audit.service.js';
import type { BanRow } from '../auth/bans.service.js';
import type { CreditRecordRow } from '../credit/credit.service.js';
import type { SupportAccountRow } from '../users/support-accounts.service.js';

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

export function isActiveBan(b: BanRow, now: Date): boolean {
  return b.liftedAt === null && (b.until === null || b.until > now);
}

export function banView(b: BanRow, now: Date): SupportBanDto {
  return {
    id: b.id,
    kind: b.kind,
    reason: b.reason,
    until: iso(b.until),
    staffId: b.staffId === null ? null : String(b.staffId),
    createdAt: b.createdAt.toISOString(),
    liftedAt: iso(b.liftedAt),
    active: isActiveBan(b, now),
  };
}

export function summaryView(a: SupportAccountRow, activeBans: BanKind[]): SupportUserSummaryDto {
  return {
    id: a.id,
    email: a.email,
    nickname: a.nickname,
    walletAddress: a.walletAddress,
    chainType: a.chainType,
    usdtAddress: a.usdtAddress,
    kycLevel: a.kycLevel,
    creditScore: a.creditScore,
    certified: a.certified,
    activeBans,
    createdAt: a.createdAt.toISOString(),
  };
}

/** The trader's facts; `now` (the caller's clock) decides which bans are in force. */
export function userView(a: SupportAccountRow, bans: readonly BanRow[], now: Date): SupportUserDto {
  const active = bans.filter((b) => isActiveBan(b, now)).map((b) => b.kind);
  return {
    id: a.id,
    email: a.email,
    nickname: a.nickname,
    regionId: a.regionId,
    language: a.language,
    kyc: { level: a.kycLevel, verifiedAt: iso(a.kycVerifiedAt) },
    wallet: {
      address: a.walletAddress,
      identityBound: a.identityBound,
      chainType: a.chainType,
      usdtAddress: a.usdtAddress,
    },
    creditScore: a.creditScore,
    certified: a.certified,
    fastTrader: a.fastTrader,
    orderCount: a.orderCount,
    completedOrderCount: a.completedOrderCount,
    completionRate: normalizeDecimal(a.completionRate),
    online: a.online,
    hasPassword: a.hasPassword,
    hasSecurityPassword: a.hasSecurityPassword,
    lastLoginAt: iso(a.lastLoginAt),
    createdAt: a.createdAt.toISOString(),
    activeBans: [...new Set(active)],
    bans: bans.map((b) => banView(b, now)),
  };
}

/** A ban row as the audit log keeps it. */
export function banAudit(b: BanRow): { [key: string]: AuditValue } {
  return {
    id: b.id,
    kind: b.kind,
    until: iso(b.until),
    reason: b.reason,
    staffId: b.staffId,
    liftedAt: iso(b.liftedAt),
    createdAt: b.createdAt.toISOString(),
  };
}

export function creditRecordView(r: CreditRecordRow): SupportCreditRecordDto {
  return {
    id: r.id,
    reason: r.reason,
    delta: r.delta,
    scoreAfter: r.balanceAfter,
    orderId: r.orderId,
    appealId: r.appealId,
    note: r.note,
    staffId: r.staffId === null ? null : String(r.staffId),
    createdAt: r.createdAt.toISOString(),
  };
}
